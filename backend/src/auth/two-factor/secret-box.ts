import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** A 32-byte key for one purpose, derived from the app's secret (HKDF-SHA256): no key is stored anywhere. */
function derivedKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'kiwi-companions', purpose, 32));
}

/**
 * Encrypts TOTP secrets at rest (AES-256-GCM) and hashes recovery codes (HMAC-SHA256), with keys
 * derived from the app's secret (JWT_SECRET, or the one kept in DATA_DIR/secrets), so a copy of the
 * database alone reveals neither. The account id is bound in, so a row copied to another account
 * does not decrypt or match there.
 */
export class SecretBox {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(appSecret: string) {
    this.encryptionKey = derivedKey(appSecret, 'totp-secret-encryption');
    this.hashKey = derivedKey(appSecret, 'recovery-code-hash');
  }

  seal(userId: string, plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The plaintext, or null when the text was not sealed by this key for this account (tampered, or the app's secret changed). */
  open(userId: string, sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** Recovery codes carry about 50 random bits, so a keyed fast hash is enough: argon2 would only slow sign-in. */
  hash(userId: string, code: string): string {
    return createHmac('sha256', this.hashKey).update(`${userId}:${code}`).digest('base64url');
  }
}
