import type { OverlayOptions } from 'sharp';
import type { PixelBox } from './photo-areas';

/** Text height as a share of the photo's width: readable on a phone, small next to the subject. */
const TEXT_SHARE = 0.04;
const MIN_TEXT_PX = 12;
/** DejaVu Sans Bold's average advance per character, as a share of the font size. */
const ADVANCE = 0.68;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Where the site's name goes on a `width`×`height` photo: the bottom-right corner, away from the
 * centre where the subject usually is.
 */
export function watermarkBox(width: number, height: number, siteName: string): PixelBox {
  const size = Math.max(MIN_TEXT_PX, Math.round(width * TEXT_SHARE));
  const margin = Math.round(size * 0.6);
  const boxWidth = Math.min(width, Math.ceil(siteName.length * size * ADVANCE) + margin);
  const boxHeight = Math.min(height, Math.ceil(size * 1.4));
  return { left: width - boxWidth, top: Math.max(0, height - boxHeight - margin), width: boxWidth, height: boxHeight };
}

/** The site's name, white at half opacity with a faint dark outline so it shows on light and dark photos. */
export function watermarkOverlay(width: number, height: number, siteName: string): OverlayOptions {
  const box = watermarkBox(width, height, siteName);
  const size = Math.max(MIN_TEXT_PX, Math.round(width * TEXT_SHARE));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}">
<text x="${box.width - Math.round(size * 0.6)}" y="${Math.round(size * 1.05)}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff" fill-opacity="0.5" stroke="#000000" stroke-opacity="0.3" stroke-width="${Math.max(1, Math.round(size / 18))}">${escapeXml(siteName)}</text>
</svg>`;
  return { input: Buffer.from(svg), left: box.left, top: box.top };
}
