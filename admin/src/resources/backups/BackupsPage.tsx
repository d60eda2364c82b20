import type { BackupsOverview, BackupView } from 'contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import { formatDateTime } from '../../display';
import { errorMessage } from '../../error-message';
import { apiCall } from '../../http-client';
import { AdminPage, SuperadminOnly } from '../../layout/AdminPage';

/** 1536 → "1.5 KB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

function verification(backup: BackupView): string {
  if (backup.verified === null) return 'No record here (made before this database was restored)';
  if (!backup.verified) return 'Not verified';
  const missing = backup.missing_files ? `; ${backup.missing_files} file(s) deleted while it ran` : '';
  return `Verified: ${backup.tables} tables, ${backup.rows?.toLocaleString('en-NZ')} rows, ${backup.files} files${missing}`;
}

/** /admin/backups: superadmins only (the server refuses everyone else), as a backup holds everything the site knows. */
export function BackupsPage() {
  return (
    <AdminPage title="Backups">
      <SuperadminOnly>
        <BackupsCard />
      </SuperadminOnly>
    </AdminPage>
  );
}

/** The backups kept, whether each was read back and matched its manifest, the last failure, and "Back up now". */
function BackupsCard() {
  const overview = useQuery({ queryKey: ['backups'], queryFn: () => apiCall<BackupsOverview>('/admin/backups'), refetchInterval: (query) => (query.state.data?.running ? 5000 : false) });
  const start = useMutation({ mutationFn: () => apiCall<{ message: string }>('/admin/backups', { method: 'POST' }), onSuccess: () => overview.refetch() });
  const data = overview.data;

  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {overview.isPending && <CircularProgress aria-label="Loading" />}
        {overview.isError && <Alert severity="error">{errorMessage(overview.error, 'Failed to load the backups')}</Alert>}
        {data && (
          <>
            <Typography>
              Backups of the database and every stored file, encrypted, go to {data.location}.{' '}
              {data.schedule ? `They run on the schedule "${data.schedule}" (New Zealand time).` : 'Scheduled backups are off.'}{' '}
              {data.last_success_at ? `The last verified backup finished ${formatDateTime(data.last_success_at)}.` : 'No backup has been verified yet.'}
            </Typography>
            {data.running && <Alert severity="info">A backup is running: started {formatDateTime(data.running.started_at)} ({data.running.trigger}).</Alert>}
            {data.last_failure && (
              <Alert severity="warning">
                Last failure: {formatDateTime(data.last_failure.started_at)} ({data.last_failure.trigger}): {data.last_failure.error}
              </Alert>
            )}
          </>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<BackupIcon />} disabled={start.isPending || !!data?.running} onClick={() => start.mutate()}>
            Back up now
          </Button>
        </Stack>
        {start.isError && <Alert severity="error">{errorMessage(start.error, 'Failed to start a backup')}</Alert>}
        {start.data && <Alert severity="success">{start.data.message}</Alert>}
        {data && data.backups.length === 0 && <Typography color="text.secondary">No backups yet</Typography>}
        {data && data.backups.length > 0 && (
          <List dense aria-label="Backups kept" disablePadding>
            {data.backups.map((backup) => (
              <ListItem key={backup.name} divider disableGutters>
                <ListItemText primary={`${formatDateTime(backup.created_at)} · ${formatBytes(backup.size_bytes)}`} secondary={verification(backup)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
