import type { ProfileCard } from 'contract';
import { Link } from 'react-router-dom';
import { cardImageProps, loadingProps } from '../../lib/photos';
import { cardDisplay, formatPrice } from '../../lib/profile-display';
import './vip-slide.css';

/** A slide is 300 px wide, 400 px from 768 px (vip-slide.css). */
const VIP_SIZES = '(min-width: 768px) 400px, 300px';

/** One VIP companion: photo, badge, name, age, place and lowest rate, linking to the profile. */
export function VipSlide({ card, priority }: { card: ProfileCard; priority: boolean }) {
  const display = cardDisplay(card);
  const meta = [display.age === null ? null : `${display.age} years`, display.location].filter((part) => part !== null).join(' · ');
  return (
    <Link to={`/profile/${encodeURIComponent(card.username)}`} className="vip-slide-link">
      {card.photo ? (
        <img {...cardImageProps(card.photo, VIP_SIZES)} alt="" {...loadingProps(priority)} />
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
  );
}
