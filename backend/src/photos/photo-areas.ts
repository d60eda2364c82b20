import { MAX_AREAS_PER_PHOTO } from './photo-limits';
import { AREA_MESSAGES } from './photos.messages';

/**
 * Areas an advertiser hides before a photo is published (a face, a tattoo, a street sign). Given in
 * fractions of the upright image (0..1), so the browser's preview size does not matter.
 */
export type PhotoAreaStyle = 'blur' | 'cover';

export interface PhotoArea {
  x: number;
  y: number;
  width: number;
  height: number;
  style: PhotoAreaStyle;
}

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Rounding in the browser may put an edge a hair past 1. */
const EDGE_TOLERANCE = 1e-6;

export class PhotoAreaError extends Error {}

function isFraction(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function parseArea(raw: unknown): PhotoArea {
  const area = raw as Partial<PhotoArea> | null;
  if (!area || typeof area !== 'object' || ![area.x, area.y, area.width, area.height].every(isFraction) || (area.style !== 'blur' && area.style !== 'cover')) {
    throw new PhotoAreaError(AREA_MESSAGES.badArea);
  }
  const { x, y, width, height, style } = area as PhotoArea;
  if (width <= 0 || height <= 0) throw new PhotoAreaError(AREA_MESSAGES.empty);
  if (x < 0 || y < 0 || x + width > 1 + EDGE_TOLERANCE || y + height > 1 + EDGE_TOLERANCE) throw new PhotoAreaError(AREA_MESSAGES.outside);
  return { x, y, width, height, style };
}

/** One photo's areas: a list of at most 20 valid areas. */
export function parseAreaList(raw: unknown): PhotoArea[] {
  if (!Array.isArray(raw)) throw new PhotoAreaError(AREA_MESSAGES.notJson);
  if (raw.length > MAX_AREAS_PER_PHOTO) throw new PhotoAreaError(AREA_MESSAGES.tooMany);
  return raw.map(parseArea);
}

/**
 * The multipart `areas` field of an upload: JSON, one list per uploaded file in the same order.
 * Missing means no areas on any photo.
 */
export function parseUploadAreas(raw: unknown, fileCount: number): PhotoArea[][] {
  if (raw === undefined || raw === '') return Array.from({ length: fileCount }, () => []);
  let lists: unknown;
  try {
    lists = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw new PhotoAreaError(AREA_MESSAGES.notJson);
  }
  if (!Array.isArray(lists)) throw new PhotoAreaError(AREA_MESSAGES.notJson);
  if (lists.length !== fileCount) throw new PhotoAreaError(AREA_MESSAGES.perFile);
  return lists.map(parseAreaList);
}

/** The area in pixels of a `width`×`height` image: at least one pixel, never past the edge. */
export function toPixels(area: Pick<PhotoArea, 'x' | 'y' | 'width' | 'height'>, width: number, height: number): PixelBox {
  const left = Math.min(width - 1, Math.max(0, Math.floor(area.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.floor(area.y * height)));
  const right = Math.min(width, Math.max(left + 1, Math.ceil((area.x + area.width) * width)));
  const bottom = Math.min(height, Math.max(top + 1, Math.ceil((area.y + area.height) * height)));
  return { left, top, width: right - left, height: bottom - top };
}

export function boxesOverlap(a: PixelBox, b: PixelBox): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}
