import { FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { useRequestPasswordReset } from './api/request-password-reset';
import { RESET_MESSAGES } from './password-reset-messages';
import './auth.css';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const request = useRequestPasswordReset();
  useSitePageMeta('forgotPassword');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    const trimmed = email.trim();
    if (!trimmed) return setError(RESET_MESSAGES.emailRequired);
    setError('');
    request.mutate(trimmed, {
      onError: (err) => setError(err instanceof ApiError && err.status === 429 ? err.message : RESET_MESSAGES.requestFailed),
    });
  }

  return (
    <div className="page auth-page">
      <section className="card auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">Forgot Password</h1>
        {/* The same answer whether or not the address has an account, so nobody can probe for members. */}
        {request.isSuccess ? (
          <p className="alert alert-success" role="status">
            {RESET_MESSAGES.requestSent}
          </p>
        ) : (
          <>
            <p className="auth-lead">Enter the email you registered with and we'll send you a link to choose a new password.</p>
            <form onSubmit={submit} noValidate>
              <div className="field">
                <label htmlFor="forgot-email">Email</label>
                <input
                  id="forgot-email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  aria-describedby={error ? 'forgot-error' : undefined}
                />
              </div>
              {error && (
                <p id="forgot-error" className="alert alert-error" role="alert">
                  {error}
                </p>
              )}
              <button type="submit" className="btn btn-primary btn-block" disabled={request.isPending}>
                {request.isPending ? 'Sending...' : 'Send Reset Link'}
              </button>
            </form>
          </>
        )}
        <p className="auth-footer">
          Remembered it? <Link to="/signin">Back to Sign In</Link>
        </p>
      </section>
    </div>
  );
}
