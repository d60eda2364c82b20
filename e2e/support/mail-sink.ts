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

/** Every email to `recipient` as it was written (MIME source), oldest first. */
export function rawMailTo(recipient: string): string[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return []; // the mail directory appears with the first email
  }
  return files
    .map((file) => readFileSync(join(MAIL_DIR, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw));
}

/** The decoded text of every email to `recipient`, oldest first. */
export function mailTo(recipient: string): string[] {
  return rawMailTo(recipient).map(decodeQuotedPrintable);
}

/** The bytes of an email's attachment (nodemailer writes it base64 under its own part headers), or undefined. */
export function attachmentOf(raw: string, filename: string): Buffer | undefined {
  const part = new RegExp(`filename="?${filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?[^]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(raw);
  return part ? Buffer.from(part[1].replace(/\s+/g, ''), 'base64') : undefined;
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
