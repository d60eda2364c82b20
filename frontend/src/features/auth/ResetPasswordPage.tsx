import { PASSWORD_MIN_LENGTH } from 'contract';
import { FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { useResetPassword } from './api/reset-password';
import { passwordHint } from '../../lib/password-strength';
import { RESET_MESSAGES, resetErrorMessage } from './password-reset-messages';
import './auth.css';

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState('');
  const reset = useResetPassword();
  useSitePageMeta('resetPassword');

  function validate(): string | null {
    if (!password || !confirmPassword) return RESET_MESSAGES.required;
    if (password !== confirmPassword) return RESET_MESSAGES.mismatch;
    if (password.length < PASSWORD_MIN_LENGTH) return RESET_MESSAGES.tooShort;
    return null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reset.isPending) return;
    const problem = validate();
    if (problem) return setError(problem);
    setError('');
    reset.mutate(
      { token, password, confirmPassword },
      {
        onSuccess: () => navigate('/signin', { replace: true, state: { notice: RESET_MESSAGES.done } }),
        onError: (err) => setError(resetErrorMessage(err)),
      },
    );
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
                {passwordHint(password)}
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
            <button type="submit" className="btn btn-primary btn-block" disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Reset Password'}
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
