import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The text of a PDF as a PDF reader extracts it (the backend tests' reader, run as its own process). */
export function pdfText(pdf: Buffer): string {
  const output = execFileSync(process.execPath, [join(__dirname, '..', '..', 'backend', 'test', 'pdf-text-reader.mjs')], { input: pdf, encoding: 'utf8' });
  return (JSON.parse(output) as { text: string }).text;
}
