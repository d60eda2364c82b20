import type { ProfileCard } from 'contract';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectCoverflow, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { cardDisplay, formatPrice } from '../../lib/profile-display';
import { cardImageProps, loadingProps } from '../../lib/photos';
import './vip-swiper.css';

/** A slide is 300 px wide, 400 px from 768 px (vip-swiper.css). */
const VIP_SIZES = '(min-width: 768px) 400px, 300px';

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
        {cards.map((card) => {
          const display = cardDisplay(card);
          const meta = [display.age === null ? null : `${display.age} years`, display.location].filter((part) => part !== null).join(' · ');
          return (
            <SwiperSlide key={card.id} className="vip-slide">
              <Link to={`/profile/${encodeURIComponent(card.username)}`} className="vip-slide-link">
                {card.photo ? (
                  <img {...cardImageProps(card.photo, VIP_SIZES)} alt="" {...loadingProps(false)} />
                ) : (
                  <span className="vip-slide-placeholder" aria-hidden="true">
                    {card.full_name.charAt(0)}
                  </span>
                )}
                <span className="badge badge-vip vip-slide-badge">VIP</span>
                <span className="vip-slide-caption">
                  <strong>{card.full_name}</strong>
                  {meta && <span>{meta}</span>}
                  {display.rateFrom !== null && <span>from {formatPrice(display.rateFrom)}</span>}
                </span>
              </Link>
            </SwiperSlide>
          );
        })}
      </Swiper>
    </div>
  );
}
