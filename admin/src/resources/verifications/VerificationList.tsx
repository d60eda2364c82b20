import { AuthMessages, tierLabel, type VerificationRequestView } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { Datagrid, FunctionField, List, TextField, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Alert, Box, Chip, IconButton, Link, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { formatDateTime } from '../../display';
import { formatAge } from '../moderation/age';
import { countdown } from '../takedowns/countdown';
import { useAdminPermissions } from '../../use-admin-permissions';

function Plan({ request }: { request: VerificationRequestView }) {
  return request.paid_plan ? <Chip size="small" color="secondary" label={tierLabel(request.subscription_tier)} /> : <>{tierLabel(request.subscription_tier)}</>;
}

/** The 48-hour promise (issue 17): "Due in 5 h 10 min", or "Overdue by 2 h 3 min" in red. */
function Promise48({ request }: { request: VerificationRequestView }) {
  if (request.seconds_left === null) return <>—</>;
  return (
    <Typography variant="body2" sx={{ color: request.overdue ? 'error.main' : 'text.primary', fontWeight: request.overdue ? 700 : 400 }}>
      {countdown(request.seconds_left)}
    </Typography>
  );
}

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">No pending verification requests</Typography>
    </Box>
  );
}

function Decision({ request }: { request: VerificationRequestView }) {
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

/**
 * /admin/verifications: spec §2 "Verifications screen", on the clock (issue 17): paid plans first, then the
 * longest waiting, each with its age and the 48-hour promise the pricing page makes.
 */
export function VerificationList() {
  const { canVerify, isPending } = useAdminPermissions();
  // A phone gets the plan, the wait and the promise inside the first two columns, so the actions stay on screen.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (isPending) return null;
  if (!canVerify) return <Alert severity="warning" sx={{ mt: 2 }}>{AuthMessages.noPermission}</Alert>;
  return (
    <List
      title="Pending Verifications"
      sort={{ field: 'queue', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={false}
      empty={<Empty />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        {isPhone ? (
          <FunctionField<VerificationRequestView>
            label="Username"
            render={(request) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <span>{request.username}</span>
                <Plan request={request} />
              </Stack>
            )}
          />
        ) : (
          <TextField source="username" label="Username" sortable={false} />
        )}
        <FunctionField<VerificationRequestView>
          label="Submitted"
          sortBy="verification_submitted_at"
          render={(request) =>
            isPhone ? (
              <Stack spacing={0.25}>
                <span>{formatDateTime(request.verification_submitted_at)}</span>
                <Typography variant="caption">Waiting {request.age_seconds === null ? '—' : formatAge(request.age_seconds)}</Typography>
                <Promise48 request={request} />
              </Stack>
            ) : (
              formatDateTime(request.verification_submitted_at)
            )
          }
        />
        {!isPhone && <FunctionField<VerificationRequestView> label="Plan" render={(request) => <Plan request={request} />} />}
        {!isPhone && <FunctionField<VerificationRequestView> label="Waiting" render={(request) => (request.age_seconds === null ? '—' : formatAge(request.age_seconds))} />}
        {!isPhone && <FunctionField<VerificationRequestView> label="48-hour promise" render={(request) => <Promise48 request={request} />} />}
        <FunctionField<VerificationRequestView>
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
        <FunctionField<VerificationRequestView> label="Actions" render={(request) => <Decision request={request} />} />
      </Datagrid>
    </List>
  );
}
