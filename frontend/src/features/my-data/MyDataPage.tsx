import { DataExportMessages } from 'contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { dataExportDownloadUrl, useDataExportLink } from './api/get-data-export-link';
import './my-data.css';

export const MY_DATA_PAGE_MESSAGES = {
  checking: 'Checking your download link...',
  ready: 'Your data is ready to download.',
  once: 'This link works once. Keep the file somewhere safe: it holds your personal information.',
  started: 'Your download has started. This link has now been used; the file is deleted from our servers.',
  failed: 'Could not check your download link. Please try again.',
} as const;

function megabytes(bytes: number): string {
  return `${Math.max(0.1, Math.round(bytes / 100_000) / 10).toLocaleString('en-NZ')} MB`;
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/**
 * The page the "your data is ready" email links to. Opening it uses nothing up (mail scanners that
 * open links would otherwise spend the one download); the button downloads the ZIP once.
 */
export default function MyDataPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useDataExportLink(token);
  const [started, setStarted] = useState(false);
  useSitePageMeta('myData');

  return (
    <div className="page my-data-page">
      <section className="card my-data-card" aria-labelledby="my-data-title">
        <h1 id="my-data-title">Download My Data</h1>
        <div aria-live="polite">
          {!token && (
            <p className="alert alert-error" role="alert">
              {DataExportMessages.linkUnknown}
            </p>
          )}
          {token && link.isPending && <p>{MY_DATA_PAGE_MESSAGES.checking}</p>}
          {link.isError && (
            <p className="alert alert-error" role="alert">
              {errorMessage(link.error, MY_DATA_PAGE_MESSAGES.failed)}
            </p>
          )}
          {started && <p className="alert alert-success">{MY_DATA_PAGE_MESSAGES.started}</p>}
        </div>
        {link.isSuccess && !started && (
          <>
            <p>{MY_DATA_PAGE_MESSAGES.ready}</p>
            <p>
              A ZIP file of {megabytes(link.data.size_bytes)}, until {dateTime(link.data.expires_at)} (New Zealand time). {MY_DATA_PAGE_MESSAGES.once}
            </p>
            <a className="btn btn-primary" href={dataExportDownloadUrl(token)} download onClick={() => setStarted(true)}>
              Download my data
            </a>
          </>
        )}
        <p className="my-data-footer">
          <Link to="/profile/edit">Go to my account</Link> · <Link to="/privacy">Privacy Policy</Link>
        </p>
      </section>
    </div>
  );
}
