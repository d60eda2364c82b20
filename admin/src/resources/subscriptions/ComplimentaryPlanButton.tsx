import type { AdminProfile, PaidTier } from 'contract';
import { FormEvent, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useRefresh } from 'react-admin';
import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';

function GrantDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [search, setSearch] = useState('');
  const [profile, setProfile] = useState<AdminProfile | null>(null);
  const [tier, setTier] = useState<PaidTier>('premium');
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const { data: profiles = [] } = useGetList<AdminProfile>('escorts', { filter: { q: search }, pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' } });
  const grant = useMutation({
    mutationFn: () => dataProvider.grantComplimentaryPlan({ user_id: profile?.user_id ?? '', tier, days: Number(days), reason }),
    onSuccess: (result) => {
      notify(result.message, { type: 'success' });
      refresh();
      onClose();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    grant.mutate();
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="grant-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="grant-title">Grant a complimentary plan</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Autocomplete
              options={profiles}
              value={profile}
              onChange={(_, value) => setProfile(value)}
              onInputChange={(_, value) => setSearch(value)}
              getOptionLabel={(option) => `${option.full_name ?? option.username} (@${option.username})`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              filterOptions={(options) => options}
              renderInput={(params) => <TextField {...params} label="Advertiser" required />}
            />
            <TextField select label="Plan" value={tier} onChange={(e) => setTier(e.target.value as typeof tier)}>
              <MenuItem value="basic">Basic</MenuItem>
              <MenuItem value="premium">Premium</MenuItem>
            </TextField>
            <TextField label="Days" value={days} onChange={(e) => setDays(e.target.value)} inputMode="numeric" required />
            <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} required />
            {grant.error && <Alert severity="error">{errorMessage(grant.error, 'Failed to grant the plan')}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={grant.isPending}>
            Grant plan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A superadmin's plan without payment (complimentary, with a reason, audited). */
export function ComplimentaryPlanButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<CardGiftcardIcon />} onClick={() => setOpen(true)}>
        Grant complimentary plan
      </Button>
      {open && <GrantDialog onClose={() => setOpen(false)} />}
    </>
  );
}
