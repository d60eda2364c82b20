import { FormEvent, useEffect, useState } from 'react';
import { useLogin, useNavigate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { loadAdmin } from '../auth-provider';

/** /admin/login: spec §2 Admin area and §8 Admin login messages. */
export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Email and password are required');
      return;
    }
    setBusy(true);
    try {
      await login({ email, password }, '/dashboard');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'An error occurred during login');
      setBusy(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
          <Typography variant="h5" component="h1">
            Admin Login
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            Sign In
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
