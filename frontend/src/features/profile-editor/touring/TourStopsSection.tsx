import { addMonths, formatDayRange, NZ_REGIONS, nzToday, type OwnerProfile, TOUR_STOPS_MAX } from 'contract';
import { FormEvent, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import { useAddTourStop, useRemoveTourStop } from '../api/change-tour-stops';
import { errorText } from '../error-text';

const FAILED_ADD = 'Failed to add the tour stop. Please try again.';
const FAILED_REMOVE = 'Failed to remove the tour stop. Please try again.';

/** The owner's tour stops: up to 10 upcoming, none overlapping, within the next 12 months. */
export function TourStopsSection({ profile }: { profile: OwnerProfile }) {
  const today = nzToday(new Date(useNow()));
  const [town, setTown] = useState('');
  const [firstDay, setFirstDay] = useState('');
  const [lastDay, setLastDay] = useState('');
  const add = useAddTourStop();
  const remove = useRemoveTourStop();
  const stops = profile.tour_stops.filter((stop) => stop.last_day >= today);
  const busy = add.isPending || remove.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    remove.reset();
    add.mutate(
      { town, first_day: firstDay, last_day: lastDay },
      {
        onSuccess: () => {
          setTown('');
          setFirstDay('');
          setLastDay('');
        },
      },
    );
  }

  const removeStop = (id: string) => {
    if (busy) return;
    add.reset();
    remove.mutate(id);
  };

  const error = add.isError ? errorText(add.error, FAILED_ADD) : remove.isError ? errorText(remove.error, FAILED_REMOVE) : '';
  const success = add.isSuccess ? add.data.message : remove.isSuccess ? remove.data.message : '';

  return (
    <section className="editor-section" aria-labelledby="tour-stops-title">
      <h3 id="tour-stops-title">Tour stops</h3>
      <p>
        Touring? Add the towns you are visiting and your days there (up to {TOUR_STOPS_MAX}). From two weeks before each stop you also appear in that
        town&apos;s listings. Stops disappear once they are over.
      </p>
      {stops.length === 0 ? (
        <p className="tour-stops-empty">No tour stops yet.</p>
      ) : (
        <ul className="tour-stop-list" aria-label="Your tour stops">
          {stops.map((stop) => {
            const dates = formatDayRange(stop.first_day, stop.last_day, today);
            return (
              <li key={stop.id}>
                <span>
                  <strong>{stop.town}</strong> {dates}
                </span>
                <button type="button" className="btn btn-sm btn-outline" onClick={() => removeStop(stop.id)} disabled={busy} aria-label={`Remove ${stop.town} ${dates}`}>
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="tour-stop-form" onSubmit={submit} noValidate aria-describedby={error ? 'tour-stop-error' : undefined}>
        <div className="field">
          <label htmlFor="tour-town">Town</label>
          <select id="tour-town" value={town} onChange={(event) => setTown(event.target.value)} required>
            <option value="">Choose a town</option>
            {NZ_REGIONS.map((region) => (
              <optgroup key={region.slug} label={region.name}>
                {region.towns.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="tour-first-day">First day</label>
          <input id="tour-first-day" type="date" value={firstDay} min={today} max={addMonths(today, 12)} onChange={(event) => setFirstDay(event.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor="tour-last-day">Last day</label>
          <input
            id="tour-last-day"
            type="date"
            value={lastDay}
            min={firstDay || today}
            max={addMonths(today, 12)}
            onChange={(event) => setLastDay(event.target.value)}
            required
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {add.isPending ? 'Adding...' : 'Add tour stop'}
        </button>
      </form>
      {error && (
        <p id="tour-stop-error" className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div aria-live="polite">{success && <p className="alert alert-success">{success}</p>}</div>
    </section>
  );
}
