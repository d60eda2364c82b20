import { FormEvent, useEffect, useState } from 'react';
import { changePassword, errorText } from '../api';

export const PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password',
  mismatch: 'New passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
  updated: 'Password updated successfully!',
  failed: 'Failed to update password',
} as const;

/** How long the success message stays (spec §9). */
export const PASSWORD_SUCCESS_MS = 3000;

export function PasswordSection() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(''), PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function problem(): string | null {
    if (!currentPassword) return PASSWORD_MESSAGES.currentRequired;
    if (newPassword !== confirmPassword) return PASSWORD_MESSAGES.mismatch;
    if (newPassword.length < 6) return PASSWORD_MESSAGES.tooShort;
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = problem();
    setSuccess('');
    if (invalid) return setError(invalid);
    setBusy(true);
    setError('');
    try {
      await changePassword({ currentPassword, newPassword, confirmPassword });
      setSuccess(PASSWORD_MESSAGES.updated);
      setCurrent('');
      setNew('');
      setConfirm('');
    } catch (err) {
      setError(errorText(err, PASSWORD_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="editor-section" aria-labelledby="password-title">
      <h3 id="password-title">Change Password</h3>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="password-current">Current password</label>
          <input id="password-current" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
        </div>
        <div className="editor-grid">
          <div className="field">
            <label htmlFor="password-new">New password</label>
            <input id="password-new" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} aria-describedby="password-new-hint" />
            <p id="password-new-hint" className="form-hint">
              At least 6 characters.
            </p>
          </div>
          <div className="field">
            <label htmlFor="password-confirm">Confirm new password</label>
            <input id="password-confirm" type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirm(e.target.value)} />
          </div>
        </div>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <div aria-live="polite">{success && <p className="alert alert-success">{success}</p>}</div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </section>
  );
}
