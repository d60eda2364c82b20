import { FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { useSignIn } from './api/sign-in';
import { SIGN_IN_MESSAGES, signInErrorMessage } from './sign-in-messages';
import './auth.css';

/** Handed over by other pages: a notice (after a password reset) or where the user was going. */
interface SignInState {
  notice?: string;
  from?: string;
}

export default function SignInPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const { notice, from } = (useLocation().state as SignInState | null) ?? {};
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  useSitePageMeta('signIn');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending) return;
    const trimmedEmail = email.trim();
    const trimmedPassword = password.trim();
    if (!trimmedEmail || !trimmedPassword) {
      setError(SIGN_IN_MESSAGES.required);
      emailRef.current?.focus();
      return;
    }
    setError('');
    signIn.mutate(
      { email: trimmedEmail, password: trimmedPassword },
      {
        onSuccess: () => navigate(from?.startsWith('/profile') ? from : '/profile', { replace: true }),
        // What was typed stays in the fields so the user only corrects it.
        onError: (err) => setError(signInErrorMessage(err)),
      },
    );
  }

  return (
    <div className="page auth-page">
      <section className="card auth-card" aria-labelledby="signin-title">
        <h1 id="signin-title">Sign In</h1>
        <p className="auth-lead">Welcome back. Sign in to manage your profile.</p>
        {notice && (
          <p className="alert alert-success" role="status">
            {notice}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="signin-email">Email</label>
            <input
              ref={emailRef}
              id="signin-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error === SIGN_IN_MESSAGES.required && !email.trim() ? true : undefined}
              aria-describedby={error ? 'signin-error' : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor="signin-password">Password</label>
            <input
              id="signin-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error === SIGN_IN_MESSAGES.required && !password.trim() ? true : undefined}
              aria-describedby={error ? 'signin-error' : undefined}
            />
            <Link to="/forgot-password" className="auth-link-small">
              Forgot password?
            </Link>
          </div>
          {error && (
            <p id="signin-error" className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
        <p className="auth-footer">
          Don't have an account? <Link to="/signup">Sign up</Link>
        </p>
      </section>
    </div>
  );
}
