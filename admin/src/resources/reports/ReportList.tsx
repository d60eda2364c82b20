import { REPORT_REASON_LABELS, type AdminReport, type ReportStatus } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { List, SelectInput, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { formatDateTime } from '../../display';
import { ResponsiveDatagrid, type ListColumn } from '../../layout/ResponsiveDatagrid';

const STATUS_LABEL: Record<ReportStatus, string> = { open: 'Open', profile_paused: 'Profile paused', dismissed: 'Dismissed' };

const filters = [
  <SelectInput key="status" source="status" label="Status" alwaysOn choices={Object.entries(STATUS_LABEL).map(([id, name]) => ({ id, name }))} />,
  <SelectInput key="reason" source="reason" label="Reason" choices={Object.entries(REPORT_REASON_LABELS).map(([id, name]) => ({ id, name }))} />,
];

function Resolve({ report }: { report: AdminReport }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const resolve = useMutation({
    mutationFn: (action: 'pause' | 'dismiss') =>
      action === 'pause' ? dataProvider.pauseReportedProfile(report.id) : dataProvider.dismissReport(report.id),
    onSuccess: (result) => {
      notify(result.message, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(errorMessage(error, 'Failed to resolve report'), { type: 'error' }),
  });

  if (report.status !== 'open') {
    return (
      <Typography variant="caption" color="text.secondary">
        {report.resolved_by_email ?? 'Resolved'} · {formatDateTime(report.resolved_at)}
      </Typography>
    );
  }

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" color="error" variant="contained" disabled={resolve.isPending} onClick={() => resolve.mutate('pause')}>
        Pause profile
      </Button>
      <Button size="small" variant="outlined" disabled={resolve.isPending} onClick={() => resolve.mutate('dismiss')}>
        Dismiss
      </Button>
    </Stack>
  );
}

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">No reports</Typography>
    </Box>
  );
}

const COLUMNS: ListColumn<AdminReport>[] = [
  {
    label: 'Profile',
    render: (report) => (
      <Box>
        <Typography variant="body2">{report.profile_full_name ?? report.profile_username}</Typography>
        <Typography variant="caption" color="text.secondary">
          @{report.profile_username}
          {report.profile_is_active ? '' : ' · paused'}
        </Typography>
      </Box>
    ),
  },
  { label: 'Reason', sortBy: 'reason', render: (report) => REPORT_REASON_LABELS[report.reason] ?? report.reason },
  {
    label: 'Details',
    render: (report) => (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>
        {report.details || '—'}
      </Typography>
    ),
  },
  { label: 'Reported', sortBy: 'created_at', render: (report) => formatDateTime(report.created_at) },
  {
    label: 'Status',
    sortBy: 'status',
    render: (report) => <Chip size="small" color={report.status === 'open' ? 'warning' : 'default'} label={STATUS_LABEL[report.status]} />,
  },
  { label: 'Actions', actions: true, render: (report) => <Resolve report={report} /> },
];

/** /admin/reports: visitors' reports, open ones first; pausing the profile or dismissing resolves a report; cards where six columns do not fit. */
export function ReportList() {
  return (
    <List title="Reports" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} filterDefaultValues={{ status: 'open' }} perPage={25} exporter={false} empty={false}>
      <ResponsiveDatagrid columns={COLUMNS} cardsBelow="lg" empty={<Empty />} cardLabel={(report) => `Report: @${report.profile_username}`} />
    </List>
  );
}
