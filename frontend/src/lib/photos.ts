import type { PhotoView } from 'contract';
// The API stores each photo in two WebP variants: a 400 px wide card image and the full size.

export const CARD_WIDTH = 400;
const DEFAULT_RATIO = 4 / 3;

function ratio(photo: PhotoView): number {
  return photo.width && photo.height ? photo.height / photo.width : DEFAULT_RATIO;
}

export function cardImageProps(photo: PhotoView, sizes: string) {
  const fullWidth = photo.width ?? 900;
  return {
    src: photo.card_url,
    srcSet: fullWidth > CARD_WIDTH ? `${photo.card_url} ${CARD_WIDTH}w, ${photo.url} ${fullWidth}w` : undefined,
    sizes,
    width: CARD_WIDTH,
    height: Math.round(CARD_WIDTH * ratio(photo)),
  };
}

/**
 * The profile page's photo: always the full size, which carries the watermark. No srcset: a phone
 * would otherwise pick the card, which is cropped and has none.
 */
export function fullImageProps(photo: PhotoView) {
  const fullWidth = photo.width ?? 900;
  return {
    src: photo.url,
    width: fullWidth,
    height: Math.round(fullWidth * ratio(photo)),
  };
}
