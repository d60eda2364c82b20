import { ReactNode, useState } from 'react';
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
import { AdminProfile, formatDate, money, orNotSpecified, servicesOf, tierLabel } from '../../display';
import { useAdminPermissions } from '../../use-admin-permissions';

type Notice = { severity: 'success' | 'error'; text: string } | null;

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
  notFound: 'Profile not found',
  alreadyVerified: 'Profile is already verified!',
  statusFailed: 'Failed to verify profile status',
  noProfileReturned: 'No profile data returned after verification',
  failed: 'Failed to verify profile. Please try again.',
} as const;

function VerifyBlock({ profile, onVerified }: { profile: AdminProfile; onVerified: (profile: AdminProfile) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canVerify } = useAdminPermissions();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  /** Spec §4: the flow reads the profile's current state first (the row on screen may be stale), then approves. */
  async function verify() {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await verifyLatest());
    } finally {
      setBusy(false);
    }
  }

  async function verifyLatest(): Promise<Notice> {
    let latest: AdminProfile;
    try {
      latest = (await dataProvider.getOne<AdminProfile>('escorts', { id: profile.id })).data;
    } catch (error) {
      return { severity: 'error', text: statusOf(error) === 404 ? VERIFY_TEXT.notFound : VERIFY_TEXT.statusFailed };
    }
    if (latest.is_verified) {
      onVerified(latest);
      return { severity: 'success', text: VERIFY_TEXT.alreadyVerified };
    }
    let result: Awaited<ReturnType<AdminDataProvider['verifyProfile']>>;
    try {
      result = await dataProvider.verifyProfile(profile.id);
    } catch (error) {
      return { severity: 'error', text: errorMessage(error, VERIFY_TEXT.failed) };
    }
    if (!result?.profile) return { severity: 'error', text: VERIFY_TEXT.noProfileReturned };
    onVerified(result.profile as AdminProfile);
    return { severity: 'success', text: result.message };
  }

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" color={profile.is_verified ? 'success' : 'default'} label={profile.is_verified ? 'Verified' : 'Not Verified'} />
        {canVerify && (
          <Button size="small" variant="contained" onClick={verify} disabled={busy}>
            Verify Profile
          </Button>
        )}
      </Stack>
      {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
    </Stack>
  );
}

function ResetPasswordBlock({ userId }: { userId: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function reset() {
    if (!password.trim()) {
      setNotice({ severity: 'error', text: 'Please enter a new password' });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const result = await dataProvider.setPassword(userId, password);
      setPassword('');
      setNotice({ severity: 'success', text: result.message });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error, 'Failed to update password') });
    } finally {
      setBusy(false);
    }
  }

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
        <Button variant="outlined" onClick={reset} disabled={busy || password === ''}>
          Reset
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} sx={{ mt: 1 }}>
          {notice.text}
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
