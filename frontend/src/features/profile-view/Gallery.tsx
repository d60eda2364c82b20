import type { PhotoView } from 'contract';
import { KeyboardEvent, useRef, useState } from 'react';
import { fullImageProps, loadingProps, thumbImageProps } from '../../lib/photos';

interface GalleryProps {
  photos: PhotoView[];
  name: string;
  isVip: boolean;
  isVerified: boolean;
}

const SWIPE_MIN_PX = 40;

/** Photos in position order: arrow keys, swipe, buttons and thumbnails move between them. */
export function Gallery({ photos, name, isVip, isVerified }: GalleryProps) {
  const sorted = [...photos].sort((a, b) => a.position - b.position);
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const touchStart = useRef<number | null>(null);
  const count = sorted.length;
  const current = sorted[Math.min(index, count - 1)];

  const show = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    }
  };

  const badges = (
    <div className="gallery-badges">
      {isVip && <span className="badge badge-vip">VIP</span>}
      {isVerified && <span className="badge badge-verified">✓ Verified</span>}
    </div>
  );

  if (!current) {
    return (
      <div className="gallery">
        <div className="gallery-stage gallery-empty">
          <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
          <span>No photos yet</span>
          {badges}
        </div>
      </div>
    );
  }

  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || count < 2) return;
        if (end - start > SWIPE_MIN_PX) show(index - 1);
        else if (start - end > SWIPE_MIN_PX) show(index + 1);
      }}
    >
      <div className="gallery-stage">
        {failed[current.id] ? (
          <div className="gallery-empty" data-image-failed>
            <span>Photo unavailable</span>
          </div>
        ) : (
          <img
            key={current.id}
            {...fullImageProps(current)}
            // The photo the page opens on is its largest paint: fetched first (and preloaded by the server's render);
            // another is shown because it was asked for, so it loads at once.
            {...(index === 0 ? loadingProps(true) : { decoding: 'async' as const })}
            alt={`${name}, photo ${index + 1} of ${count}`}
            onError={() => setFailed((state) => ({ ...state, [current.id]: true }))}
          />
        )}
        {badges}
        {count > 1 && (
          <>
            <button type="button" className="gallery-nav gallery-prev" aria-label="Previous photo" onClick={() => show(index - 1)}>
              ‹
            </button>
            <button type="button" className="gallery-nav gallery-next" aria-label="Next photo" onClick={() => show(index + 1)}>
              ›
            </button>
            <p className="gallery-count" aria-live="polite">
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery-thumbs">
          {sorted.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className={i === index ? 'active' : ''}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <img {...thumbImageProps(photo)} alt="" {...loadingProps(false)} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
