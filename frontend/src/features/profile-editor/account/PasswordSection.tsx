import { PASSWORD_MIN_LENGTH, PasswordMessages } from 'contract';
import { FormEvent, useEffect, useState } from 'react';
import { useChangePassword } from '../api/change-password';
import { errorText } from '../error-text';
import { PASSWORD_TOO_SHORT, passwordHint } from '../../../lib/password-strength';

export const PASSWORD_MESSAGES = {
  currentRequired: PasswordMessages.currentRequired,
  mismatch: PasswordMessages.newMismatch,
  tooShort: PASSWORD_TOO_SHORT,
  updated: PasswordMessages.updated,
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
  const change = useChangePassword();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(''), PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function problem(): string | null {
    if (!currentPassword) return PASSWORD_MESSAGES.currentRequired;
    if (newPassword !== confirmPassword) return PASSWORD_MESSAGES.mismatch;
    if (newPassword.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
    return null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const invalid = problem();
    setSuccess('');
    if (invalid) return setError(invalid);
    setError('');
    change.mutate(
      { currentPassword, newPassword, confirmPassword },
      {
        onSuccess: () => {
          setSuccess(PASSWORD_MESSAGES.updated);
          setCurrent('');
          setNew('');
          setConfirm('');
        },
        onError: (err) => setError(errorText(err, PASSWORD_MESSAGES.failed)),
      },
    );
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
              {passwordHint(newPassword)}
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
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </section>
  );
}
