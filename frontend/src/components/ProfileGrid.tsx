import type { ProfileCard as ProfileCardData } from 'contract';
import { ProfileCard } from './ProfileCard';

export function ProfileGrid({ cards, dailyPickId, label }: { cards: ProfileCardData[]; dailyPickId: string | null; label: string }) {
  return (
    <ul className="profile-grid" aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProfileCard card={card} isDailyPick={card.id === dailyPickId} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
