import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context';
import { useDeleteProfile } from '../api/delete-profile';
import { errorText } from '../error-text';
import { DataExportRequest } from './MyDataSection';

export const DELETE_MESSAGES = {
  firstConfirm: 'Deleting your profile removes your details and photos from the directory. This cannot be undone.',
  secondConfirm: 'Are you absolutely sure?',
  failed: 'Failed to delete profile',
  downloadFirst: 'Want a copy of your data first? We email you a download link that keeps working for 24 hours, even after your profile is deleted. Wait for the email before you delete: your photos go with your profile.',
} as const;

type Stage = 'idle' | 'confirm' | 'final';

/** Two explicit confirmations, then a soft delete, sign-out and the home page with a notice. */
export function DeleteSection() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('idle');
  const deletion = useDeleteProfile();
  const focusTarget = useRef<HTMLButtonElement>(null);

  // Keyboard users continue from the question that just appeared.
  useEffect(() => {
    if (stage !== 'idle') focusTarget.current?.focus();
  }, [stage]);

  function confirmDelete() {
    if (deletion.isPending) return;
    deletion.mutate(undefined, {
      // Leave the signed-in-only page first, so its guard does not bounce to /signin; the server
      // has already ended every session and signing out clears this tab's state.
      onSuccess: () => {
        navigate('/?deleted=true', { replace: true });
        void signOut().catch(() => undefined);
      },
    });
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
          <p>{DELETE_MESSAGES.downloadFirst}</p>
          <DataExportRequest label="Download my data first" />
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
            <button ref={focusTarget} type="button" className="btn editor-btn-danger" onClick={confirmDelete} disabled={deletion.isPending}>
              {deletion.isPending ? 'Deleting...' : 'Delete Permanently'}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setStage('idle')} disabled={deletion.isPending}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {deletion.isError && (
        <p className="alert alert-error" role="alert">
          {errorText(deletion.error, DELETE_MESSAGES.failed)}
        </p>
      )}
    </section>
  );
}
