import { FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { REPORT_REASONS, ReportReason, reportProfile } from './profile-api';

const DETAILS_MAX = 2000;

/** 'Report this profile': a native <dialog>, so focus is trapped and Escape closes it. */
export function ReportDialog({ username, name }: { username: string; name: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Browsers without <dialog> support (and jsdom) get a plain open attribute instead.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Please choose a reason for your report');
      return;
    }
    setSending(true);
    setError('');
    try {
      const result = await reportProfile(username, reason, details);
      setSent(result.message);
      setReason('');
      setDetails('');
    } catch (err) {
      setError(errorMessage(err, 'Failed to send report. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    setOpen(false);
    setError('');
    setSent('');
  };

  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm report-button" onClick={() => setOpen(true)}>
        Report this profile
      </button>
      <dialog ref={dialogRef} className="report-dialog card" aria-labelledby="report-title" onClose={close}>
        <h2 id="report-title">Report {name}</h2>
        {sent ? (
          <>
            <p className="alert alert-success" role="status">
              {sent}
            </p>
            <button type="button" className="btn btn-primary" onClick={close}>
              Close
            </button>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <fieldset className="report-reasons">
              <legend>Why are you reporting this profile?</legend>
              {REPORT_REASONS.map((option) => (
                <div key={option.value} className="filter-option">
                  <input
                    id={`report-${option.value}`}
                    type="radio"
                    name="reason"
                    value={option.value}
                    checked={reason === option.value}
                    onChange={() => {
                      setReason(option.value);
                      setError('');
                    }}
                  />
                  <label htmlFor={`report-${option.value}`}>{option.label}</label>
                </div>
              ))}
            </fieldset>
            <div className="field">
              <label htmlFor="report-details">Details (optional)</label>
              <textarea
                id="report-details"
                rows={4}
                maxLength={DETAILS_MAX}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            </div>
            {error && (
              <p className="alert alert-error" role="alert">
                {error}
              </p>
            )}
            <div className="report-actions">
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {sending ? 'Sending...' : 'Send Report'}
              </button>
              <button type="button" className="btn btn-ghost" onClick={close}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
