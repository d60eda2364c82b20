import type { ContactField, ProfileEventType } from 'contract';
import { errorMessage } from '../../lib/api-client';
import { useRevealContact } from './api/reveal-contact';

/** A tap on a revealed detail, counted as that kind of contact (the page view is the other event). */
export type ContactTap = Exclude<ProfileEventType, 'view'>;

const LABELS: Record<ContactField, string> = { phone: 'Show number', email: 'Show email', website: 'Show website' };

/** What a revealed detail becomes: Call and SMS, a mail link, or a web link (only http(s): a javascript: value must never be clickable). */
function Revealed({ field, value, onTap }: { field: ContactField; value: string; onTap: (type: ContactTap) => () => void }) {
  if (field === 'email') return <a href={`mailto:${value}`} onClick={onTap('email')}>{value}</a>;
  if (field === 'website') {
    if (!/^https?:\/\//i.test(value)) return <>{value}</>;
    return (
      <a href={value} target="_blank" rel="noopener noreferrer nofollow" onClick={onTap('website')}>
        {value.replace(/^https?:\/\//i, '')}
      </a>
    );
  }
  const telephone = value.replace(/[^\d+]/g, '');
  return (
    <>
      <span className="contact-value">{value}</span>
      <span className="contact-actions">
        <a className="btn btn-sm btn-outline" href={`tel:${telephone}`} onClick={onTap('call')}>
          Call
        </a>
        <a className="btn btn-sm btn-outline" href={`sms:${telephone}`} onClick={onTap('sms')}>
          SMS
        </a>
      </span>
    </>
  );
}

/** "Show number" / "Show email" / "Show website": one tap fetches the detail, then its links work at once and report their taps. */
export function ContactReveal({ username, field, available, onTap }: { username: string; field: ContactField; available: boolean; onTap: (type: ContactTap) => () => void }) {
  const reveal = useRevealContact();
  if (!available) return <>Not specified</>;
  const value = reveal.data;
  if (value) return <Revealed field={field} value={value} onTap={onTap} />;
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline" onClick={() => reveal.mutate({ username, field })} disabled={reveal.isPending}>
        {reveal.isPending ? 'Loading...' : LABELS[field]}
      </button>
      {reveal.isError && (
        <span className="form-error" role="alert">
          {' '}
          {errorMessage(reveal.error, 'Could not load the contact details. Please try again.')}
        </span>
      )}
    </>
  );
}
