import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cardDisplay, formatPrice } from '../lib/profile-display';
import { CARD_SIZES, cardImageProps, loadingProps } from '../lib/photos';
import type { ProfileCard as ProfileCardData } from 'contract';
import { ActivityLabel } from './ActivityLabel';
import { FavouriteButton } from './FavouriteButton';
import { TourAndAvailability } from './TourAndAvailability';
import './profile-card.css';

interface ProfileCardProps {
  card: ProfileCardData;
  isDailyPick?: boolean;
  /**
   * The first card of a grid: its photo is usually the page's largest paint, so it is fetched first
   * (`fetchpriority="high"`, preloaded by the server's render); every other card's waits until it nears the screen.
   */
  priority?: boolean;
}

export function ProfileCard({ card, isDailyPick = false, priority = false }: ProfileCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const display = cardDisplay(card);
  const photo = card.photo;
  const meta = [display.age === null ? null : `${display.age} years`, display.location].filter((part): part is string => part !== null);

  return (
    <article className={`profile-card card${isDailyPick ? ' daily-pick' : ''}`} aria-label={card.full_name}>
      <div className="profile-card-media">
        {isDailyPick && <p className="daily-pick-banner">GIRL OF THE DAY</p>}
        {photo && !imageFailed ? (
          <img
            {...cardImageProps(photo, CARD_SIZES)}
            alt={`Photo of ${card.full_name}`}
            {...loadingProps(priority)}
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
        {meta.length > 0 && (
          <p className="profile-card-meta">
            {meta.map((part, index) => (
              <span key={part}>
                {index > 0 && <span aria-hidden="true"> · </span>}
                {part}
              </span>
            ))}
          </p>
        )}
        <TourAndAvailability touring={card.touring} availableUntil={card.available_until} />
        {display.bio && <p className="profile-card-bio">{display.bio}</p>}
        {display.rateFrom !== null && (
          <p className="profile-card-rate">
            from <strong>{formatPrice(display.rateFrom)}</strong>
          </p>
        )}
        <Link to={`/profile/${encodeURIComponent(card.username)}`} className="btn btn-primary btn-block" aria-label={`View Profile: ${card.full_name}`}>
          View Profile
        </Link>
      </div>
    </article>
  );
}
