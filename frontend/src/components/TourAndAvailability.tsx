import { availableNowText, nzToday, touringText, type TourStopView } from 'contract';
import { useNow } from '../lib/use-now';

interface TourAndAvailabilityProps {
  touring: Pick<TourStopView, 'town' | 'first_day' | 'last_day'> | null;
  availableUntil: string | null;
}

/**
 * A card's "Touring: Wellington 3–6 Dec" and "Available now until 9:30 pm", re-read
 * every minute: "available now" ends by itself, and a card left open must not keep showing it.
 */
export function TourAndAvailability({ touring, availableUntil }: TourAndAvailabilityProps) {
  const now = new Date(useNow());
  const available = availableNowText(availableUntil, now);
  if (!touring && !available) return null;
  return (
    <div className="tour-and-availability">
      {available && (
        <p className="available-now">
          <span className="activity-dot" aria-hidden="true" />
          {available}
        </p>
      )}
      {touring && <p className="touring">{touringText(touring, nzToday(now))}</p>}
    </div>
  );
}
