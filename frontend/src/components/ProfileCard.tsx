import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cardDisplay, formatPrice } from '../lib/display-defaults';
import { cardImageProps } from '../lib/photos';
import type { ProfileCard as ProfileCardData } from 'contract';
import { ActivityLabel } from './ActivityLabel';
import { FavouriteButton } from './FavouriteButton';
import { TourAndAvailability } from './TourAndAvailability';
import './profile-card.css';

const CARD_SIZES = '(max-width: 599px) 50vw, (max-width: 900px) 33vw, 300px';

interface ProfileCardProps {
  card: ProfileCardData;
  isDailyPick?: boolean;
  /** The first cards of a page are visible at once; loading them eagerly avoids a late paint. */
  eager?: boolean;
}

export function ProfileCard({ card, isDailyPick = false, eager = false }: ProfileCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const display = cardDisplay(card);
  const photo = card.photo;

  return (
    <article className={`profile-card card${isDailyPick ? ' daily-pick' : ''}`} aria-label={card.full_name}>
      <div className="profile-card-media">
        {isDailyPick && <p className="daily-pick-banner">GIRL OF THE DAY</p>}
        {photo && !imageFailed ? (
          <img
            {...cardImageProps(photo, CARD_SIZES)}
            alt={`Photo of ${card.full_name}`}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="profile-card-placeholder" data-image-failed={imageFailed || undefined}>
            <span aria-hidden="true">{card.full_name.charAt(0).toUpperCase()}</span>
            <span className="placeholder-text">{imageFailed ? 'Photo unavailable' : 'No photo yet'}</span>
          </div>
        )}
        <div className="profile-card-badges">
          {display.isVip && <span className="badge badge-vip">VIP</span>}
          {card.is_verified && <span className="badge badge-verified">✓ Verified</span>}
        </div>
        <FavouriteButton card={card} className="profile-card-heart" />
        <div className="profile-card-activity">
          <ActivityLabel lastActiveAt={card.last_active_at} />
        </div>
      </div>
      <div className="profile-card-body">
        <h3 className="profile-card-name">{card.full_name}</h3>
        <p className="profile-card-meta">
          <span>{display.age} years</span>
          <span aria-hidden="true"> · </span>
          <span>{display.location}</span>
        </p>
        <TourAndAvailability touring={card.touring} availableUntil={card.available_until} />
        <p className="profile-card-bio">{display.bio}</p>
        <p className="profile-card-rate">
          <strong>{formatPrice(display.rate1hour)}</strong> / 1 hour
        </p>
        <Link to={`/profile/${encodeURIComponent(card.username)}`} className="btn btn-primary btn-block" aria-label={`View Profile: ${card.full_name}`}>
          View Profile
        </Link>
      </div>
    </article>
  );
}
