import { cardTourStop, nzToday, type OwnerProfile } from 'contract';
import { ProfileCard } from '../../../components/ProfileCard';
import { cardFromProfile } from '../../../lib/favourites';
import { useNow } from '../../../lib/use-now';
import { AvailableNowSection } from './AvailableNowSection';
import { TourStopsSection } from './TourStopsSection';

/**
 * Touring and "available now", in a tab of their own, with the card as the directory
 * shows it: the stop under way or starting within two weeks, and "available now" while it runs.
 */
export function TouringTab({ profile }: { profile: OwnerProfile }) {
  const today = nzToday(new Date(useNow()));
  const card = { ...cardFromProfile(profile), touring: cardTourStop(profile.tour_stops, today), available_until: profile.available_until };
  return (
    <div className="touring-tab">
      <div className="touring-sections">
        <AvailableNowSection profile={profile} />
        <TourStopsSection profile={profile} />
      </div>
      <aside className="touring-preview" aria-labelledby="card-preview-title">
        <h3 id="card-preview-title">Your card in the directory</h3>
        <ProfileCard card={card} priority />
      </aside>
    </div>
  );
}
