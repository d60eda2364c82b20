import type { ProfileCard } from 'contract';
import { useFavourites } from '../lib/favourites';

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.5c2.1 0 3.5 1.1 4.4 2.5.9-1.4 2.3-2.5 4.4-2.5 3.7 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** The heart on a card: saves the profile in this browser's favourites. */
export function FavouriteButton({ card, className = '' }: { card: ProfileCard; className?: string }) {
  const { has, toggle } = useFavourites();
  const saved = has(card.id);
  return (
    <button
      type="button"
      className={`favourite-button ${saved ? 'saved' : ''} ${className}`}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${card.full_name} from favourites` : `Save ${card.full_name} to favourites`}
      onClick={() => toggle(card)}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
