import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The reasons of POST /profiles/:username/report, labelled as the back office shows them (docs/api-contract.md). */
export const REPORT_REASON_OPTIONS = REPORT_REASONS.map((value) => ({
  value,
  // Worded for the person the content concerns, who may be the one reporting it.
  label: value === 'no_consent' ? 'My photo or information is posted without my consent' : REPORT_REASON_LABELS[value],
}));

export interface ProfileReport {
  username: string;
  reason: ReportReason;
  details: string;
  /** Where the outcome of a consent report is sent. */
  contactEmail?: string;
}

export function reportProfile({ username, reason, details, contactEmail }: ProfileReport): Promise<{ message: string }> {
  const body: Record<string, string> = { reason };
  if (details.trim()) body.details = details.trim();
  if (reason === 'no_consent' && contactEmail?.trim()) body.contact_email = contactEmail.trim();
  return api(`/profiles/${encodeURIComponent(username)}/report`, { method: 'POST', body });
}

export function useReportProfile() {
  return useMutation({ mutationFn: reportProfile });
}
