import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import sharp from 'sharp';
import { isOverPixelLimit, SHARP_INPUT_OPTIONS } from '../photos/photo-limits';
import { detectImageType } from '../storage/file-signature';
import { VERIFICATION_MESSAGES } from './verification-messages';

export type DocumentImageType = 'jpeg' | 'png';

/**
 * The real type of an identity document, after sharp has decoded it: the first bytes decide the
 * type, the header is checked against the photos' pixel limit before any pixel is decoded (a
 * decompression bomb costs nothing), then every pixel is read, so a file that only starts like
 * an image is refused too. The document itself is stored as uploaded, for the admin to review.
 */
export async function checkDocumentImage(bytes: Buffer): Promise<DocumentImageType> {
  const type = detectImageType(bytes);
  if (type !== 'jpeg' && type !== 'png') throw new UnsupportedMediaTypeException(VERIFICATION_MESSAGES.wrongType);
  try {
    // stats() reads every pixel; sharp checks the pixel limit from the header before it starts.
    await sharp(bytes, SHARP_INPUT_OPTIONS).stats();
  } catch (error) {
    if (isOverPixelLimit(error)) throw new BadRequestException(VERIFICATION_MESSAGES.tooManyPixels);
    throw new BadRequestException(VERIFICATION_MESSAGES.notReadable);
  }
  return type;
}
