import { TwoFactorMessages } from 'contract';
import type { TotpEnrolment } from 'contract';
import { FormEvent, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { confirmEnrolment, startEnrolment } from '../auth-provider';
import { RecoveryCodesList } from '../two-factor/RecoveryCodesList';
import { TotpSetup } from '../two-factor/TotpSetup';
import { Field, SubmitButton } from './fields';

/** An admin without two-factor sign-in sets it up before anything else. */
export function EnrolStep({ challenge, onEnrolled, onBack }: { challenge: string; onEnrolled: (codes: string[]) => void; onBack: () => void }) {
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

/** After enrolment: the ten recovery codes, shown this once. */
export function RecoveryCodesStep({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Save your recovery codes
      </Typography>
      <Typography variant="body2">Two-factor sign-in is on.</Typography>
      <RecoveryCodesList codes={codes} />
      <Button variant="contained" size="large" onClick={onContinue}>
        Continue to the dashboard
      </Button>
    </Box>
  );
}
