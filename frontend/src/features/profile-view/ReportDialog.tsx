import { type ReportReason, ReportMessages } from 'contract';
import { FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { REPORT_REASON_OPTIONS, useReportProfile } from './api/report-profile';

const DETAILS_MAX = 2000;

/** 'Report this profile': a native <dialog>, so focus is trapped and Escape closes it. */
export function ReportDialog({ username, name }: { username: string; name: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [error, setError] = useState('');
  const report = useReportProfile();

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(ReportMessages.reasonRequired);
      return;
    }
    setError('');
    report.mutate(
      { username, reason, details, contactEmail },
      {
        onSuccess: () => {
          setReason('');
          setDetails('');
          setContactEmail('');
        },
        onError: (err) => setError(errorMessage(err, 'Failed to send report. Please try again.')),
      },
    );
  };

  const close = () => {
    setOpen(false);
    setError('');
    report.reset();
  };

  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm report-button" onClick={() => setOpen(true)}>
        Report this profile
      </button>
      <dialog ref={dialogRef} className="report-dialog card" aria-labelledby="report-title" onClose={close}>
        <h2 id="report-title">Report {name}</h2>
        {report.isSuccess ? (
          <>
            <p className="alert alert-success" role="status">
              {report.data.message}
            </p>
            <button type="button" className="btn btn-primary" onClick={close}>
              Close
            </button>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <fieldset className="report-reasons">
              <legend>Why are you reporting this profile?</legend>
              {REPORT_REASON_OPTIONS.map((option) => (
                <div key={option.value} className="report-reason">
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
            {reason === 'no_consent' && (
              <div className="field">
                <label htmlFor="report-contact-email">Your email (optional, so we can tell you the outcome)</label>
                <input id="report-contact-email" type="email" autoComplete="email" maxLength={254} value={contactEmail} onChange={(event) => setContactEmail(event.target.value)} />
                <p className="report-hint">We act on these requests within 8 hours.</p>
              </div>
            )}
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
              <button type="submit" className="btn btn-primary" disabled={report.isPending}>
                {report.isPending ? 'Sending...' : 'Send Report'}
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
