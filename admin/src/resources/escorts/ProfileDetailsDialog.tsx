import { AdminProfile, PasswordMessages, ProfileMessages, tierLabel, VerificationMessages } from 'contract';
import { ReactNode, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage, statusOf } from '../../error-message';
import { formatDate, money, orNotSpecified, servicesOf } from '../../display';
import { useAdminPermissions } from '../../use-admin-permissions';
import { ProfileAnalyticsSection } from './ProfileAnalyticsSection';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } };

/** Spec §8 texts of the modal's verify flow. */
const VERIFY_TEXT = {
  notFound: ProfileMessages.notFound,
  alreadyVerified: VerificationMessages.alreadyVerified,
  statusFailed: 'Failed to verify profile status',
  noProfileReturned: 'No profile data returned after verification',
  failed: 'Failed to verify profile. Please try again.',
} as const;

function VerifyBlock({ profile, onVerified }: { profile: AdminProfile; onVerified: (profile: AdminProfile) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canVerify } = useAdminPermissions();

  /** Spec §4: the flow reads the profile's current state first (the row on screen may be stale), then approves. */
  async function verifyLatest(): Promise<{ profile: AdminProfile; message: string }> {
    let latest: AdminProfile;
    try {
      latest = (await dataProvider.getOne<AdminProfile>('escorts', { id: profile.id })).data;
    } catch (error) {
      throw new Error(statusOf(error) === 404 ? VERIFY_TEXT.notFound : VERIFY_TEXT.statusFailed);
    }
    if (latest.is_verified) return { profile: latest, message: VERIFY_TEXT.alreadyVerified };
    let result: Awaited<ReturnType<AdminDataProvider['verifyProfile']>>;
    try {
      result = await dataProvider.verifyProfile(profile.id);
    } catch (error) {
      throw new Error(errorMessage(error, VERIFY_TEXT.failed));
    }
    if (!result?.profile) throw new Error(VERIFY_TEXT.noProfileReturned);
    return { profile: result.profile as AdminProfile, message: result.message };
  }

  const verify = useMutation({ mutationFn: verifyLatest, onSuccess: (result) => onVerified(result.profile) });

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" color={profile.is_verified ? 'success' : 'default'} label={profile.is_verified ? 'Verified' : 'Not Verified'} />
        {canVerify && (
          <Button size="small" variant="contained" onClick={() => verify.mutate()} disabled={verify.isPending}>
            Verify Profile
          </Button>
        )}
      </Stack>
      {verify.isSuccess && <Alert severity="success">{verify.data.message}</Alert>}
      {verify.isError && <Alert severity="error">{verify.error.message}</Alert>}
    </Stack>
  );
}

function ResetPasswordBlock({ userId }: { userId: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [password, setPassword] = useState('');
  const [blank, setBlank] = useState(false);
  const reset = useMutation({
    mutationFn: (newPassword: string) => dataProvider.setPassword(userId, newPassword),
    onSuccess: () => setPassword(''),
  });

  function submit() {
    // A blank password is refused here, and the previous outcome goes with it.
    setBlank(!password.trim());
    if (password.trim()) reset.mutate(password);
    else reset.reset();
  }

  const failure = blank ? PasswordMessages.newRequired : reset.isError ? errorMessage(reset.error, 'Failed to update password') : null;

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4" gutterBottom>
        Reset Password
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          type="password"
          placeholder="Enter new password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'New password' } }}
        />
        <Button variant="outlined" onClick={submit} disabled={reset.isPending || password === ''}>
          Reset
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {reset.isSuccess && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {reset.data.message}
        </Alert>
      )}
    </Box>
  );
}

/** Spec §2 "Profile details modal". */
export function ProfileDetailsDialog({
  profile: current,
  onChange,
  onClose,
}: {
  profile: AdminProfile | null;
  onChange: (profile: AdminProfile) => void;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { isSuperadmin } = useAdminPermissions();

  return (
    <Dialog open={!!current} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="profile-details-title">
      {current && (
        <>
          <DialogTitle id="profile-details-title">
            Profile Details
            <Typography variant="subtitle1" component="div" color="text.secondary">
              {orNotSpecified(current.full_name)}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Section title="Basic Information">
              <Box sx={grid}>
                <Field label="Full Name" value={orNotSpecified(current.full_name)} />
                <Field label="Username" value={orNotSpecified(current.username)} />
                <Field label="Email" value={orNotSpecified(current.email)} />
                <Field label="Location" value={orNotSpecified(current.location)} />
              </Box>
            </Section>
            <Section title="Physical Attributes">
              <Box sx={grid}>
                <Field label="Age" value={orNotSpecified(current.age)} />
                <Field label="Height" value={orNotSpecified(current.height, ' cm')} />
                <Field label="Weight" value={orNotSpecified(current.weight, ' kg')} />
                <Field label="Body Type" value={orNotSpecified(current.body_type)} />
              </Box>
            </Section>
            <Section title="Services & Rates">
              <Field label="Services" value={servicesOf(current)} />
              <Box sx={{ ...grid, mt: 1.5 }}>
                <Field label="30 Minutes" value={money(current.rates_30min)} />
                <Field label="1 Hour" value={money(current.rates_1hour)} />
                <Field label="2 Hours" value={money(current.rates_2hour)} />
                <Field label="Overnight" value={money(current.rates_overnight)} />
              </Box>
            </Section>
            <Section title="Account Status">
              <Field
                label="Subscription"
                value={
                  tierLabel(current.subscription_tier) +
                  (current.subscription_expires_at ? ` (expires ${formatDate(current.subscription_expires_at)})` : '')
                }
              />
              <VerifyBlock
                profile={current}
                onVerified={(verified) => onChange({ ...current, ...verified })}
              />
              {isSuperadmin && <ResetPasswordBlock userId={current.user_id} />}
            </Section>
            <Section title="Analytics">
              <ProfileAnalyticsSection profileId={current.id} />
            </Section>
            <Section title="Bio">
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {current.bio?.trim() ? current.bio : 'No bio provided'}
              </Typography>
            </Section>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
