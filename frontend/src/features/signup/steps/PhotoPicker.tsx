import { MAX_SIGNUP_PHOTOS, MAX_UPLOAD_MB } from 'contract';
import { useRef, useState } from 'react';
import { AreaPainter } from '../../../components/AreaPainter';
import { addPendingPhotos, PendingPhoto, PHOTO_MESSAGES } from '../pending-photos';

interface PhotoPickerProps {
  photos: PendingPhoto[];
  error: string | null;
  onChange(photos: PendingPhoto[], error: string | null): void;
}

/** Up to three photos, previewed locally; they are uploaded with the account on 'Create Account'. */
export function PhotoPicker({ photos, error, onChange }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [painting, setPainting] = useState<string | null>(null);
  const paintingIndex = photos.findIndex((p) => p.id === painting);

  function pick(files: FileList | null) {
    if (!files?.length) return;
    try {
      const result = addPendingPhotos(photos, Array.from(files), (file) => URL.createObjectURL(file));
      onChange(result.photos, result.error);
    } catch {
      onChange(photos, PHOTO_MESSAGES.processFailed);
    }
    // Clearing lets the same file be chosen again after removing it.
    if (input.current) input.current.value = '';
  }

  function remove(photo: PendingPhoto) {
    URL.revokeObjectURL(photo.previewUrl);
    onChange(
      photos.filter((p) => p.id !== photo.id),
      null,
    );
  }

  const full = photos.length >= MAX_SIGNUP_PHOTOS;
  return (
    <fieldset className="signup-photos">
      <legend>Photos (up to {MAX_SIGNUP_PHOTOS})</legend>
      <p className="signup-hint" id="signup-photos-hint">
        JPG, JPEG, PNG or WebP, each under {MAX_UPLOAD_MB} MB. The first photo becomes your main photo.
      </p>
      <label className={`btn btn-outline signup-photos__add${full ? ' is-disabled' : ''}`}>
        Add photos
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={full}
          onChange={(e) => pick(e.target.files)}
          aria-describedby="signup-photos-hint"
        />
      </label>
      {error && (
        <p className="alert alert-error signup-photos__error" role="alert">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="signup-photos__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="signup-photos__item">
              <img src={photo.previewUrl} alt={`Photo ${index + 1} preview`} />
              {index === 0 && <span className="badge badge-verified signup-photos__main">Main</span>}
              <button type="button" className="btn btn-sm btn-light" onClick={() => setPainting(photo.id)}>
                {photo.areas.length ? `Blur areas (${photo.areas.length})` : 'Blur areas'}
                <span className="visually-hidden"> of photo {index + 1}</span>
              </button>
              <button type="button" className="btn btn-sm btn-light" onClick={() => remove(photo)}>
                Remove<span className="visually-hidden"> photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {paintingIndex >= 0 && (
        <div className="signup-photos__painter">
          <AreaPainter
            src={photos[paintingIndex].previewUrl}
            name={`photo ${paintingIndex + 1}`}
            areas={photos[paintingIndex].areas}
            onChange={(areas) => onChange(photos.map((p, i) => (i === paintingIndex ? { ...p, areas } : p)), null)}
          />
          <button type="button" className="btn btn-primary" onClick={() => setPainting(null)}>
            Done
          </button>
        </div>
      )}
    </fieldset>
  );
}
