import { useState } from 'react';
import { Datagrid, FunctionField, List, SelectInput, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { formatDateTime } from '../../display';

interface Report {
  id: string;
  profile_username: string;
  profile_full_name: string | null;
  profile_is_active: boolean;
  reason: keyof typeof REASON_LABEL;
  details: string | null;
  status: keyof typeof STATUS_LABEL;
  created_at: string;
  resolved_at: string | null;
  resolved_by_email: string | null;
}

export const REASON_LABEL = {
  under_18: 'Under 18',
  fake_photos: 'Fake or stolen photos',
  unsafe_content: 'Unsafe or illegal content',
  other: 'Other',
} as const;

const STATUS_LABEL = { open: 'Open', profile_paused: 'Profile paused', dismissed: 'Dismissed' } as const;

const filters = [
  <SelectInput key="status" source="status" label="Status" alwaysOn choices={Object.entries(STATUS_LABEL).map(([id, name]) => ({ id, name }))} />,
  <SelectInput key="reason" source="reason" label="Reason" choices={Object.entries(REASON_LABEL).map(([id, name]) => ({ id, name }))} />,
];

function Resolve({ report }: { report: Report }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  if (report.status !== 'open') {
    return (
      <Typography variant="caption" color="text.secondary">
        {report.resolved_by_email ?? 'Resolved'} · {formatDateTime(report.resolved_at)}
      </Typography>
    );
  }

  async function act(action: 'pause' | 'dismiss') {
    setBusy(true);
    try {
      const result = action === 'pause' ? await dataProvider.pauseReportedProfile(report.id) : await dataProvider.dismissReport(report.id);
      notify(result.message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error, 'Failed to resolve report'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" color="error" variant="contained" disabled={busy} onClick={() => act('pause')}>
        Pause profile
      </Button>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => act('dismiss')}>
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

/** /admin/reports: visitors' reports, open ones first; pausing the profile or dismissing resolves a report. */
export function ReportList() {
  return (
    <List title="Reports" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} filterDefaultValues={{ status: 'open' }} perPage={25} exporter={false} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <FunctionField<Report>
          label="Profile"
          render={(report) => (
            <Box>
              <Typography variant="body2">{report.profile_full_name ?? report.profile_username}</Typography>
              <Typography variant="caption" color="text.secondary">
                @{report.profile_username}
                {report.profile_is_active ? '' : ' · paused'}
              </Typography>
            </Box>
          )}
        />
        <FunctionField<Report> label="Reason" sortBy="reason" render={(report) => REASON_LABEL[report.reason] ?? report.reason} />
        <FunctionField<Report>
          label="Details"
          render={(report) => (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>
              {report.details || '—'}
            </Typography>
          )}
        />
        <FunctionField<Report> label="Reported" sortBy="created_at" render={(report) => formatDateTime(report.created_at)} />
        <FunctionField<Report>
          label="Status"
          sortBy="status"
          render={(report) => <Chip size="small" color={report.status === 'open' ? 'warning' : 'default'} label={STATUS_LABEL[report.status]} />}
        />
        <FunctionField<Report> label="Actions" render={(report) => <Resolve report={report} />} />
      </Datagrid>
    </List>
  );
}
