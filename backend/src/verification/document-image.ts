import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../photos/photo-limits';
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
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  try {
    await sharp(bytes, options).metadata();
    await sharp(bytes, options).stats();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message ?? '')) throw new BadRequestException(VERIFICATION_MESSAGES.tooManyPixels);
    throw new BadRequestException(VERIFICATION_MESSAGES.notReadable);
  }
  return type;
}
