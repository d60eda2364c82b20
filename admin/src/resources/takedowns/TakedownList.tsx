import type { TakedownCase, TakedownOutcome } from 'contract';
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { List, SelectInput, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { formatDateTime } from '../../display';
import { countdown } from './countdown';
import { ResponsiveDatagrid, type ListColumn } from '../../layout/ResponsiveDatagrid';

const filters = [
  <SelectInput key="status" source="status" label="Status" alwaysOn choices={[{ id: 'open', name: 'Open' }, { id: 'resolved', name: 'Resolved' }]} />,
];

/** Seconds left, counted down every second from the answer's figure. */
function useSecondsLeft(fromServer: number): number {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return fromServer - Math.floor((now - started) / 1000);
}

function Countdown({ item }: { item: TakedownCase }) {
  const left = useSecondsLeft(item.seconds_left);
  if (item.status !== 'open') return <Typography variant="body2">{formatDateTime(item.resolved_at)}</Typography>;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, color: left <= 0 ? 'error.main' : undefined }}>
        {countdown(left)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(item.due_at)}
      </Typography>
      {item.escalated && <Chip size="small" color="error" label="Escalated" sx={{ display: 'flex', mt: 0.5, width: 'fit-content' }} />}
    </Box>
  );
}

function Actions({ item }: { item: TakedownCase }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [outcome, setOutcome] = useState<TakedownOutcome>('removed');
  const [reason, setReason] = useState('');
  const onError = (error: unknown) => notify(errorMessage(error, 'Failed to save'), { type: 'error' });
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    refresh();
  };
  const hide = useMutation({ mutationFn: () => dataProvider.hideTakedown(item.id), onSuccess: done('Profile hidden'), onError });
  const resolve = useMutation({ mutationFn: () => dataProvider.resolveTakedown(item.id, outcome, reason), onSuccess: done('Case resolved'), onError });

  if (item.status !== 'open') {
    return (
      <Typography variant="body2">
        {item.outcome === 'removed' ? 'Removed' : 'Not removed'}: {item.outcome_reason}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ minWidth: 240 }}>
      {item.content_hidden ? (
        <Chip size="small" label="Hidden while reviewed" sx={{ alignSelf: 'flex-start' }} />
      ) : (
        <Button size="small" variant="contained" color="error" disabled={hide.isPending} onClick={() => hide.mutate()} sx={{ alignSelf: 'flex-start' }}>
          Hide now
        </Button>
      )}
      <TextField select size="small" label="Outcome" value={outcome} onChange={(event) => setOutcome(event.target.value as TakedownOutcome)}>
        <MenuItem value="removed">Removed</MenuItem>
        <MenuItem value="not_removed">Not removed</MenuItem>
      </TextField>
      <TextField size="small" label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <Button size="small" variant="outlined" disabled={resolve.isPending} onClick={() => resolve.mutate()} sx={{ alignSelf: 'flex-start' }}>
        Record outcome
      </Button>
    </Stack>
  );
}

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">No takedown cases</Typography>
    </Box>
  );
}

const COLUMNS: ListColumn<TakedownCase>[] = [
  {
    label: 'Profile',
    render: (item) => (
      <Box>
        <Typography variant="body2">{item.profile_full_name ?? item.profile_username}</Typography>
        <Typography variant="caption" color="text.secondary">
          @{item.profile_username}
        </Typography>
      </Box>
    ),
  },
  {
    label: 'Request',
    render: (item) => (
      <Box sx={{ maxWidth: 320 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {item.details || '—'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.reporter_email ?? 'No email given'}
        </Typography>
      </Box>
    ),
  },
  { label: 'Deadline', render: (item) => <Countdown item={item} /> },
  { label: 'Action', actions: true, render: (item) => <Actions item={item} /> },
];

const escalatedSx = (item: TakedownCase) => (item.escalated && item.status === 'open' ? { backgroundColor: 'rgba(211, 47, 47, 0.08)' } : {});

/** /admin/takedowns: consent reports due within 8 hours; escalated cases first, in red; cards on a phone. */
export function TakedownList() {
  return (
    <List title="Takedowns" filters={filters} sort={{ field: 'queue', order: 'ASC' }} filterDefaultValues={{ status: 'open' }} perPage={25} exporter={false} empty={false}>
      <ResponsiveDatagrid columns={COLUMNS} cardsBelow="md" empty={<Empty />} rowSx={escalatedSx} cardLabel={(item) => `Takedown: @${item.profile_username}`} />
    </List>
  );
}
