import { AuthMessages, TwoFactorMessages } from 'contract';
import type { TotpEnrolment, TwoFactorChallenge } from 'contract';
import { FormEvent, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLogin, useNavigate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, FormControl, InputLabel, OutlinedInput, Typography } from '@mui/material';
import { confirmEnrolment, loadAdmin, LOGIN_MESSAGES, startEnrolment, startSignIn } from '../auth-provider';
import { RecoveryCodesList } from '../two-factor/RecoveryCodesList';
import { TotpSetup } from '../two-factor/TotpSetup';
import { AuthScreen } from './AuthScreen';

type Credentials = { email: string; password: string };

/** Where /admin/login is: the password, then a code (or enrolment for an admin without two-factor sign-in), then, after enrolment, the recovery codes. */
type Step = { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'enrol'; challenge: string } | { kind: 'recovery-codes'; codes: string[] };

/** One outlined field: MUI's TextField would bring its select menu (popover, modal, focus trap) into the first download. */
function Field({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  inputMode,
  autoFocus,
  describedBy,
}: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'text' | 'numeric';
  autoFocus?: boolean;
  describedBy?: string;
}) {
  return (
    <FormControl variant="outlined" required>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={value}
        autoFocus={autoFocus}
        inputProps={{ inputMode, 'aria-describedby': describedBy }}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormControl>
  );
}

function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
      {children}
    </Button>
  );
}

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

/** Issue 15: a 6-digit code from the admin's authenticator app, or one of their recovery codes. */
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

/** Issue 15: an admin without two-factor sign-in sets it up before anything else. */
function EnrolStep({ challenge, onEnrolled, onBack }: { challenge: string; onEnrolled: (codes: string[]) => void; onBack: () => void }) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  // A query, not a mutation, so the secret is asked for once per challenge however often the step renders: each
  // request replaces the pending secret, and the one shown must be the one the server keeps.
  const setup = useQuery<TotpEnrolment, Error>({
    queryKey: ['two-factor-enrolment', challenge],
    queryFn: () => startEnrolment(challenge),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const confirm = useMutation<string[], Error, string>({ mutationFn: (entered) => confirmEnrolment(challenge, entered), onSuccess: onEnrolled });

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.reset();
    setMissing(!code.trim());
    if (code.trim()) confirm.mutate(code);
  }

  const error = missing ? TwoFactorMessages.codeRequired : (confirm.error ?? setup.error)?.message;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Set up two-factor sign-in
      </Typography>
      <Typography variant="body2">The back office asks for a code from your phone at every sign-in, after your password.</Typography>
      {setup.data ? <TotpSetup enrolment={setup.data} /> : !setup.error && <CircularProgress aria-label="Loading" sx={{ alignSelf: 'center' }} />}
      {error && <Alert severity="error">{error}</Alert>}
      <Field id="enrol-code" label="6-digit code" type="text" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} />
      <SubmitButton pending={confirm.isPending || !setup.data}>Turn on two-factor sign-in</SubmitButton>
      <Button onClick={onBack}>Back to sign in</Button>
    </Box>
  );
}

/** /admin/login: the password, then the second factor (issue 15). */
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
      {step.kind === 'enrol' && <EnrolStep challenge={step.challenge} onBack={back} onEnrolled={(codes) => setStep({ kind: 'recovery-codes', codes })} />}
      {step.kind === 'recovery-codes' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1">
            Save your recovery codes
          </Typography>
          <Typography variant="body2">Two-factor sign-in is on.</Typography>
          <RecoveryCodesList codes={step.codes} />
          <Button variant="contained" size="large" onClick={() => navigate('/dashboard', { replace: true })}>
            Continue to the dashboard
          </Button>
        </Box>
      )}
    </AuthScreen>
  );
}
