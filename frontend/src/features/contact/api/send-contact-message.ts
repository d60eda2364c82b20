import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ContactForm } from '../contact-validation';

/** The form as typed, trimmed, plus the honeypot field (filled in only by bots). */
export type ContactMessage = ContactForm & { website: string };

export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return api('/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
