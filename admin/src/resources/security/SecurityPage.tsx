import type { RecoveryCodes, TwoFactorStatus } from 'contract';
import { FormEvent, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControl, InputLabel, OutlinedInput, Typography } from '@mui/material';
import { regenerateRecoveryCodes } from '../../auth-provider';
import { errorMessage } from '../../error-message';
import { apiCall } from '../../http-client';
import { RecoveryCodesList } from '../../two-factor/RecoveryCodesList';

const FAILED = 'Failed to create new recovery codes';

/**
 * /admin/security: the signed-in admin's two-factor sign-in (always on for admins) and new recovery codes for their
 * password and a code from their authenticator app.
 */
export function SecurityPage() {
  const status = useQuery({ queryKey: ['two-factor-status'], queryFn: () => apiCall<TwoFactorStatus>('/auth/two-factor') });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const regenerate = useMutation<RecoveryCodes, unknown, { password: string; code: string }>({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => {
      setPassword('');
      setCode('');
      status.refetch();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    regenerate.mutate({ password, code });
  }

  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title="Two-factor sign-in" />
      <Typography variant="h5" component="h1" gutterBottom>
        Two-factor sign-in
      </Typography>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {status.isPending ? (
            <CircularProgress aria-label="Loading" />
          ) : status.data ? (
            <Typography>
              Two-factor sign-in is on: every sign-in asks for a code from your authenticator app. You have {status.data.recoveryCodesLeft} unused recovery
              code{status.data.recoveryCodesLeft === 1 ? '' : 's'}.
            </Typography>
          ) : (
            <Alert severity="error">{errorMessage(status.error, 'Failed to load two-factor sign-in')}</Alert>
          )}
          <Typography variant="h6" component="h2">
            New recovery codes
          </Typography>
          <Typography variant="body2">Used some, or lost them? Create ten new codes with a code from your authenticator app; the old ones stop working.</Typography>
          <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {regenerate.isError && <Alert severity="error">{errorMessage(regenerate.error, FAILED)}</Alert>}
            {regenerate.data && <Alert severity="success">{regenerate.data.message}</Alert>}
            <FormControl variant="outlined" required>
              <InputLabel htmlFor="security-password">Current password</InputLabel>
              <OutlinedInput id="security-password" label="Current password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            </FormControl>
            <FormControl variant="outlined" required>
              <InputLabel htmlFor="security-code">6-digit code from your app</InputLabel>
              <OutlinedInput
                id="security-code"
                label="6-digit code from your app"
                inputProps={{ inputMode: 'numeric' }}
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormControl>
            <Button type="submit" variant="contained" disabled={regenerate.isPending || !password || !code.trim()} sx={{ alignSelf: 'flex-start' }}>
              Create new recovery codes
            </Button>
          </Box>
          {regenerate.data && <RecoveryCodesList codes={regenerate.data.recoveryCodes} />}
        </CardContent>
      </Card>
    </Box>
  );
}
