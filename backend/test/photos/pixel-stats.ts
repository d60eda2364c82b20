import sharp from 'sharp';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

export async function rgb(image: Buffer | sharp.Sharp): Promise<RgbImage> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function inBox(x: number, y: number, box: Box, margin = 0): boolean {
  return x >= box.left - margin && x < box.left + box.width + margin && y >= box.top - margin && y < box.top + box.height + margin;
}

/** Mean absolute difference per channel of two equally sized images, over the pixels `pick` chooses. */
export function meanDifference(a: RgbImage, b: RgbImage, pick: (x: number, y: number) => boolean): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  let sum = 0;
  let count = 0;
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      if (!pick(x, y)) continue;
      const i = (y * a.width + x) * 3;
      sum += Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]);
      count += 3;
    }
  }
  if (count === 0) throw new Error('no pixels picked');
  return sum / count;
}

/** Mean and standard deviation of the grey level inside `box`. */
export function greyStats(image: RgbImage, box: Box): { mean: number; deviation: number } {
  const values: number[] = [];
  for (let y = box.top; y < box.top + box.height; y += 1) {
    for (let x = box.left; x < box.left + box.width; x += 1) {
      const i = (y * image.width + x) * 3;
      values.push((image.data[i] + image.data[i + 1] + image.data[i + 2]) / 3);
    }
  }
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const deviation = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
  return { mean, deviation };
}

export const inside = (box: Box, margin = 0) => (x: number, y: number) => inBox(x, y, box, -margin);
export const outsideAll = (boxes: Box[], margin: number) => (x: number, y: number) => boxes.every((box) => !inBox(x, y, box, margin));

/** A box given in fractions of a `width`×`height` image. */
export function fractionBox(area: { x: number; y: number; width: number; height: number }, width: number, height: number): Box {
  const left = Math.floor(area.x * width);
  const top = Math.floor(area.y * height);
  return { left, top, width: Math.ceil((area.x + area.width) * width) - left, height: Math.ceil((area.y + area.height) * height) - top };
}

/**
 * A smooth gradient (which survives WebP almost unchanged) with a black-and-white checkerboard in
 * `detail` (which no blur leaves alone): a face stand-in whose hiding is measurable.
 */
export function portrait(width: number, height: number, detail: Box): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      if (inBox(x, y, detail)) {
        const v = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 ? 255 : 0;
        data.fill(v, i, i + 3);
      } else {
        data[i] = Math.round((x / width) * 200) + 30;
        data[i + 1] = Math.round((y / height) * 200) + 30;
        data[i + 2] = 120;
      }
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}
