import type { OwnerProfile, PhotoView } from 'contract';
import { useEffect, useRef, useState } from 'react';
import { AreaPainter } from '../../../components/AreaPainter';
import { useAuth } from '../../../lib/auth-context';
import type { PhotoArea } from '../../../lib/photo-areas';
import { useDeletePhoto } from '../api/delete-photo';
import { useHidePhotoAreas } from '../api/hide-photo-areas';
import { useReorderPhotos } from '../api/reorder-photos';
import { useSetPrimaryPhoto } from '../api/set-primary-photo';
import { useUploadPhotos } from '../api/upload-photos';
import { errorText } from '../error-text';
import { photoLimit } from '../plan';
import { moved, PHOTO_MESSAGES, selectWithinCap } from './photo-rules';

interface Pending {
  key: string;
  file: File;
  previewUrl: string;
  progress: number;
  areas: PhotoArea[];
}

/** The photo whose areas are being painted: one still to upload, or a published one (saved as a new photo). */
type Painting = { kind: 'pending'; key: string } | { kind: 'published'; id: string; areas: PhotoArea[] } | null;

type Notice = { kind: 'success' | 'error'; text: string } | null;

const byPosition = (photos: PhotoView[]) => [...photos].sort((a, b) => a.position - b.position);
let pendingCounter = 0;

export function PhotosTab({ profile }: { profile: OwnerProfile }) {
  const { setProfile } = useAuth();
  const [photos, setPhotos] = useState(() => byPosition(profile.photos));
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [painting, setPainting] = useState<Painting>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhotos();
  const setPrimary = useSetPrimaryPhoto();
  const remove = useDeletePhoto();
  const reorder = useReorderPhotos();
  const hideAreas = useHidePhotoAreas();
  // One change at a time: the gallery each answer carries replaces the one on screen.
  const busy = upload.isPending || setPrimary.isPending || remove.isPending || reorder.isPending || hideAreas.isPending;
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
      const added = accepted.map((file) => ({ key: `p${(pendingCounter += 1)}`, file, previewUrl: URL.createObjectURL(file), progress: 0, areas: [] }));
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

  /** The first failure stops the batch and leaves the rest queued. */
  function uploadPending() {
    if (busy || pending.length === 0) return;
    setNotice(null);
    upload.mutate(
      {
        files: pending.map((item) => item.file),
        areasOf: (file) => pending.find((p) => p.file === file)?.areas ?? [],
        onProgress: (file, fraction) => setPending((list) => list.map((p) => (p.file === file ? { ...p, progress: fraction } : p))),
        onStored: (file, stored) => {
          showPhotos(stored);
          const item = pending.find((p) => p.file === file);
          if (item) URL.revokeObjectURL(item.previewUrl);
          setPending((list) => list.filter((p) => p.file !== file));
        },
      },
      {
        onSuccess: () => {
          setPainting(null);
          setNotice({ kind: 'success', text: PHOTO_MESSAGES.uploaded });
        },
        onError: (err) => {
          setPending((list) => list.map((p) => ({ ...p, progress: 0 })));
          setNotice({ kind: 'error', text: errorText(err, PHOTO_MESSAGES.uploadFailed) });
        },
      },
    );
  }

  /** Every gallery change answers with the gallery as stored: show it, and say how the change went. */
  function outcome(success: string | null, failure: string) {
    return {
      onSuccess: (result: { photos: PhotoView[]; message?: string }) => {
        showPhotos(result.photos);
        if (success) setNotice({ kind: 'success', text: result.message || success });
      },
      onError: (err: Error) => setNotice({ kind: 'error', text: errorText(err, failure) }),
      onSettled: () => setConfirming(null),
    };
  }

  function makeMain(id: string) {
    if (busy) return;
    setNotice(null);
    setPrimary.mutate(id, outcome(PHOTO_MESSAGES.primaryUpdated, PHOTO_MESSAGES.primaryFailed));
  }

  function deleteOne(id: string) {
    if (busy) return;
    setNotice(null);
    remove.mutate(id, outcome(PHOTO_MESSAGES.deleted, PHOTO_MESSAGES.deleteFailed));
  }

  function saveAreas(id: string, areas: PhotoArea[]) {
    if (busy || areas.length === 0) return;
    setNotice(null);
    hideAreas.mutate({ id, areas }, { ...outcome(PHOTO_MESSAGES.areasSaved, PHOTO_MESSAGES.areasFailed), onSuccess: (result) => {
      showPhotos(result.photos);
      setPainting(null);
      setNotice({ kind: 'success', text: result.message || PHOTO_MESSAGES.areasSaved });
    } });
  }

  function setPendingAreas(key: string, areas: PhotoArea[]) {
    setPending((list) => list.map((p) => (p.key === key ? { ...p, areas } : p)));
  }

  function move(id: string, step: -1 | 1) {
    if (busy) return;
    setNotice(null);
    reorder.mutate(moved(photos.map((p) => p.id), id, step), outcome(null, PHOTO_MESSAGES.reorderFailed));
  }

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
              {photo.moderation_state === 'pending' && <span className="badge editor-photo__review">Waiting for review</span>}
              {photo.moderation_state === 'rejected' && <span className="badge editor-photo__review editor-photo__review--rejected">Not approved</span>}
              {photo.moderation_state === 'rejected' && (photo.moderation_reason || photo.moderation_note) && (
                <p className="editor-photo__rejection">{[photo.moderation_reason, photo.moderation_note].filter(Boolean).join('. ')}</p>
              )}
              {confirming === photo.id ? (
                <div role="alertdialog" aria-labelledby={`confirm-${photo.id}`} className="editor-photo__confirm">
                  <p id={`confirm-${photo.id}`}>{PHOTO_MESSAGES.deleteConfirm}</p>
                  <button type="button" className="btn btn-sm editor-btn-danger" onClick={() => deleteOne(photo.id)} disabled={busy} autoFocus>
                    Delete
                  </button>
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => setConfirming(null)} disabled={busy}>
                    Keep
                  </button>
                </div>
              ) : (
                <div className="editor-photo__actions">
                  {!photo.is_primary && (
                    <button type="button" className="btn btn-sm btn-outline" onClick={() => makeMain(photo.id)} disabled={busy}>
                      Set as main<span className="visually-hidden"> photo {index + 1}</span>
                    </button>
                  )}
                  <span className="editor-photo__move">
                    <button type="button" className="btn btn-sm btn-ghost" onClick={() => move(photo.id, -1)} disabled={busy || index === 0} aria-label={`Move photo ${index + 1} earlier`}>
                      ←
                    </button>
                    <button type="button" className="btn btn-sm btn-ghost" onClick={() => move(photo.id, 1)} disabled={busy || index === photos.length - 1} aria-label={`Move photo ${index + 1} later`}>
                      →
                    </button>
                  </span>
                  <button type="button" className="btn btn-sm btn-ghost" onClick={() => setPainting({ kind: 'published', id: photo.id, areas: [] })} disabled={busy}>
                    Blur areas<span className="visually-hidden"> of photo {index + 1}</span>
                  </button>
                  <button type="button" className="btn btn-sm btn-ghost editor-photo__delete" onClick={() => setConfirming(photo.id)} disabled={busy}>
                    Delete<span className="visually-hidden"> photo {index + 1}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {painting && <PaintingPanel painting={painting} photos={photos} pending={pending} busy={busy} onPendingAreas={setPendingAreas} onPublishedAreas={(areas) => setPainting({ ...(painting as Extract<Painting, { kind: 'published' }>), areas })} onSave={saveAreas} onClose={() => setPainting(null)} />}

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
                  <button type="button" className="btn btn-sm btn-ghost" onClick={() => setPainting({ kind: 'pending', key: item.key })} disabled={busy}>
                    {item.areas.length ? `Blur areas (${item.areas.length})` : 'Blur areas'}
                    <span className="visually-hidden"> of {item.file.name}</span>
                  </button>
                  <button type="button" className="btn btn-sm btn-ghost" onClick={() => removePending(item)} disabled={busy}>
                    Remove<span className="visually-hidden"> {item.file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-primary" onClick={uploadPending} disabled={busy}>
              {busy ? 'Uploading...' : `Upload ${pending.length} ${pending.length === 1 ? 'photo' : 'photos'}`}
            </button>
          </>
        )}
      </section>
    </div>
  );
}

interface PaintingPanelProps {
  painting: NonNullable<Painting>;
  photos: PhotoView[];
  pending: Pending[];
  busy: boolean;
  onPendingAreas(key: string, areas: PhotoArea[]): void;
  onPublishedAreas(areas: PhotoArea[]): void;
  onSave(id: string, areas: PhotoArea[]): void;
  onClose(): void;
}

/** The painter for the chosen photo: a new photo's areas go with its upload; a published photo's are saved at once. */
function PaintingPanel({ painting, photos, pending, busy, onPendingAreas, onPublishedAreas, onSave, onClose }: PaintingPanelProps) {
  if (painting.kind === 'pending') {
    const index = pending.findIndex((p) => p.key === painting.key);
    if (index < 0) return null;
    const item = pending[index];
    return (
      <section className="editor-section" aria-labelledby="painter-title">
        <h3 id="painter-title">Blur areas of new photo {index + 1}</h3>
        <AreaPainter src={item.previewUrl} name={`new photo ${index + 1}`} areas={item.areas} onChange={(areas) => onPendingAreas(item.key, areas)} />
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Done
        </button>
      </section>
    );
  }
  const index = photos.findIndex((p) => p.id === painting.id);
  if (index < 0) return null;
  return (
    <section className="editor-section" aria-labelledby="painter-title">
      <h3 id="painter-title">Blur areas of photo {index + 1}</h3>
      <p className="form-hint">Saving replaces the published photo with a new one.</p>
      <AreaPainter src={photos[index].url} name={`photo ${index + 1}`} areas={painting.areas} onChange={onPublishedAreas} />
      <div className="editor-photo__actions">
        <button type="button" className="btn btn-primary" onClick={() => onSave(painting.id, painting.areas)} disabled={busy || painting.areas.length === 0}>
          {busy ? 'Saving...' : 'Save blur'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
          Cancel
        </button>
      </div>
    </section>
  );
}
