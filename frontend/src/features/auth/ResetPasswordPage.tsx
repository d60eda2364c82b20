import { FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { resetPassword } from './api';
import { RESET_MESSAGES, resetErrorMessage } from './password-reset-messages';
import './auth.css';

const PASSWORD_MIN_LENGTH = 6;

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useDocumentMeta('Choose a New Password', 'Set a new password for your advertiser account.');

  function validate(): string | null {
    if (!password || !confirmPassword) return RESET_MESSAGES.required;
    if (password !== confirmPassword) return RESET_MESSAGES.mismatch;
    if (password.length < PASSWORD_MIN_LENGTH) return RESET_MESSAGES.tooShort;
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validate();
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    try {
      await resetPassword(token, password, confirmPassword);
      navigate('/signin', { replace: true, state: { notice: RESET_MESSAGES.done } });
    } catch (err) {
      setError(resetErrorMessage(err));
      setBusy(false);
    }
  }

  return (
    <div className="page auth-page">
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a New Password</h1>
        {!token ? (
          <>
            <p className="alert alert-error" role="alert">
              {RESET_MESSAGES.missingToken}
            </p>
            <p className="auth-footer">
              <Link to="/forgot-password">Request a new link</Link>
            </p>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor="reset-password">New password</label>
              <input
                id="reset-password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-describedby="reset-hint"
              />
              <p id="reset-hint" className="field-hint">
                At least 6 characters.
              </p>
            </div>
            <div className="field">
              <label htmlFor="reset-confirm">Confirm new password</label>
              <input
                id="reset-confirm"
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(e) => setConfirmPassword(e.target.value)}
              />
            </div>
            {error && (
              <p className="alert alert-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? 'Saving...' : 'Reset Password'}
            </button>
          </form>
        )}
        <p className="auth-footer">
          <Link to="/signin">Back to Sign In</Link>
        </p>
      </section>
    </div>
  );
}
