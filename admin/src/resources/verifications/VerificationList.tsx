import { useMutation } from '@tanstack/react-query';
import { Datagrid, FunctionField, List, TextField, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Alert, Box, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { formatDateTime } from '../../display';
import { useAdminPermissions } from '../../use-admin-permissions';

interface PendingVerification {
  id: string;
  user_id: string;
  username: string;
  full_name: string | null;
  verification_submitted_at: string;
  documents: { id: string; file_type: 'id' | 'selfie'; url: string }[];
}

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">No pending verification requests</Typography>
    </Box>
  );
}

function Decision({ request }: { request: PendingVerification }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const decide = useMutation({
    mutationFn: (action: 'approve' | 'reject') =>
      action === 'approve' ? dataProvider.approveVerification(request.id) : dataProvider.rejectVerification(request.id),
    onSuccess: (result) => {
      notify(result.message, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(errorMessage(error, 'Failed to update verification status'), { type: 'error' }),
  });
  // Once decided the request leaves the queue with the refresh: its buttons stay off until it has gone.
  const disabled = decide.isPending || decide.isSuccess;

  return (
    <Stack direction="row">
      <Tooltip title="Approve" describeChild>
        <span>
          <IconButton color="success" aria-label={`Approve ${request.username}`} disabled={disabled} onClick={() => decide.mutate('approve')}>
            <CheckCircleIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Reject" describeChild>
        <span>
          <IconButton color="error" aria-label={`Reject ${request.username}`} disabled={disabled} onClick={() => decide.mutate('reject')}>
            <CancelIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

const DOCUMENT_LABEL = { id: 'ID', selfie: 'Selfie' } as const;

/** /admin/verifications: spec §2 "Verifications screen", newest submission first. */
export function VerificationList() {
  const { canVerify, isPending } = useAdminPermissions();
  if (isPending) return null;
  if (!canVerify) return <Alert severity="warning" sx={{ mt: 2 }}>You do not have permission to do this</Alert>;
  return (
    <List
      title="Pending Verifications"
      sort={{ field: 'verification_submitted_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={false}
      empty={<Empty />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <TextField source="username" label="Username" sortable={false} />
        <FunctionField<PendingVerification>
          label="Submitted"
          sortBy="verification_submitted_at"
          render={(request) => formatDateTime(request.verification_submitted_at)}
        />
        <FunctionField<PendingVerification>
          label="Documents"
          render={(request) => (
            <Stack direction="row" spacing={2}>
              {request.documents.map((document) => (
                <Link key={document.id} href={document.url} target="_blank" rel="noopener noreferrer">
                  {DOCUMENT_LABEL[document.file_type]}
                </Link>
              ))}
            </Stack>
          )}
        />
        <FunctionField<PendingVerification> label="Actions" render={(request) => <Decision request={request} />} />
      </Datagrid>
    </List>
  );
}
