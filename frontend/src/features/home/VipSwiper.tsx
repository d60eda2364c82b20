import type { ProfileCard } from 'contract';
import { useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectCoverflow, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { VipSlide } from './VipSlide';
import './vip-swiper.css';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export default function VipSwiper({ cards }: { cards: ProfileCard[] }) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Moving content must stop while a keyboard user is inside it (WCAG 2.2.2), as it does on hover.
  return (
    <div
      onFocus={() => swiperRef.current?.autoplay?.stop()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !prefersReducedMotion()) swiperRef.current?.autoplay?.start();
      }}
    >
      <Swiper
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        modules={[EffectCoverflow, Autoplay, Navigation, Pagination, A11y]}
        effect="coverflow"
        centeredSlides
        grabCursor
        slidesPerView="auto"
        loop={cards.length >= 3}
        autoplay={prefersReducedMotion() ? false : { delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false }}
        coverflowEffect={{ rotate: 30, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
        navigation
        pagination={{ clickable: true }}
        className="vip-swiper"
      >
        {cards.map((card, index) => (
          <SwiperSlide key={card.id} className="vip-slide">
            <VipSlide card={card} priority={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
