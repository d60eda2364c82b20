import { AVAILABLE_NOW_MAX_HOURS, AVAILABLE_NOW_MIN_HOURS, availableNowText, type OwnerProfile } from 'contract';
import { useState } from 'react';
import { useNow } from '../../../lib/use-now';
import { useSetAvailableNow } from '../api/set-available-now';
import { errorText } from '../error-text';

const HOURS = Array.from({ length: AVAILABLE_NOW_MAX_HOURS - AVAILABLE_NOW_MIN_HOURS + 1 }, (_, i) => AVAILABLE_NOW_MIN_HOURS + i);
const FAILED = 'Failed to update available now. Please try again.';

/** "Available now" for 1 to 12 hours, or off; it ends by itself, so the status is re-read every minute. */
export function AvailableNowSection({ profile }: { profile: OwnerProfile }) {
  const [hours, setHours] = useState(2);
  const change = useSetAvailableNow();
  const status = availableNowText(profile.available_until, new Date(useNow()));

  const turnOn = () => {
    if (!change.isPending) change.mutate(hours);
  };
  const turnOff = () => {
    if (!change.isPending) change.mutate(null);
  };

  return (
    <section className="editor-section" aria-labelledby="available-now-title">
      <h3 id="available-now-title">Available now</h3>
      <p>Show visitors you can be booked right now. It switches itself off when the time is up.</p>
      <p className="editor-status" role="status">
        <span className={`editor-dot${status ? ' is-on' : ''}`} aria-hidden="true" />
        {status ?? 'Available now is off.'}
      </p>
      {change.isError && (
        <p className="alert alert-error" role="alert">
          {errorText(change.error, FAILED)}
        </p>
      )}
      <div className="available-now-controls">
        <div className="field">
          <label htmlFor="available-now-hours">For how long</label>
          <select id="available-now-hours" value={hours} onChange={(event) => setHours(Number(event.target.value))}>
            {HOURS.map((value) => (
              <option key={value} value={value}>
                {value === 1 ? '1 hour' : `${value} hours`}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-primary" onClick={turnOn} disabled={change.isPending}>
          {status ? 'Change' : 'Switch on'}
        </button>
        {status && (
          <button type="button" className="btn btn-outline" onClick={turnOff} disabled={change.isPending}>
            Switch off
          </button>
        )}
      </div>
    </section>
  );
}
