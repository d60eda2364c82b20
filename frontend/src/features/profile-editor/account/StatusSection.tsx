import { useState } from 'react';
import { useAuth } from '../../../lib/auth-context';
import type { OwnerProfile } from '../../../lib/types';
import { errorText, setProfileActive } from '../api';

export const STATUS_MESSAGES = {
  visible: 'Your profile is currently visible to everyone.',
  hidden: 'Your profile is currently hidden from public listings.',
  paused: 'Your profile has been paused and hidden from public listings.',
  activated: 'Your profile is now active and visible.',
  failed: 'Failed to update profile status',
} as const;

export function StatusSection({ profile }: { profile: OwnerProfile }) {
  const { setProfile } = useAuth();
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (busy) return;
    const activate = !profile.is_active;
    setBusy(true);
    setError('');
    setSuccess('');
    try {
      const result = await setProfileActive(activate);
      setProfile(result.profile);
      setSuccess(result.message || (activate ? STATUS_MESSAGES.activated : STATUS_MESSAGES.paused));
    } catch (err) {
      setError(errorText(err, STATUS_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="editor-section" aria-labelledby="status-title">
      <h3 id="status-title">Profile Status</h3>
      <p className="editor-status">
        <span className={`editor-dot${profile.is_active ? ' is-on' : ''}`} aria-hidden="true" />
        {profile.is_active ? STATUS_MESSAGES.visible : STATUS_MESSAGES.hidden}
      </p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div aria-live="polite">{success && <p className="alert alert-success">{success}</p>}</div>
      <button type="button" className={`btn ${profile.is_active ? 'btn-outline' : 'btn-primary'}`} onClick={toggle} disabled={busy}>
        {profile.is_active ? 'Pause Profile' : 'Activate Profile'}
      </button>
    </section>
  );
}
