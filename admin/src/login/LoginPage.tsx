import { AuthMessages } from 'contract';
import { FormEvent, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLogin, useNavigate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, FormControl, InputLabel, OutlinedInput, Typography } from '@mui/material';
import { loadAdmin, LOGIN_MESSAGES } from '../auth-provider';
import { AuthScreen } from './AuthScreen';

type Credentials = { email: string; password: string };

/** One outlined field: MUI's TextField would bring its select menu (popover, modal, focus trap) into the first download. */
function Field({ id, label, type, autoComplete, value, onChange }: { id: string; label: string; type: string; autoComplete: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormControl variant="outlined" required>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} type={type} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormControl>
  );
}

/** /admin/login: spec §2 Admin area and §8 Admin login messages. */
export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const signIn = useMutation<void, Error, Credentials>({ mutationFn: (credentials) => login(credentials, '/dashboard') });

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

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.reset();
    setMissing(!email.trim() || !password);
    if (email.trim() && password) signIn.mutate({ email, password });
  }

  const error = missing ? AuthMessages.credentialsRequired : signIn.error && (signIn.error.message || LOGIN_MESSAGES.failed);
  return (
    <AuthScreen maxWidth={400}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h1">
          Admin Login
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <Field id="login-email" label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} />
        <Field id="login-password" label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={signIn.isPending}
          startIcon={signIn.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Sign In
        </Button>
      </Box>
    </AuthScreen>
  );
}
