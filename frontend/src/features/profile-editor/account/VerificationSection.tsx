import { FormEvent, useState } from 'react';
import { useAuth } from '../../../lib/auth-context';
import type { OwnerProfile } from '../../../lib/types';
import { errorText, fetchOwnProfile, submitVerification } from '../api';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png'];

export const VERIFICATION_MESSAGES = {
  bothRequired: 'Both ID and selfie photos are required',
  wrongType: 'File type must be JPEG or PNG',
  tooLarge: `File is larger than ${MAX_BYTES} bytes`,
  submitted: 'Verification documents submitted successfully!',
  pending: "Your documents are under review. You'll be notified once your profile is verified.",
  failed: 'Failed to submit verification documents',
  verified: 'Your profile is verified.',
} as const;

function fileProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return VERIFICATION_MESSAGES.wrongType;
  if (file.size > MAX_BYTES) return VERIFICATION_MESSAGES.tooLarge;
  return null;
}

export function VerificationSection({ profile }: { profile: OwnerProfile }) {
  const { setProfile } = useAuth();
  const [idFile, setIdFile] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!idFile || !selfie) return setError(VERIFICATION_MESSAGES.bothRequired);
    const problem = fileProblem(idFile) ?? fileProblem(selfie);
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    try {
      const { message } = await submitVerification(idFile, selfie);
      setSuccess(message || VERIFICATION_MESSAGES.submitted);
      // The earlier app reloaded the page here; fetching the profile shows the pending state without losing the page.
      setProfile(await fetchOwnProfile().catch(() => ({ ...profile, verification_requested: true, verification_submitted_at: new Date().toISOString() })));
    } catch (err) {
      setError(errorText(err, VERIFICATION_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
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
        <p className="form-hint">Upload a photo of your ID and a selfie holding it. JPEG or PNG, up to 5 MB each. Only our verification team can see them.</p>
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
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit for Verification'}
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
