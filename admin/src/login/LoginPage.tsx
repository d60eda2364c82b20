import { AuthMessages, TwoFactorMessages } from 'contract';
import type { TwoFactorChallenge } from 'contract';
import { FormEvent, Suspense, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLogin, useNavigate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { loadAdmin, LOGIN_MESSAGES, startSignIn } from '../auth-provider';
import { lazyScreen } from '../lazy-screen';
import { AuthScreen } from './AuthScreen';
import { Field, SubmitButton } from './fields';

// Enrolment happens once per admin: its screens (QR code, recovery codes) are a chunk of their own, not part of every sign-in.
const EnrolStep = lazyScreen(() => import('./EnrolmentSteps'), 'EnrolStep');
const RecoveryCodesStep = lazyScreen(() => import('./EnrolmentSteps'), 'RecoveryCodesStep');

type Credentials = { email: string; password: string };

/** Where /admin/login is: the password, then a code (or enrolment for an admin without two-factor sign-in), then, after enrolment, the recovery codes. */
type Step = { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'enrol'; challenge: string } | { kind: 'recovery-codes'; codes: string[] };

/** The password step: spec §2 Admin area and §8 Admin login messages. */
function PasswordStep({ onChallenge }: { onChallenge: (challenge: TwoFactorChallenge) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const signIn = useMutation<TwoFactorChallenge, Error, Credentials>({ mutationFn: ({ email, password }) => startSignIn(email, password), onSuccess: onChallenge });

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.reset();
    setMissing(!email.trim() || !password);
    if (email.trim() && password) signIn.mutate({ email, password });
  }

  const error = missing ? AuthMessages.credentialsRequired : signIn.error && (signIn.error.message || LOGIN_MESSAGES.failed);
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Admin Login
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Field id="login-email" label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} />
      <Field id="login-password" label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
      <SubmitButton pending={signIn.isPending}>Sign In</SubmitButton>
    </Box>
  );
}

/** A 6-digit code from the admin's authenticator app, or one of their recovery codes. */
function CodeStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const login = useLogin();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const verify = useMutation<void, Error, string>({ mutationFn: (entered) => login({ challenge, code: entered }, '/dashboard') });

  function submit(event: FormEvent) {
    event.preventDefault();
    verify.reset();
    setMissing(!code.trim());
    if (code.trim()) verify.mutate(code);
  }

  const error = missing ? TwoFactorMessages.codeRequired : verify.error?.message;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Two-factor sign-in
      </Typography>
      <Typography id="code-help" variant="body2">
        {TwoFactorMessages.codePrompt}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Field id="login-code" label="Authentication code" type="text" autoComplete="one-time-code" value={code} onChange={setCode} autoFocus describedBy="code-help" />
      <SubmitButton pending={verify.isPending}>Verify</SubmitButton>
      <Button onClick={onBack}>Back to sign in</Button>
    </Box>
  );
}

/** /admin/login: the password, then the second factor. */
export function LoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });

  // An admin who is already signed in (the refresh cookie is still valid) goes straight to the dashboard.
  useEffect(() => {
    let active = true;
    loadAdmin().then(
      () => active && navigate('/dashboard', { replace: true }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  const back = () => setStep({ kind: 'password' });
  return (
    <AuthScreen maxWidth={step.kind === 'password' || step.kind === 'code' ? 400 : 480}>
      {step.kind === 'password' && <PasswordStep onChallenge={({ twoFactor, challenge }) => setStep({ kind: twoFactor, challenge })} />}
      {step.kind === 'code' && <CodeStep challenge={step.challenge} onBack={back} />}
      {(step.kind === 'enrol' || step.kind === 'recovery-codes') && (
        <Suspense fallback={<CircularProgress aria-label="Loading" />}>
          {step.kind === 'enrol' ? (
            <EnrolStep challenge={step.challenge} onBack={back} onEnrolled={(codes) => setStep({ kind: 'recovery-codes', codes })} />
          ) : (
            <RecoveryCodesStep codes={step.codes} onContinue={() => navigate('/dashboard', { replace: true })} />
          )}
        </Suspense>
      )}
    </AuthScreen>
  );
}
