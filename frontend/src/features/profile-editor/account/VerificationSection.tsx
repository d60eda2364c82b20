import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, OwnerProfile, VerificationMessages } from 'contract';
import { FormEvent, useState } from 'react';
import { useSubmitVerification } from '../api/submit-verification';
import { errorText } from '../error-text';

const TYPES = ['image/jpeg', 'image/png'];

export const VERIFICATION_MESSAGES = {
  bothRequired: VerificationMessages.bothRequired,
  wrongType: VerificationMessages.wrongType,
  tooLarge: VerificationMessages.tooLarge,
  submitted: VerificationMessages.submitted,
  pending: VerificationMessages.underReview,
  failed: 'Failed to submit verification documents',
  verified: 'Your profile is verified.',
} as const;

function fileProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return VERIFICATION_MESSAGES.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return VERIFICATION_MESSAGES.tooLarge;
  return null;
}

export function VerificationSection({ profile }: { profile: OwnerProfile }) {
  const [idFile, setIdFile] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const submission = useSubmitVerification(profile);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submission.isPending) return;
    if (!idFile || !selfie) return setError(VERIFICATION_MESSAGES.bothRequired);
    const problem = fileProblem(idFile) ?? fileProblem(selfie);
    if (problem) return setError(problem);
    setError('');
    submission.mutate(
      { id: idFile, selfie },
      {
        onSuccess: ({ message }) => setSuccess(message || VERIFICATION_MESSAGES.submitted),
        onError: (err) => setError(errorText(err, VERIFICATION_MESSAGES.failed)),
      },
    );
  }

  let body;
  if (profile.is_verified) {
    body = (
      <p className="editor-status editor-status--ok">
        <span className="badge badge-verified">Verified</span> {VERIFICATION_MESSAGES.verified}
      </p>
    );
  } else if (profile.verification_requested) {
    body = <p className="alert editor-pending">{VERIFICATION_MESSAGES.pending}</p>;
  } else {
    body = (
      <form onSubmit={submit} noValidate>
        <p className="form-hint">Upload a photo of your ID and a selfie holding it. JPEG or PNG, up to {MAX_UPLOAD_MB} MB each. Only our verification team can see them.</p>
        <div className="editor-grid">
          <div className="field">
            <label htmlFor="verification-id">ID document</label>
            <input id="verification-id" type="file" accept="image/jpeg,image/png" onChange={(e) => setIdFile(e.target.files?.[0] ?? null)} />
          </div>
          <div className="field">
            <label htmlFor="verification-selfie">Selfie</label>
            <input id="verification-selfie" type="file" accept="image/jpeg,image/png" onChange={(e) => setSelfie(e.target.files?.[0] ?? null)} />
          </div>
        </div>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={submission.isPending}>
          {submission.isPending ? 'Submitting...' : 'Submit for Verification'}
        </button>
      </form>
    );
  }

  return (
    <section className="editor-section" aria-labelledby="verification-title">
      <h3 id="verification-title">Profile Verification</h3>
      <div aria-live="polite">{success && <p className="alert alert-success">{success}</p>}</div>
      {body}
    </section>
  );
}
