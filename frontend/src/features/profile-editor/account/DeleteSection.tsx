import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context';
import { deleteProfile, errorText } from '../api';

export const DELETE_MESSAGES = {
  firstConfirm: 'Deleting your profile removes your details and photos from the directory. This cannot be undone.',
  secondConfirm: 'Are you absolutely sure?',
  failed: 'Failed to delete profile',
} as const;

type Stage = 'idle' | 'confirm' | 'final';

/** Two explicit confirmations, then a soft delete, sign-out and the home page with a notice. */
export function DeleteSection() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const focusTarget = useRef<HTMLButtonElement>(null);

  // Keyboard users continue from the question that just appeared.
  useEffect(() => {
    if (stage !== 'idle') focusTarget.current?.focus();
  }, [stage]);

  async function confirmDelete() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await deleteProfile();
    } catch (err) {
      setError(errorText(err, DELETE_MESSAGES.failed));
      setBusy(false);
      return;
    }
    // Leave the signed-in-only page first, so its guard does not bounce to /signin; the server
    // has already ended every session and signing out clears this tab's state.
    navigate('/?deleted=true', { replace: true });
    await signOut().catch(() => undefined);
  }

  return (
    <section className="editor-section editor-danger" aria-labelledby="delete-title">
      <h3 id="delete-title">Delete Profile</h3>
      {stage === 'idle' && (
        <button type="button" className="btn editor-btn-danger" onClick={() => setStage('confirm')}>
          Delete Profile
        </button>
      )}
      {stage === 'confirm' && (
        <div role="alertdialog" aria-labelledby="delete-first" className="editor-confirm">
          <p id="delete-first">{DELETE_MESSAGES.firstConfirm}</p>
          <div className="editor-confirm__actions">
            <button ref={focusTarget} type="button" className="btn editor-btn-danger" onClick={() => setStage('final')}>
              Yes, delete my profile
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setStage('idle')}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {stage === 'final' && (
        <div role="alertdialog" aria-labelledby="delete-final" className="editor-confirm">
          <p id="delete-final">
            <strong>{DELETE_MESSAGES.secondConfirm}</strong>
          </p>
          <div className="editor-confirm__actions">
            <button ref={focusTarget} type="button" className="btn editor-btn-danger" onClick={confirmDelete} disabled={busy}>
              {busy ? 'Deleting...' : 'Delete Permanently'}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setStage('idle')} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
