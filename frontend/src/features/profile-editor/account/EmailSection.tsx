import { FormEvent, useState } from 'react';
import { useRequestEmailChange } from '../api/change-email';
import { errorText } from '../error-text';

export const EMAIL_MESSAGES = {
  required: 'Please enter your new email and your current password',
  failed: 'Failed to request the email change',
} as const;

/** The sign-in email, and the form that asks to change it (confirmed from the new address). */
export function EmailSection({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const change = useRequestEmailChange();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    setSent('');
    if (!newEmail.trim() || !currentPassword) return setError(EMAIL_MESSAGES.required);
    setError('');
    change.mutate(
      { newEmail: newEmail.trim(), currentPassword },
      {
        onSuccess: (answer) => {
          setSent(answer.message);
          setNewEmail('');
          setCurrentPassword('');
        },
        onError: (err) => setError(errorText(err, EMAIL_MESSAGES.failed)),
      },
    );
  }

  return (
    <section className="editor-section" aria-labelledby="email-title">
      <h3 id="email-title">Email</h3>
      <p className="editor-email">{email}</p>
      <form onSubmit={submit} noValidate>
        <div className="editor-grid">
          <div className="field">
            <label htmlFor="email-new">New sign-in email</label>
            <input id="email-new" type="email" inputMode="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} aria-describedby="email-new-hint" />
            <p id="email-new-hint" className="form-hint">
              We send a link to the new address; the change is made when it is opened.
            </p>
          </div>
          <div className="field">
            <label htmlFor="email-password">Your password</label>
            <input id="email-password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />
          </div>
        </div>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <div aria-live="polite">{sent && <p className="alert alert-success">{sent}</p>}</div>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Sending...' : 'Change Email'}
        </button>
      </form>
    </section>
  );
}
