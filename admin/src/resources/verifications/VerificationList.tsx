import { AuthMessages, tierLabel, type VerificationDocumentView, type VerificationRejectReason, type VerificationRequestView } from 'contract';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { List, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Alert, Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { formatDateTime } from '../../display';
import { formatAge } from '../moderation';
import { countdown } from '../takedowns';
import { useAdminPermissions } from '../../use-admin-permissions';
import { DOCUMENT_LABEL, DocumentViewer } from './DocumentViewer';
import { ResponsiveDatagrid, type ListColumn } from '../../layout/ResponsiveDatagrid';
import { RejectVerificationDialog } from './RejectVerificationDialog';

function Plan({ request }: { request: VerificationRequestView }) {
  return request.paid_plan ? <Chip size="small" color="secondary" label={tierLabel(request.subscription_tier)} /> : <>{tierLabel(request.subscription_tier)}</>;
}

/** The 48-hour promise: "Due in 5 h 10 min", or "Overdue by 2 h 3 min" in red. */
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

type DecisionRequest = { action: 'approve' } | { action: 'reject'; reason: VerificationRejectReason; note?: string };

function Decision({ request }: { request: VerificationRequestView }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: (decision: DecisionRequest) =>
      decision.action === 'approve'
        ? dataProvider.approveVerification(request.id)
        : dataProvider.rejectVerification(request.id, { reason: decision.reason, note: decision.note }),
    onSuccess: (result) => {
      setRejecting(false);
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
          <IconButton color="success" aria-label={`Approve ${request.username}`} disabled={disabled} onClick={() => decide.mutate({ action: 'approve' })}>
            <CheckCircleIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Reject" describeChild>
        <span>
          <IconButton color="error" aria-label={`Reject ${request.username}`} disabled={disabled} onClick={() => setRejecting(true)}>
            <CancelIcon />
          </IconButton>
        </span>
      </Tooltip>
      <RejectVerificationDialog
        request={request}
        open={rejecting}
        busy={decide.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={(why) => decide.mutate({ action: 'reject', ...why })}
      />
    </Stack>
  );
}

/** The request's documents, each opened in the back office's viewer (their links open nowhere else). */
function Documents({ request }: { request: VerificationRequestView }) {
  const [open, setOpen] = useState<VerificationDocumentView>();
  return (
    <Stack direction="row" spacing={1}>
      {request.documents.map((document) => (
        <Button
          key={document.id}
          size="small"
          variant="text"
          aria-label={`${DOCUMENT_LABEL[document.file_type]} of ${request.username}`}
          aria-haspopup="dialog"
          onClick={() => setOpen(document)}
          sx={{ minWidth: 0, px: 0.5, textTransform: 'none', textDecoration: 'underline' }}
        >
          {DOCUMENT_LABEL[document.file_type]}
        </Button>
      ))}
      {open && <DocumentViewer request={request} document={open} onClose={() => setOpen(undefined)} />}
    </Stack>
  );
}

const COLUMNS: ListColumn<VerificationRequestView>[] = [
  { label: 'Username', render: (request) => request.username },
  { label: 'Submitted', sortBy: 'verification_submitted_at', render: (request) => formatDateTime(request.verification_submitted_at) },
  { label: 'Plan', render: (request) => <Plan request={request} /> },
  { label: 'Waiting', render: (request) => (request.age_seconds === null ? '—' : formatAge(request.age_seconds)) },
  { label: '48-hour promise', render: (request) => <Promise48 request={request} /> },
  { label: 'Documents', render: (request) => <Documents request={request} /> },
  { label: 'Actions', actions: true, render: (request) => <Decision request={request} /> },
];

/**
 * /admin/verifications: spec §2 "Verifications screen", on the clock: paid plans first, then the
 * longest waiting, each with its age and the 48-hour promise the pricing page makes; cards on a phone.
 */
export function VerificationList() {
  const { canVerify, isPending } = useAdminPermissions();
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
      <ResponsiveDatagrid columns={COLUMNS} cardsBelow="md" empty={<Empty />} cardLabel={(request) => `Verification: ${request.username}`} />
    </List>
  );
}
