import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth-context';
import type { OwnerProfile, PhotoView } from '../../../lib/types';
import { deletePhoto, errorText, reorderPhotos, setPrimaryPhoto, uploadPhoto } from '../api';
import { photoLimit } from '../plan';
import { moved, PHOTO_MESSAGES, selectWithinCap } from './photo-rules';

interface Pending {
  key: string;
  file: File;
  previewUrl: string;
  progress: number;
}

type Notice = { kind: 'success' | 'error'; text: string } | null;

const byPosition = (photos: PhotoView[]) => [...photos].sort((a, b) => a.position - b.position);
let pendingCounter = 0;

export function PhotosTab({ profile }: { profile: OwnerProfile }) {
  const { setProfile } = useAuth();
  const [photos, setPhotos] = useState(() => byPosition(profile.photos));
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const limit = photoLimit(profile.subscription_tier);
  const freeSlots = Math.max(0, limit - photos.length - pending.length);

  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => () => pendingRef.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  /** Keeps the signed-in profile (plan box, preview tab) in step with the gallery. */
  function showPhotos(next: PhotoView[]) {
    const sorted = byPosition(next);
    setPhotos(sorted);
    setProfile({ ...profile, photos: sorted });
  }

  function select(files: FileList | null) {
    if (!files?.length) return;
    try {
      const { accepted, error } = selectWithinCap(Array.from(files), freeSlots, limit);
      const added = accepted.map((file) => ({ key: `p${(pendingCounter += 1)}`, file, previewUrl: URL.createObjectURL(file), progress: 0 }));
      setPending((list) => [...list, ...added]);
      setNotice(error ? { kind: 'error', text: error } : null);
    } catch {
      setNotice({ kind: 'error', text: PHOTO_MESSAGES.processFailed });
    }
    if (input.current) input.current.value = '';
  }

  function removePending(item: Pending) {
    URL.revokeObjectURL(item.previewUrl);
    setPending((list) => list.filter((p) => p.key !== item.key));
  }

  /** One by one, as the spec says; the first failure stops the batch and leaves the rest queued. */
  async function upload() {
    if (busy || pending.length === 0) return;
    setBusy(true);
    setNotice(null);
    try {
      for (const item of pending) {
        const result = await uploadPhoto(item.file, (fraction) => setPending((list) => list.map((p) => (p.key === item.key ? { ...p, progress: fraction } : p))));
        showPhotos(result.photos);
        URL.revokeObjectURL(item.previewUrl);
        setPending((list) => list.filter((p) => p.key !== item.key));
      }
      setNotice({ kind: 'success', text: PHOTO_MESSAGES.uploaded });
    } catch (err) {
      setPending((list) => list.map((p) => ({ ...p, progress: 0 })));
      setNotice({ kind: 'error', text: errorText(err, PHOTO_MESSAGES.uploadFailed) });
    } finally {
      setBusy(false);
    }
  }

  async function run(action: () => Promise<{ photos: PhotoView[]; message?: string }>, success: string | null, failure: string) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const result = await action();
      showPhotos(result.photos);
      if (success) setNotice({ kind: 'success', text: result.message || success });
    } catch (err) {
      setNotice({ kind: 'error', text: errorText(err, failure) });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const ids = photos.map((p) => p.id);

  return (
    <div className="editor-photos">
      <p className="form-hint">
        {photos.length} of {limit} photos on your plan. JPG, JPEG, PNG or WebP, each under 5 MB.
      </p>
      <div aria-live="polite" className="editor-photos__notice">
        {notice?.kind === 'success' && <p className="alert alert-success">{notice.text}</p>}
      </div>
      {notice?.kind === 'error' && (
        <p className="alert alert-error" role="alert">
          {notice.text}
        </p>
      )}

      {photos.length === 0 ? (
        <p>You have no photos yet. Profiles with photos get far more views.</p>
      ) : (
        <ul className="editor-photos__grid" aria-label="Your photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="editor-photo">
              <img src={photo.card_url} alt={`Photo ${index + 1}${photo.is_primary ? ' (main photo)' : ''}`} width={200} height={267} loading="lazy" />
              {photo.is_primary && <span className="badge badge-verified editor-photo__main">Main photo</span>}
              {confirming === photo.id ? (
                <div role="alertdialog" aria-labelledby={`confirm-${photo.id}`} className="editor-photo__confirm">
                  <p id={`confirm-${photo.id}`}>{PHOTO_MESSAGES.deleteConfirm}</p>
                  <button type="button" className="btn btn-sm editor-btn-danger" onClick={() => run(() => deletePhoto(photo.id), PHOTO_MESSAGES.deleted, PHOTO_MESSAGES.deleteFailed)} disabled={busy} autoFocus>
                    Delete
                  </button>
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => setConfirming(null)} disabled={busy}>
                    Keep
                  </button>
                </div>
              ) : (
                <div className="editor-photo__actions">
                  {!photo.is_primary && (
                    <button type="button" className="btn btn-sm btn-outline" onClick={() => run(() => setPrimaryPhoto(photo.id), PHOTO_MESSAGES.primaryUpdated, PHOTO_MESSAGES.primaryFailed)} disabled={busy}>
                      Set as main<span className="visually-hidden"> photo {index + 1}</span>
                    </button>
                  )}
                  <span className="editor-photo__move">
                    <button type="button" className="btn btn-sm btn-ghost" onClick={() => run(() => reorderPhotos(moved(ids, photo.id, -1)), null, PHOTO_MESSAGES.reorderFailed)} disabled={busy || index === 0} aria-label={`Move photo ${index + 1} earlier`}>
                      ←
                    </button>
                    <button type="button" className="btn btn-sm btn-ghost" onClick={() => run(() => reorderPhotos(moved(ids, photo.id, 1)), null, PHOTO_MESSAGES.reorderFailed)} disabled={busy || index === photos.length - 1} aria-label={`Move photo ${index + 1} later`}>
                      →
                    </button>
                  </span>
                  <button type="button" className="btn btn-sm btn-ghost editor-photo__delete" onClick={() => setConfirming(photo.id)} disabled={busy}>
                    Delete<span className="visually-hidden"> photo {index + 1}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <section className="editor-section" aria-labelledby="upload-title">
        <h3 id="upload-title">Add Photos</h3>
        <label className="btn btn-outline editor-photos__pick">
          Select photos
          <input ref={input} type="file" className="visually-hidden" accept="image/jpeg,image/png,image/webp" multiple onChange={(e) => select(e.target.files)} disabled={busy} />
        </label>
        {pending.length > 0 && (
          <>
            <ul className="editor-photos__grid editor-photos__pending" aria-label="Photos ready to upload">
              {pending.map((item, index) => (
                <li key={item.key} className="editor-photo">
                  <img src={item.previewUrl} alt={`New photo ${index + 1} preview`} />
                  <progress max={1} value={item.progress} aria-label={`Upload progress for ${item.file.name}`} />
                  <button type="button" className="btn btn-sm btn-ghost" onClick={() => removePending(item)} disabled={busy}>
                    Remove<span className="visually-hidden"> {item.file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-primary" onClick={upload} disabled={busy}>
              {busy ? 'Uploading...' : `Upload ${pending.length} ${pending.length === 1 ? 'photo' : 'photos'}`}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
