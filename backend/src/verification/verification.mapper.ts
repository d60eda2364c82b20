import type { VerificationSubject } from '../profiles/profile-views';

export interface VerificationDocumentView {
  id: string;
  file_type: 'id' | 'selfie';
  /** A signed link that works for a few minutes only. */
  url: string;
}

/** One pending request in the admin queue; `id` is the profile id (the resource id). */
export interface VerificationRequestView {
  id: string;
  user_id: string;
  username: string;
  full_name: string;
  verification_submitted_at: string | null;
  documents: VerificationDocumentView[];
}

export interface VerificationDecisionView {
  message: string;
  profile: { id: string; user_id: string; username: string; full_name: string; is_verified: boolean; verification_requested: boolean };
}

export function toVerificationRequestView(profile: VerificationSubject, documents: VerificationDocumentView[]): VerificationRequestView {
  return {
    id: profile.id,
    user_id: profile.userId,
    username: profile.username,
    full_name: profile.fullName,
    verification_submitted_at: profile.verificationSubmittedAt ? new Date(profile.verificationSubmittedAt).toISOString() : null,
    documents,
  };
}

export function toDecisionView(message: string, profile: VerificationSubject): VerificationDecisionView {
  return {
    message,
    profile: {
      id: profile.id,
      user_id: profile.userId,
      username: profile.username,
      full_name: profile.fullName,
      is_verified: profile.isVerified,
      verification_requested: profile.verificationRequested,
    },
  };
}
