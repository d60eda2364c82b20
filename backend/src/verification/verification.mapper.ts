import type { VerificationDocumentView, VerificationRequestView } from 'contract';
import { VERIFICATION_PROMISE_HOURS, type VerificationSubject } from '../profiles/profile-views';

export interface VerificationDecisionView {
  message: string;
  profile: { id: string; user_id: string; username: string; full_name: string; is_verified: boolean; verification_requested: boolean };
}

export function toVerificationRequestView(profile: VerificationSubject, now: Date, documents: VerificationDocumentView[]): VerificationRequestView {
  const submitted = profile.verificationSubmittedAt ? new Date(profile.verificationSubmittedAt) : null;
  const due = submitted ? new Date(submitted.getTime() + VERIFICATION_PROMISE_HOURS * 3_600_000) : null;
  const secondsLeft = due ? Math.floor((due.getTime() - now.getTime()) / 1000) : null;
  return {
    id: profile.id,
    user_id: profile.userId,
    username: profile.username,
    full_name: profile.fullName,
    verification_submitted_at: submitted ? submitted.toISOString() : null,
    documents,
    subscription_tier: profile.subscriptionTier,
    paid_plan: profile.subscriptionTier === 'basic' || profile.subscriptionTier === 'premium',
    age_seconds: submitted ? Math.max(0, Math.floor((now.getTime() - submitted.getTime()) / 1000)) : null,
    due_at: due ? due.toISOString() : null,
    seconds_left: secondsLeft,
    overdue: secondsLeft !== null && secondsLeft <= 0,
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
