import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, FULL_MAX_EDGE, isOverPixelLimit, MAX_INPUT_PIXELS, SHARP_INPUT_OPTIONS } from './photo-limits';

export interface ProcessedPhoto {
  full: Buffer;
  card: Buffer;
  width: number;
  height: number;
}

/** A file sharp could not turn into a photo; `reason` is safe to show to the uploader. */
export class PhotoProcessingError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function reasonFor(error: unknown): string {
  if (isOverPixelLimit(error)) return `the image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
  return 'the file is not a readable image';
}

/**
 * Turns an upload into clean WebP: turned upright from its EXIF orientation, then re-encoded, which
 * drops every piece of metadata (EXIF, GPS, camera serials, XMP). The pixel limit is checked from the
 * header, before anything is decoded, so a decompression bomb costs nothing.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  try {
    const { data: full, info } = await sharp(input, SHARP_INPUT_OPTIONS)
      .autoOrient()
      .resize({ width: FULL_MAX_EDGE, height: FULL_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const card = await sharp(full).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' }).webp({ quality: 78 }).toBuffer();
    return { full, card, width: info.width, height: info.height };
  } catch (error) {
    throw new PhotoProcessingError(reasonFor(error));
  }
}
