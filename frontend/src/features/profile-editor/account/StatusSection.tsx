import { OwnerProfile, ProfileMessages } from 'contract';
import { useSetProfileActive } from '../api/set-profile-active';
import { errorText } from '../error-text';

export const STATUS_MESSAGES = {
  visible: 'Your profile is currently visible to everyone.',
  hidden: 'Your profile is currently hidden from public listings.',
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
        <span className={`editor-dot${profile.is_active ? ' is-on' : ''}`} aria-hidden="true" />
        {profile.is_active ? STATUS_MESSAGES.visible : STATUS_MESSAGES.hidden}
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
