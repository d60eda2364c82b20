import { VERIFICATION_NOTE_MAX_LENGTH, VERIFICATION_REJECT_REASONS, VerificationMessages, type VerificationRejectReason, type VerificationRequestView } from 'contract';
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';

interface RejectVerificationDialogProps {
  request: VerificationRequestView;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (why: { reason: VerificationRejectReason; note?: string }) => void;
}

/** Reject asks why before anything happens: the advertiser is emailed the reason and the documents are deleted. */
export function RejectVerificationDialog({ request, open, busy, onCancel, onConfirm }: RejectVerificationDialogProps) {
  const [reason, setReason] = useState<VerificationRejectReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function confirm() {
    if (!reason) return setProblem(VerificationMessages.rejectReasonRequired);
    if (reason === 'other' && !note.trim()) return setProblem(VerificationMessages.rejectNoteRequired);
    setProblem(null);
    onConfirm({ reason, note: note.trim() || undefined });
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={`reject-${request.id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`reject-${request.id}-title`}>Reject verification for {request.username}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The advertiser is emailed the reason and how to send documents again, and their ID and selfie are deleted.
        </DialogContentText>
        <RadioGroup aria-label="Reason" value={reason} onChange={(event) => setReason(event.target.value as VerificationRejectReason)}>
          {Object.entries(VERIFICATION_REJECT_REASONS).map(([key, label]) => (
            <FormControlLabel key={key} value={key} control={<Radio />} label={label} sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.5 } }} />
          ))}
        </RadioGroup>
        <TextField
          label={reason === 'other' ? 'Note to the advertiser (required)' : 'Note to the advertiser (optional)'}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: VERIFICATION_NOTE_MAX_LENGTH } }}
        />
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          Reject and email
        </Button>
      </DialogActions>
    </Dialog>
  );
}
