import sharp from 'sharp';

const PALETTES = [
  ['#2b1b3d', '#b2456e'], ['#1d2b4a', '#5a8dee'], ['#3a1f1f', '#e07a5f'], ['#1f3a32', '#81b29a'],
  ['#2e2a24', '#d4a373'], ['#241b2f', '#9d4edd'], ['#102a43', '#f0b429'], ['#33202a', '#ff8fab'],
];

/** A generated portrait placeholder (gradient, silhouette and initials); nothing is downloaded. */
function portraitSvg(width: number, height: number, initials: string, variant: number): string {
  const [dark, light] = PALETTES[variant % PALETTES.length];
  const cx = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="${variant % 2}" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${cx}" cy="${height * 0.38}" r="${width * 0.17}" fill="${dark}" fill-opacity="0.55"/>
  <ellipse cx="${cx}" cy="${height * 0.86}" rx="${width * 0.34}" ry="${height * 0.26}" fill="${dark}" fill-opacity="0.55"/>
  <text x="${cx}" y="${height * 0.94}" font-family="sans-serif" font-size="${width * 0.09}" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${initials}</text>
</svg>`;
}

export interface SeedImage {
  full: Buffer;
  card: Buffer;
  width: number;
  height: number;
}

export async function generatePortrait(initials: string, variant: number): Promise<SeedImage> {
  const width = 900;
  const height = 1200;
  const full = await sharp(Buffer.from(portraitSvg(width, height, initials, variant))).webp({ quality: 72 }).toBuffer();
  const card = await sharp(full).resize(400, 533, { fit: 'cover' }).webp({ quality: 70 }).toBuffer();
  return { full, card, width, height };
}
