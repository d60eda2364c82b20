import { OwnerProfile, ProfileMessages } from 'contract';
import { useSetProfileActive } from '../api/set-profile-active';
import { profileStanding, standingText } from '../../../lib/profile-standing';
import { errorText } from '../error-text';

export const STATUS_MESSAGES = {
  paused: ProfileMessages.paused,
  activated: ProfileMessages.activated,
  failed: 'Failed to update profile status',
} as const;

export function StatusSection({ profile }: { profile: OwnerProfile }) {
  const change = useSetProfileActive();

  function toggle() {
    if (change.isPending) return;
    change.mutate(!profile.is_active);
  }

  // The variables say which way the last change went.
  const success = change.isSuccess ? change.data.message || (change.variables ? STATUS_MESSAGES.activated : STATUS_MESSAGES.paused) : '';

  return (
    <section className="editor-section" aria-labelledby="status-title">
      <h3 id="status-title">Profile Status</h3>
      <p className="editor-status">
        <span className={`editor-dot${profileStanding(profile) === 'live' ? ' is-on' : ''}`} aria-hidden="true" />
        {standingText(profile)}
      </p>
      {change.isError && (
        <p className="alert alert-error" role="alert">
          {errorText(change.error, STATUS_MESSAGES.failed)}
        </p>
      )}
      <div aria-live="polite">{success && <p className="alert alert-success">{success}</p>}</div>
      <button type="button" className={`btn ${profile.is_active ? 'btn-outline' : 'btn-primary'}`} onClick={toggle} disabled={change.isPending}>
        {profile.is_active ? 'Pause Profile' : 'Activate Profile'}
      </button>
    </section>
  );
}
