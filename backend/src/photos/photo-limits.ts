import { MAX_UPLOAD_BYTES, PHOTO_LIMITS } from 'contract';
/** One upload may carry as many photos as the largest plan allows. */
export const MAX_PHOTOS_PER_UPLOAD = Math.max(...Object.values(PHOTO_LIMITS));
export const MAX_PHOTO_BYTES = MAX_UPLOAD_BYTES;
/** Decoded images above this many pixels are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** How sharp opens every upload (photos and identity documents): the pixel limit, and a damaged file is an error, not a warning. */
export const SHARP_INPUT_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** Whether sharp refused an image for the pixel limit (rather than for being unreadable). */
export function isOverPixelLimit(error: unknown): boolean {
  return /pixel limit/i.test((error as Error)?.message ?? '');
}
export const FULL_MAX_EDGE = 1600;
export const CARD_WIDTH = 400;
export const CARD_HEIGHT = 533;
/**
 * The narrower copies of the full size stored beside it, for `srcset`: a phone's card or gallery slot
 * (about 360 CSS px) at 1x takes 480, at 2x 800; a desktop's gallery (560 CSS px) takes 800 at 1x. A width
 * at or above the photo's own is skipped (never enlarged): the full size is then the widest.
 */
export const FULL_WIDTHS: readonly number[] = [480, 800];
/**
 * The narrower copy of the card (240×320): what the profile gallery's 64-px thumbnails need up to 3x, at
 * about a third of the card's bytes. No wider card: above 400 px a slot takes the full size's copies,
 * which carry the watermark, so no large unmarked copy of a photo is ever stored.
 */
export const CARD_WIDTHS: readonly number[] = [240];

/** The card's height at a stored width (its 3:4 crop). */
export function cardHeightAt(width: number): number {
  return Math.round((width * CARD_HEIGHT) / CARD_WIDTH);
}

/** The widths of FULL_WIDTHS a photo `fullWidth` px wide is stored at besides its own, narrowest first. */
export function fullWidthsFor(fullWidth: number): number[] {
  return FULL_WIDTHS.filter((width) => width < fullWidth);
}
/** Hidden areas one photo may carry. */
export const MAX_AREAS_PER_PHOTO = 20;
