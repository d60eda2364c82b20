import type { PhotoSource, PhotoView } from 'contract';
// The API stores each photo as WebP at several widths: the full size (watermarked) with narrower copies of
// it, and the card (a 3:4 crop, no watermark) with a narrower copy; PhotoView lists each as `sources`.

const DEFAULT_RATIO = 4 / 3;

/**
 * How wide a grid's card is (profile-card.css, global.css): two columns 12 px apart on a phone (the page less
 * its 16-px sides), two then three 240-px-or-wider columns 20 px apart up to 899 px (at most 4 px narrower
 * than said), and under 300 px from 900 px, whether the grid is beside the quick search (3 columns) or not (4).
 */
export const CARD_SIZES = '(max-width: 791px) calc(50vw - 22px), (max-width: 899px) calc(33.4vw - 24px), 300px';
/** The profile page's photo (profile-view.css): the page less its sides on a phone, a 560-px column from 900 px. */
export const GALLERY_SIZES = '(min-width: 900px) 560px, calc(100vw - 32px)';
/** The gallery's thumbnails are 64×85 CSS px. */
export const THUMB_SIZES = '64px';

/** How an image loads: the one that paints first is fetched first; every other waits until it nears the screen. */
export function loadingProps(priority: boolean) {
  return priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
}

function srcSet(sources: PhotoSource[]): string | undefined {
  return sources.length > 1 ? sources.map((source) => `${source.url} ${source.width}w`).join(', ') : undefined;
}

function ratio(photo: PhotoView): number {
  return photo.width && photo.height ? photo.height / photo.width : DEFAULT_RATIO;
}

/**
 * A card's photo: the card at its stored widths, then the full size's wider copies for a slot the card
 * cannot fill sharply (a phone at 2x and more). Only copies wider than the card carry the watermark.
 */
export function cardImageProps(photo: PhotoView, sizes: string) {
  const wider = photo.sources.filter((source) => source.width > photo.card_width);
  return {
    src: photo.card_url,
    srcSet: srcSet([...photo.card_sources, ...wider]),
    sizes,
    width: photo.card_width,
    height: photo.card_height,
  };
}

/**
 * The profile page's photo: always the full size or one of its copies, which all carry the watermark; never
 * the card, which is cropped and has none. A photo stored before copies existed has just its one file.
 */
export function fullImageProps(photo: PhotoView) {
  const fullWidth = photo.width ?? 900;
  return {
    src: photo.url,
    srcSet: srcSet(photo.sources),
    sizes: GALLERY_SIZES,
    width: fullWidth,
    height: Math.round(fullWidth * ratio(photo)),
  };
}

/** A gallery thumbnail: the card at its narrowest stored width that is sharp at 64 px. */
export function thumbImageProps(photo: PhotoView) {
  return { src: photo.card_url, srcSet: srcSet(photo.card_sources), sizes: THUMB_SIZES, width: 64, height: 85 };
}
