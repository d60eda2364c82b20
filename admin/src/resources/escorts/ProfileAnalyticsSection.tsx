import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { AnalyticsTotals } from 'contract';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';

const ROWS: Array<{ key: keyof AnalyticsTotals; label: string }> = [
  { key: 'views', label: 'Views' },
  { key: 'visitors', label: 'Unique visitors' },
  { key: 'calls', label: 'Calls' },
  { key: 'sms', label: 'SMS' },
  { key: 'emails', label: 'Emails' },
  { key: 'websites', label: 'Website visits' },
  { key: 'contact_rate', label: 'Contact taps per 100 visitors' },
];

const shown = (value: number | null) => (value === null ? '–' : value);

/** One profile's counted views and contact taps: the last 30 days and everything kept (400 days). */
export function ProfileAnalyticsSection({ profileId }: { profileId: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending } = useQuery({ queryKey: ['profile-analytics', profileId], queryFn: () => dataProvider.getProfileAnalytics(profileId), retry: false });
  if (isPending) return <CircularProgress size={24} aria-label="Loading" />;
  if (error) return <Alert severity="error">{errorMessage(error, (error as Error).message)}</Alert>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Profile analytics">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">Last 30 days</TableCell>
            <TableCell align="right">Last 400 days</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right">{shown(data.last_30_days[row.key])}</TableCell>
              <TableCell align="right">{shown(data.last_400_days[row.key])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
