import { ContactMessages } from 'contract';
import { FormEvent, useEffect, useRef, useState } from 'react';
import { CONTACT_EMAIL, CONTACT_PHONE, EMERGENCY_PHONE, OFFICE_HOURS } from '../../config/env';
import { errorMessage } from '../../lib/api-client';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { useSendContactMessage } from './api/send-contact-message';
import { CONTACT_LABELS, ContactErrors, ContactForm, EMPTY_CONTACT, validateContact } from './contact-validation';
import './contact.css';

export const SUCCESS_MESSAGE = ContactMessages.sent;
export const FAILURE_MESSAGE = 'Failed to send message. Please try again.';
const SUCCESS_VISIBLE_MS = 5000;

const FIELDS: { key: keyof ContactForm; type: string; autoComplete: string }[] = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'city', type: 'text', autoComplete: 'address-level2' },
];

export default function ContactPage() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const send = useSendContactMessage();
  const { status, reset } = send;
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useSitePageMeta('contact');

  // The outcome is shown above the form; bring it into view on phones, where the button is far below.
  useEffect(() => {
    if (status === 'success' || status === 'error') outcomeRef.current?.scrollIntoView?.({ block: 'center' });
  }, [status]);

  useEffect(() => {
    if (status !== 'success') return;
    const id = setTimeout(reset, SUCCESS_VISIBLE_MS);
    return () => clearTimeout(id);
  }, [status, reset]);

  const update = (key: keyof ContactForm, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    const firstInvalid = (Object.keys(CONTACT_LABELS) as (keyof ContactForm)[]).find((key) => found[key]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#contact-${firstInvalid}`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as ContactForm;
    send.mutate({ ...trimmed, website: honeypot }, { onSuccess: () => setForm(EMPTY_CONTACT) });
  };

  const field = (key: keyof ContactForm) => ({
    id: `contact-${key}`,
    name: key,
    value: form[key],
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `contact-${key}-error` : undefined,
    onChange: (event: { target: { value: string } }) => update(key, event.target.value),
  });

  const errorText = (key: keyof ContactForm) =>
    errors[key] ? (
      <p id={`contact-${key}-error`} className="field-error">
        {errors[key]}
      </p>
    ) : null;

  return (
    <div className="container page contact">
      <h1 className="page-title">Contact Us</h1>
      <div className="contact-grid">
        <section className="card contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Contact Details</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`}>{CONTACT_PHONE}</a>
            </dd>
            <dt>Office hours</dt>
            <dd>{OFFICE_HOURS}</dd>
            <dt>24-hour emergency line (escorts only)</dt>
            <dd>
              <a href={`tel:${EMERGENCY_PHONE.replace(/\s/g, '')}`}>{EMERGENCY_PHONE}</a>
            </dd>
          </dl>
          <p className="contact-aside">We answer privacy requests in about 3 business days.</p>
        </section>

        <section className="card contact-form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <div ref={outcomeRef}>
            {status === 'success' && (
              <p className="alert alert-success" role="status">
                {SUCCESS_MESSAGE}
              </p>
            )}
            {status === 'error' && (
              <p className="alert alert-error" role="alert">
                {errorMessage(send.error, FAILURE_MESSAGE)}
              </p>
            )}
          </div>
          <form ref={formRef} onSubmit={submit} noValidate>
            {FIELDS.map(({ key, type, autoComplete }) => (
              <div key={key} className="field">
                <label htmlFor={`contact-${key}`}>{CONTACT_LABELS[key]}</label>
                <input {...field(key)} type={type} autoComplete={autoComplete} required />
                {errorText(key)}
              </div>
            ))}
            <div className="field">
              <label htmlFor="contact-message">{CONTACT_LABELS.message}</label>
              <textarea {...field('message')} rows={6} required />
              {errorText('message')}
            </div>
            {/* Honeypot: hidden from people, filled in by bots; the server drops such messages. */}
            <div className="contact-trap" aria-hidden="true">
              <label htmlFor="contact-website">Website</label>
              <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
            </div>
            <button type="submit" className="btn btn-primary" disabled={status === 'pending'}>
              {status === 'pending' ? 'Sending...' : 'Send Message'}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
