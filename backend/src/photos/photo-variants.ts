import type { PhotoSource } from 'contract';
import { CARD_WIDTH } from './photo-limits';

/**
 * The naming rule of a photo's narrower copies (its "widths"): the copy `width` px wide of the file stored
 * at `{name}.webp` is stored beside it at `{name}-{width}w.webp`, so the full size `p/123-ab.webp` has
 * `p/123-ab-480w.webp` and `p/123-ab-800w.webp`, and its card `p/123-ab-card.webp` has
 * `p/123-ab-card-240w.webp`. A copy's public address is the file's public address with the same suffix
 * (addresses end with the key, and the suffix needs no encoding). Only the widths are stored
 * (`profile_photos.widths` and `card_widths`, narrowest first), never a list of keys or addresses; a photo
 * stored before widths has none, and its single file serves every slot.
 */
const VARIANT = /^(.+)-(\d{1,4})w\.webp$/;

export function variantKey(key: string, width: number): string {
  return `${key.replace(/\.webp$/, '')}-${width}w.webp`;
}

/** The public address of a copy, from the public address of the file it was made from (no query). */
export function variantUrl(url: string, width: number): string {
  return variantKey(url, width);
}

/** The file a copy's key names and the copy's width; undefined for a key that is no copy's. */
export function variantOf(key: string): { base: string; width: number } | undefined {
  const match = VARIANT.exec(key);
  return match ? { base: `${match[1]}.webp`, width: Number(match[2]) } : undefined;
}

/** What a photo row says of its files. */
export interface PhotoFiles {
  storageKey: string;
  cardStorageKey: string;
  widths: number[];
  cardWidths: number[];
}

/** Every file of a photo: the full size, the card and each of their copies (what deleting a photo removes). */
export function allKeysOf(photo: PhotoFiles): string[] {
  return [
    photo.storageKey,
    photo.cardStorageKey,
    ...photo.widths.map((width) => variantKey(photo.storageKey, width)),
    ...photo.cardWidths.map((width) => variantKey(photo.cardStorageKey, width)),
  ];
}

/** A photo's addresses as a PhotoView gives them (`sources`, `card_sources`). */
export interface PhotoSources {
  sources: PhotoSource[];
  card_sources: PhotoSource[];
}

/** The address of a file (no width) or of one of its copies. */
export type AddressAt = (width?: number) => string;

/** Addresses from a file's public address. */
export function publicAddresses(url: string): AddressAt {
  return (width) => (width === undefined ? url : variantUrl(url, width));
}

/** Addresses as signed links (`sign`), from a file's key. */
export function signedAddresses(key: string, sign: (key: string) => string): AddressAt {
  return (width) => sign(width === undefined ? key : variantKey(key, width));
}

/**
 * Each stored width of the full size and of the card with its address, narrowest first, each list ending
 * with the file itself. Without a known width the full size is not listed (its `url` serves every slot).
 */
export function photoSources(photo: { width: number | null; widths: number[]; cardWidths: number[] }, full: AddressAt, card: AddressAt): PhotoSources {
  const fullWidth = photo.width;
  return {
    sources: fullWidth === null ? [] : [...photo.widths.filter((width) => width < fullWidth).map((width) => ({ url: full(width), width })), { url: full(), width: fullWidth }],
    card_sources: [...photo.cardWidths.filter((width) => width < CARD_WIDTH).map((width) => ({ url: card(width), width })), { url: card(), width: CARD_WIDTH }],
  };
}
