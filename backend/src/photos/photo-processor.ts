import sharp from 'sharp';
import { fingerprintOf, PhotoFingerprintError } from './photo-fingerprint';
import { boxesOverlap, PhotoArea, PixelBox, toPixels } from './photo-areas';
import { CARD_HEIGHT, CARD_WIDTH, CARD_WIDTHS, cardHeightAt, FULL_MAX_EDGE, fullWidthsFor, isOverPixelLimit, MAX_INPUT_PIXELS, SHARP_INPUT_OPTIONS } from './photo-limits';
import { watermarkBox, watermarkOverlay } from './watermark';

/** A narrower copy of the full size or of the card (photo-variants.ts names its file). */
export interface StoredWidth {
  width: number;
  data: Buffer;
}

export interface ProcessedPhoto {
  full: Buffer;
  card: Buffer;
  width: number;
  height: number;
  /** The full size at each width of FULL_WIDTHS below its own (watermarked too), narrowest first. */
  widths: StoredWidth[];
  /** The card at each width of CARD_WIDTHS, narrowest first. */
  cardWidths: StoredWidth[];
  /** The perceptual hash (photo-fingerprint.ts) of the photo as shown, before the watermark. */
  hash: bigint;
}

/** A file sharp could not turn into a photo; `reason` is safe to show to the uploader. */
export class PhotoProcessingError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

interface RawImage {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const FULL_QUALITY = 82;
const CARD_QUALITY = 78;
/** Blurred areas are first cut to cells this many pixels wide, so no blur can be undone to recover a face. */
const BLUR_CELL = 24;
const COVER_COLOUR = { r: 31, g: 31, b: 31, alpha: 1 };

const UNHASHABLE_REASON = "the photo could not be checked against other profiles' photos. Please try again.";

/** The fingerprint of decoded pixels; a photo that cannot be fingerprinted is refused with the reason. */
async function fingerprintOrRefuse(image: RawImage): Promise<bigint> {
  try {
    return await fingerprintOf(sharp(image.data, { raw: image.raw }));
  } catch (error) {
    throw new PhotoProcessingError(error instanceof PhotoFingerprintError ? error.reason : UNHASHABLE_REASON);
  }
}

function reasonFor(error: unknown): string {
  if (isOverPixelLimit(error)) return `the image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
  return 'the file is not a readable image';
}

async function decode(image: sharp.Sharp): Promise<RawImage> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** A blurred area is pixelated then smoothed; a covered one is a flat dark patch. */
async function patchFor(image: RawImage, box: PixelBox, style: PhotoArea['style']): Promise<sharp.OverlayOptions> {
  if (style === 'cover') {
    const cover = await sharp({ create: { width: box.width, height: box.height, channels: 4, background: COVER_COLOUR } }).png().toBuffer();
    return { input: cover, left: box.left, top: box.top };
  }
  const cells = await sharp(image.data, { raw: image.raw })
    .extract(box)
    .resize(Math.max(1, Math.round(box.width / BLUR_CELL)), Math.max(1, Math.round(box.height / BLUR_CELL)), { fit: 'fill' })
    .png()
    .toBuffer();
  const blurred = await sharp(cells)
    .resize(box.width, box.height, { fit: 'fill' })
    .blur(Math.max(0.3, Math.min(box.width, box.height) / 10))
    .png()
    .toBuffer();
  return { input: blurred, left: box.left, top: box.top };
}

/** Paints every area over the image (all patches come from the untouched pixels). */
async function hideAreas(image: RawImage, boxes: Array<{ box: PixelBox; style: PhotoArea['style'] }>): Promise<RawImage> {
  if (boxes.length === 0) return image;
  const patches = await Promise.all(boxes.map(({ box, style }) => patchFor(image, box, style)));
  return decode(sharp(image.data, { raw: image.raw }).composite(patches));
}

function pixelBoxes(areas: PhotoArea[], width: number, height: number) {
  return areas.map((area) => ({ box: toPixels(area, width, height), style: area.style }));
}

/**
 * Where an area (fractions of the full image) lands on the card, which is the full image scaled to
 * cover 400×533 and cropped at the centre; a pixel of margin each side absorbs rounding. Areas wholly
 * cropped away are dropped.
 */
function cardBoxes(areas: PhotoArea[], fullWidth: number, fullHeight: number) {
  const scale = Math.max(CARD_WIDTH / fullWidth, CARD_HEIGHT / fullHeight);
  const scaledWidth = Math.round(fullWidth * scale);
  const scaledHeight = Math.round(fullHeight * scale);
  const offsetX = Math.floor((scaledWidth - CARD_WIDTH) / 2);
  const offsetY = Math.floor((scaledHeight - CARD_HEIGHT) / 2);
  const boxes: Array<{ box: PixelBox; style: PhotoArea['style'] }> = [];
  for (const area of areas) {
    const left = Math.max(0, Math.floor(area.x * scaledWidth - offsetX) - 1);
    const top = Math.max(0, Math.floor(area.y * scaledHeight - offsetY) - 1);
    const right = Math.min(CARD_WIDTH, Math.ceil((area.x + area.width) * scaledWidth - offsetX) + 1);
    const bottom = Math.min(CARD_HEIGHT, Math.ceil((area.y + area.height) * scaledHeight - offsetY) + 1);
    if (right > left && bottom > top) boxes.push({ box: { left, top, width: right - left, height: bottom - top }, style: area.style });
  }
  return boxes;
}

/**
 * Turns an upload into clean WebP: turned upright from its EXIF orientation, scaled, then the
 * advertiser's areas blurred or covered BEFORE any size is encoded, so no stored size holds the
 * hidden pixels. The card is cut from the hidden image; the full size also gets the watermark. Each is
 * also stored narrower (FULL_WIDTHS below the photo's width, CARD_WIDTHS), for `srcset`.
 * Re-encoding drops every piece of metadata (EXIF, GPS, camera serials, XMP). The pixel limit is
 * checked from the header, before anything is decoded, so a decompression bomb costs nothing.
 */
export async function processPhoto(input: Buffer, areas: PhotoArea[], siteName: string): Promise<ProcessedPhoto> {
  let hidden: RawImage;
  try {
    const upright = await decode(
      sharp(input, SHARP_INPUT_OPTIONS).autoOrient().resize({ width: FULL_MAX_EDGE, height: FULL_MAX_EDGE, fit: 'inside', withoutEnlargement: true }),
    );
    hidden = await hideAreas(upright, pixelBoxes(areas, upright.raw.width, upright.raw.height));
  } catch (error) {
    throw new PhotoProcessingError(reasonFor(error));
  }
  // Fingerprinted as shown, without the watermark every stored photo shares.
  const hash = await fingerprintOrRefuse(hidden);
  const { width, height } = hidden.raw;
  try {
    const card = await sharp(hidden.data, { raw: hidden.raw }).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' }).webp({ quality: CARD_QUALITY }).toBuffer();
    const full = await sharp(hidden.data, { raw: hidden.raw })
      .composite([watermarkOverlay(width, height, siteName)])
      .webp({ quality: FULL_QUALITY })
      .toBuffer();
    // Each copy is scaled from the unmarked pixels and gets a watermark drawn at its own size.
    const widths = await narrowerCopies(hidden, fullWidthsFor(width), FULL_QUALITY, 'inside', (w, h) => [watermarkOverlay(w, h, siteName)]);
    const cardWidths = await narrowerCopies(hidden, CARD_WIDTHS, CARD_QUALITY, 'cover');
    return { full, card, width, height, widths, cardWidths, hash };
  } catch (error) {
    throw new PhotoProcessingError(reasonFor(error));
  }
}

/**
 * The image at each of `widths`: 'inside' keeps its proportions (a copy of the full size), 'cover' crops it
 * to the card's 3:4 at the centre, as the card is cut. `overlays` draws on each copy at its own size.
 */
async function narrowerCopies(
  image: RawImage,
  widths: readonly number[],
  quality: number,
  fit: 'inside' | 'cover',
  overlays: (width: number, height: number) => sharp.OverlayOptions[] = () => [],
): Promise<StoredWidth[]> {
  const copies: StoredWidth[] = [];
  for (const width of widths) {
    const height = fit === 'cover' ? cardHeightAt(width) : Math.max(1, Math.round((image.raw.height * width) / image.raw.width));
    const data = await sharp(image.data, { raw: image.raw })
      .resize(width, height, { fit: fit === 'cover' ? 'cover' : 'fill' })
      .composite(overlays(width, height))
      .webp({ quality })
      .toBuffer();
    copies.push({ width, data });
  }
  return copies;
}

/**
 * A published photo with more areas hidden: works on the stored sizes (no original exists). The
 * watermark is drawn again only where an area was painted over it. Every narrower copy is made again
 * from the hidden full size and card (the full size's copies keep its watermark, scaled with it).
 */
export async function hideAreasOfStoredPhoto(stored: { full: Buffer; card: Buffer }, areas: PhotoArea[], siteName: string): Promise<ProcessedPhoto> {
  const full = await decode(sharp(stored.full));
  const { width, height } = full.raw;
  const boxes = pixelBoxes(areas, width, height);
  const hiddenFull = await hideAreas(full, boxes);
  const hash = await fingerprintOrRefuse(hiddenFull);
  const overWatermark = boxes.some(({ box }) => boxesOverlap(box, watermarkBox(width, height, siteName)));
  const markedFull = overWatermark ? await decode(sharp(hiddenFull.data, { raw: hiddenFull.raw }).composite([watermarkOverlay(width, height, siteName)])) : hiddenFull;
  const fullOut = await sharp(markedFull.data, { raw: markedFull.raw }).webp({ quality: FULL_QUALITY }).toBuffer();
  const hiddenCard = await hideAreas(await decode(sharp(stored.card)), cardBoxes(areas, width, height));
  const card = await sharp(hiddenCard.data, { raw: hiddenCard.raw }).webp({ quality: CARD_QUALITY }).toBuffer();
  return {
    full: fullOut,
    card,
    width,
    height,
    widths: await narrowerCopies(markedFull, fullWidthsFor(width), FULL_QUALITY, 'inside'),
    cardWidths: await narrowerCopies(hiddenCard, CARD_WIDTHS, CARD_QUALITY, 'cover'),
    hash,
  };
}

/**
 * For photos stored before narrower copies: the copies of the stored full size (watermarked: they keep
 * its watermark, scaled with it) and of the stored card. Photos stored before watermarks get theirs first.
 */
export async function storedPhotoWidths(stored: { full: Buffer; card: Buffer }): Promise<{ width: number; height: number; widths: StoredWidth[]; cardWidths: StoredWidth[] }> {
  const full = await decode(sharp(stored.full, SHARP_INPUT_OPTIONS));
  const card = await decode(sharp(stored.card, SHARP_INPUT_OPTIONS));
  return {
    width: full.raw.width,
    height: full.raw.height,
    widths: await narrowerCopies(full, fullWidthsFor(full.raw.width), FULL_QUALITY, 'inside'),
    cardWidths: await narrowerCopies(card, CARD_WIDTHS, CARD_QUALITY, 'cover'),
  };
}

/** For photos stored before fingerprints: the fingerprint of the stored full size. */
export function fingerprintStoredPhoto(full: Buffer): Promise<bigint> {
  return fingerprintOf(sharp(full, SHARP_INPUT_OPTIONS));
}

/** For photos stored before watermarks: the full size with the watermark added. */
export async function watermarkStoredPhoto(full: Buffer, siteName: string): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(full).metadata();
  return sharp(full).composite([watermarkOverlay(width, height, siteName)]).webp({ quality: FULL_QUALITY }).toBuffer();
}
