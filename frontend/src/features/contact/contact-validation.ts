import { FieldMessages } from 'contract';
// Spec §5 Contact form: every field required, an email that looks like one, a 6-20 character phone.

export interface ContactForm {
  name: string;
  phone: string;
  email: string;
  city: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const EMPTY_CONTACT: ContactForm = { name: '', phone: '', email: '', city: '', message: '' };

export const CONTACT_LABELS: Record<keyof ContactForm, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  city: 'City',
  message: 'Message',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+\s()-]{6,20}$/;

export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  for (const key of Object.keys(CONTACT_LABELS) as (keyof ContactForm)[]) {
    if (!form[key].trim()) errors[key] = `${CONTACT_LABELS[key]} is required`;
  }
  if (!errors.email && !EMAIL.test(form.email.trim())) errors.email = FieldMessages.invalidEmail;
  if (!errors.phone && !PHONE.test(form.phone.trim())) errors.phone = FieldMessages.invalidPhone;
  return errors;
}
