import sharp from 'sharp';

/**
 * Stolen and duplicate photos: a 64-bit perceptual hash (a DCT "pHash"). The photo is reduced to
 * 32×32 grey pixels, transformed with a 2-D DCT, and the 64 lowest frequencies after the average (in zigzag
 * order) each give one bit: above their median or not. Resizing, re-encoding and small brightness changes move
 * few of those coefficients across the median; a small crop moves a few more. Copies are photos at most
 * MATCH_DISTANCE bits apart (backend/test/moderation/stolen-photos.spec.ts measures it on generated photos).
 */

/** Photos this many bits apart or fewer are copies: every resized, re-encoded or lightly cropped copy in the accuracy tests is within it, no unrelated photo is. */
export const MATCH_DISTANCE = 10;
/** The hash is four 16-bit parts; a look-up probes every part value this many bits from the new photo's part or fewer. */
export const PART_BITS = 16;
export const PART_COUNT = 4;
/**
 * Pigeonhole: two hashes at most MATCH_DISTANCE bits apart differ in at most floor(MATCH_DISTANCE / 4) bits in
 * at least one of the four parts, so probing each part within that radius finds every copy.
 */
export const PROBE_RADIUS = Math.floor(MATCH_DISTANCE / PART_COUNT);

const SIZE = 32;
/** Below this standard deviation (0-255) in every colour channel, the image is one flat colour: nothing to fingerprint. */
const BLANK_SPREAD = 1;

/** A photo that cannot be fingerprinted; `reason` is safe to show to the uploader. */
export class PhotoFingerprintError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export const BLANK_PHOTO_REASON = "the image is blank (a single colour), so it cannot be checked against other profiles' photos";

/** cos(π(2x+1)u / 2N) for the frequencies the hash reads. */
const FREQUENCIES = 11;
const COSINES: Float64Array[] = Array.from({ length: FREQUENCIES }, (_, u) => Float64Array.from({ length: SIZE }, (_, x) => Math.cos((Math.PI * (2 * x + 1) * u) / (2 * SIZE))));

/** The 64 lowest frequencies after (0,0), by u+v then u: the zigzag a JPEG reads its coefficients in. */
const ZIGZAG: Array<[number, number]> = [];
for (let sum = 1; ZIGZAG.length < 64; sum += 1) {
  for (let u = 0; u <= sum && ZIGZAG.length < 64; u += 1) ZIGZAG.push([u, sum - u]);
}

/** The hash of 32×32 grey pixels (row by row). */
export function hashOfGreyPixels(grey: Uint8Array | Buffer): bigint {
  if (grey.length !== SIZE * SIZE) throw new Error(`expected ${SIZE * SIZE} grey pixels, got ${grey.length}`);
  // Separable DCT: along the rows for the frequencies needed, then down the columns.
  const rows = new Float64Array(SIZE * FREQUENCIES);
  for (let y = 0; y < SIZE; y += 1) {
    for (let v = 0; v < FREQUENCIES; v += 1) {
      let sum = 0;
      for (let x = 0; x < SIZE; x += 1) sum += grey[y * SIZE + x] * COSINES[v][x];
      rows[y * FREQUENCIES + v] = sum;
    }
  }
  const coefficients = ZIGZAG.map(([u, v]) => {
    let sum = 0;
    for (let y = 0; y < SIZE; y += 1) sum += rows[y * FREQUENCIES + v] * COSINES[u][y];
    return sum;
  });
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = (sorted[31] + sorted[32]) / 2;
  let hash = 0n;
  coefficients.forEach((value, bit) => {
    if (value > median) hash |= 1n << BigInt(63 - bit);
  });
  return BigInt.asIntN(64, hash);
}

/**
 * The fingerprint of an image sharp can read (an encoded file, or raw pixels with their layout). Alpha is
 * flattened onto white first, as a browser shows it. A blank image (one colour at full size: a fine pattern
 * that averages out at 32×32 is not blank) has no fingerprint.
 */
export async function fingerprintOf(image: sharp.Sharp): Promise<bigint> {
  // Decoded once: the blank check reads every pixel, and the 32×32 reduction starts from the same pixels.
  // (sharp's stats() would also compute sharpness and the dominant colour, several times the cost of the rest.)
  const { data: pixels, info: layout } = await image.flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  if (isBlank(pixels, layout.channels)) throw new PhotoFingerprintError(BLANK_PHOTO_REASON);
  const raw = { width: layout.width, height: layout.height, channels: layout.channels };
  const { data, info } = await sharp(pixels, { raw }).greyscale().resize(SIZE, SIZE, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return hashOfGreyPixels(data);
  return hashOfGreyPixels(Uint8Array.from({ length: SIZE * SIZE }, (_, i) => data[i * info.channels]));
}

/** Whether every channel's standard deviation is below BLANK_SPREAD: one flat colour. */
function isBlank(pixels: Buffer, channels: number): boolean {
  const count = pixels.length / channels;
  for (let channel = 0; channel < channels; channel += 1) {
    let sum = 0;
    let squares = 0;
    for (let i = channel; i < pixels.length; i += channels) {
      sum += pixels[i];
      squares += pixels[i] * pixels[i];
    }
    const mean = sum / count;
    if (squares / count - mean * mean >= BLANK_SPREAD * BLANK_SPREAD) return false;
  }
  return true;
}

export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest) {
    rest &= rest - 1n;
    count += 1;
  }
  return count;
}

/** The four 16-bit parts, most significant first (the order of the indexes profile_photos_phash_part0..3). */
export function hashParts(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  return Array.from({ length: PART_COUNT }, (_, part) => Number((unsigned >> BigInt(PART_BITS * (PART_COUNT - 1 - part))) & 0xffffn));
}

/** Every 16-bit value at most `radius` bits from `value`: what a part index is probed with. */
export function valuesWithin(value: number, radius: number): number[] {
  const found = [value];
  const flip = (from: number, start: number, left: number) => {
    for (let bit = start; bit < PART_BITS; bit += 1) {
      const next = from ^ (1 << bit);
      found.push(next);
      if (left > 1) flip(next, bit + 1, left - 1);
    }
  };
  if (radius > 0) flip(value, 0, radius);
  return found;
}
