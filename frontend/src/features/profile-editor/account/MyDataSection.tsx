import { DataExportMessages, type DataExportState } from 'contract';
import { useDataExport } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';
import { errorText } from '../error-text';

export const MY_DATA_MESSAGES = {
  intro:
    'Download a copy of everything we hold about you: your account, profile, photos, invoices, verification history, messages to us, analytics and what our staff did on your account. We prepare it in the background and email you a link that works once, for 24 hours.',
  failed: 'Failed to request your data',
  loadFailed: 'Could not load the state of your data download.',
} as const;

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** One line on where the latest request stands. */
function stateText(state: DataExportState): string | null {
  switch (state.status) {
    case 'preparing':
      return DataExportMessages.requested;
    case 'ready':
      return `We emailed you a download link. It works once, until ${dateTime(state.expires_at!)}.`;
    case 'downloaded':
      return 'Your last download link has been used.';
    case 'expired':
      return 'Your last download link has expired.';
    case 'failed':
      return 'We could not prepare your last download. Please ask again.';
    default:
      return null;
  }
}

/** The request button and where the request stands; the Account tab's section and the delete flow's offer both use it. */
export function DataExportRequest({ label = 'Request my data' }: { label?: string }) {
  const state = useDataExport();
  const request = useRequestDataExport();
  const current = state.data;
  const preparing = current?.status === 'preparing';
  const limitUntil = current?.next_request_at ?? null;
  const line = current ? stateText(current) : null;

  return (
    <>
      <div aria-live="polite">{line && <p className={`alert ${current?.status === 'failed' ? 'alert-error' : 'alert-success'}`}>{line}</p>}</div>
      {state.isError && (
        <p className="alert alert-error" role="alert">
          {MY_DATA_MESSAGES.loadFailed}
        </p>
      )}
      {request.isError && (
        <p className="alert alert-error" role="alert">
          {errorText(request.error, MY_DATA_MESSAGES.failed)}
        </p>
      )}
      {limitUntil && !preparing && <p className="form-hint">You can ask again after {dateTime(limitUntil)}.</p>}
      <button type="button" className="btn btn-outline" onClick={() => request.mutate()} disabled={request.isPending || preparing || !!limitUntil || state.isPending}>
        {request.isPending ? 'Requesting...' : label}
      </button>
    </>
  );
}

/** "My data" (Privacy Act 2020, IPP 6): the owner's copy of what is held about them. */
export function MyDataSection() {
  return (
    <section className="editor-section" aria-labelledby="my-data-title">
      <h3 id="my-data-title">My Data</h3>
      <p>{MY_DATA_MESSAGES.intro}</p>
      <DataExportRequest />
    </section>
  );
}
