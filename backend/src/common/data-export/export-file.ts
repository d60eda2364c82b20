import type { Readable } from 'node:stream';

/**
 * A file that belongs in an advertiser's data export (a photo, an identity document, an invoice's
 * PDF), named by the module that holds it and opened only when the archive reaches it, so an
 * export never holds its files in memory or keeps many open at once.
 */
export interface ExportFile {
  /** Its name inside the archive's folder for its kind, e.g. `01-full.webp`. */
  name: string;
  open(): Promise<Readable>;
}
