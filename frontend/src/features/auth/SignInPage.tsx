import { isTwoFactorChallenge, TwoFactorMessages } from 'contract';
import type { TwoFactorChallenge } from 'contract';
import { FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { useCompleteTwoFactorSignIn } from './api/complete-two-factor-sign-in';
import { useSignIn } from './api/sign-in';
import { SIGN_IN_MESSAGES, signInErrorMessage } from './sign-in-messages';
import './auth.css';

/** Handed over by other pages: a notice (after a password reset) or where the user was going. */
interface SignInState {
  notice?: string;
  from?: string;
}

/**
 * An account with two-factor sign-in on gives a 6-digit code (or a recovery code) after the password. An
 * admin, whose second factor is set up in the back office, is sent there.
 */
function SecondStep({ challenge, onDone, onBack }: { challenge: TwoFactorChallenge; onDone: () => void; onBack: () => void }) {
  const complete = useCompleteTwoFactorSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete.isPending) return;
    if (!code.trim()) return setError(TwoFactorMessages.codeRequired);
    setError('');
    complete.mutate({ challenge: challenge.challenge, code: code.trim() }, { onSuccess: onDone, onError: (err) => setError(errorMessage(err, SIGN_IN_MESSAGES.failed)) });
  }

  if (challenge.twoFactor === 'enrol') {
    return (
      <>
        <h1 id="signin-title">Two-factor sign-in</h1>
        <p className="alert alert-error" role="alert">
          {TwoFactorMessages.required}
        </p>
        <p className="auth-footer">
          <a href="/admin/login">Go to the back office sign-in</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 id="signin-title">Two-factor sign-in</h1>
      <p id="signin-code-help" className="auth-lead">
        {TwoFactorMessages.codePrompt}
      </p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="signin-code">Authentication code</label>
          <input
            id="signin-code"
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'signin-code-help signin-error' : 'signin-code-help'}
          />
        </div>
        {error && (
          <p id="signin-error" className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={complete.isPending}>
          {complete.isPending ? 'Checking...' : 'Verify'}
        </button>
      </form>
      <p className="auth-footer">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          Back to sign in
        </button>
      </p>
    </>
  );
}

export default function SignInPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
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
        onSuccess: (answer) => (isTwoFactorChallenge(answer) ? setChallenge(answer) : goOn()),
        // What was typed stays in the fields so the user only corrects it.
        onError: (err) => setError(signInErrorMessage(err)),
      },
    );
  }

  function goOn() {
    navigate(from?.startsWith('/profile') ? from : '/profile', { replace: true });
  }

  if (challenge) {
    return (
      <div className="page auth-page">
        <section className="card auth-card" aria-labelledby="signin-title">
          <SecondStep challenge={challenge} onDone={goOn} onBack={() => setChallenge(null)} />
        </section>
      </div>
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
