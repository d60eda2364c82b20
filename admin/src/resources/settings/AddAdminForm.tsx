import { FieldMessages } from 'contract';
import { FormEvent, useState } from 'react';
import { useCreate, useNotify } from 'react-admin';
import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { errorMessage } from '../../error-message';

/** Makes an existing account an admin, or creates a new account when a password is given. */
export function AddAdminForm() {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [canVerify, setCanVerify] = useState(true);
  const [superadmin, setSuperadmin] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(FieldMessages.invalidEmail);
      return;
    }
    const data = { email: email.trim(), can_verify_profiles: canVerify, is_superadmin: superadmin, ...(password ? { password } : {}) };
    create(
      'admins',
      { data },
      {
        onSuccess: () => {
          notify('Admin added', { type: 'success' });
          setEmail('');
          setPassword('');
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to add admin')),
      },
    );
  }

  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} sx={{ mt: 2 }} aria-label="Add admin">
      <Typography variant="subtitle1" component="h3">
        Add admin
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <TextField size="small" label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          size="small"
          label="Password (new account only)"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormControlLabel control={<Checkbox checked={canVerify} onChange={(e) => setCanVerify(e.target.checked)} />} label="Can verify profiles" />
        <FormControlLabel control={<Checkbox checked={superadmin} onChange={(e) => setSuperadmin(e.target.checked)} />} label="Superadmin" />
        <Button type="submit" variant="contained" disabled={isPending}>
          Add admin
        </Button>
      </Stack>
    </Stack>
  );
}
