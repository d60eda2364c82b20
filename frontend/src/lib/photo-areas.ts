/** An area to blur or cover, in fractions of the upright photo (docs/api-contract.md, `PhotoArea`). */
export interface PhotoArea {
  x: number;
  y: number;
  width: number;
  height: number;
  style: 'blur' | 'cover';
}

export const MAX_AREAS = 20;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The rectangle between two points (fractions), kept inside the photo. */
export function areaBetween(a: { x: number; y: number }, b: { x: number; y: number }, style: PhotoArea['style']): PhotoArea {
  const x = clamp(Math.min(a.x, b.x), 0, 1);
  const y = clamp(Math.min(a.y, b.y), 0, 1);
  return { x, y, width: clamp(Math.max(a.x, b.x), 0, 1) - x, height: clamp(Math.max(a.y, b.y), 0, 1) - y, style };
}

/** Moves (or, with `resize`, grows) an area by a step, never past the photo's edges or below a small size. */
export function nudged(area: PhotoArea, dx: number, dy: number, resize: boolean): PhotoArea {
  if (resize) {
    return { ...area, width: clamp(area.width + dx, 0.02, 1 - area.x), height: clamp(area.height + dy, 0.02, 1 - area.y) };
  }
  return { ...area, x: clamp(area.x + dx, 0, 1 - area.width), y: clamp(area.y + dy, 0, 1 - area.height) };
}
