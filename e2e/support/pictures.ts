import sharp, { type Sharp } from 'sharp';

/**
 * A picture with detail, different for every seed, for journeys that upload photos: a blank
 * (one-colour) photo is refused, and two profiles' uploads of one picture are held as copies of each other.
 * Soft shapes on a gradient, drawn as SVG, so the same seed always gives the same photo.
 */
export function picture(seed: number, width = 600, height = 800): Sharp {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const colour = () => `rgb(${Math.floor(next() * 256)},${Math.floor(next() * 256)},${Math.floor(next() * 256)})`;
  const shapes = Array.from({ length: 6 }, () =>
    next() < 0.5
      ? `<ellipse cx="${next() * width}" cy="${next() * height}" rx="${20 + next() * width * 0.3}" ry="${20 + next() * height * 0.3}" fill="${colour()}"/>`
      : `<rect x="${next() * width}" y="${next() * height}" width="${20 + next() * width * 0.4}" height="${20 + next() * height * 0.4}" fill="${colour()}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="${next()}" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg));
}
