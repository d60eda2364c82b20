// Reads the emails the app "sends" without SMTP_URL: one .eml file each under DATA_DIR/mail
// (global-setup gives the app its own DATA_DIR and exports it as E2E_DATA_DIR).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MAIL_DIR = join(process.env.E2E_DATA_DIR!, 'mail');

/** Undoes quoted-printable: soft line breaks and =XX bytes, so links read as they were written. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text of every email to `recipient`, oldest first. */
export function mailTo(recipient: string): string[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return []; // the mail directory appears with the first email
  }
  return files
    .map((file) => readFileSync(join(MAIL_DIR, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw))
    .map(decodeQuotedPrintable);
}

/** Waits for the first email to `recipient` whose text contains `containing`. */
export async function waitForMailTo(recipient: string, containing: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const email = mailTo(recipient).find((text) => text.includes(containing));
    if (email) return email;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email to ${recipient} containing "${containing}" in ${MAIL_DIR}`);
}
