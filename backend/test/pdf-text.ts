import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The pages and text of a PDF, read by a real PDF reader library in its own process (test/pdf-text-reader.mjs). */
export function pdfText(pdf: Buffer): { pages: number; text: string } {
  const output = execFileSync(process.execPath, [join(__dirname, 'pdf-text-reader.mjs')], { input: pdf, encoding: 'utf8' });
  return JSON.parse(output);
}
