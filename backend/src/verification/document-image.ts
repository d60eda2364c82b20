import sharp from 'sharp';
import { isOverPixelLimit, SHARP_INPUT_OPTIONS } from '../photos/photo-limits';
import { detectImageType } from '../storage/file-signature';
import { VERIFICATION_MESSAGES } from './verification.messages';
import { appError, ErrorKind } from '../common/errors/app.exception';

export type DocumentImageType = 'jpeg' | 'png';

/**
 * The real type of an identity document, after sharp has decoded it: the first bytes decide the
 * type, the header is checked against the photos' pixel limit before any pixel is decoded (a
 * decompression bomb costs nothing), then every pixel is read, so a file that only starts like
 * an image is refused too.
 */
export async function checkDocumentImage(bytes: Buffer): Promise<DocumentImageType> {
  const type = detectImageType(bytes);
  if (type !== 'jpeg' && type !== 'png') throw appError(ErrorKind.UnsupportedMediaType, VERIFICATION_MESSAGES.wrongType);
  try {
    // stats() reads every pixel; sharp checks the pixel limit from the header before it starts.
    await sharp(bytes, SHARP_INPUT_OPTIONS).stats();
  } catch (error) {
    if (isOverPixelLimit(error)) throw appError(ErrorKind.BadInput, VERIFICATION_MESSAGES.tooManyPixels);
    throw appError(ErrorKind.BadInput, VERIFICATION_MESSAGES.notReadable);
  }
  return type;
}

/**
 * The document as it is stored: decoded and encoded again in its own type, turned upright
 * first, so no EXIF, GPS or other metadata of the phone that took it is kept. Call after checkDocumentImage.
 */
export async function reencodeDocument(bytes: Buffer, type: DocumentImageType): Promise<Buffer> {
  const image = sharp(bytes, SHARP_INPUT_OPTIONS).rotate();
  return type === 'jpeg' ? image.jpeg({ quality: 92 }).toBuffer() : image.png().toBuffer();
}
