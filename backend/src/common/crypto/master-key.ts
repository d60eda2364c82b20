import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { SealedDataError } from './aead-stream';

/** A 256-bit key that wraps data keys, named by an id derived from it (safe to show and store). */
export interface MasterKey {
  id: string;
  key: Buffer;
}

export function masterKey(key: Buffer): MasterKey {
  return { id: createHash('sha256').update('kiwi-companions master key id').update(key).digest('hex').slice(0, 16), key };
}

/** 32 bytes as 64 hex characters or base64 (what `openssl rand -hex 32` or `-base64 32` print); undefined for anything else. */
export function parseKeyText(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

export function newKeyText(): string {
  return randomBytes(32).toString('base64');
}

const WRAP_NONCE = 12;
const WRAP_TAG = 16;

/** A data key encrypted under a master key (AES-256-GCM), bound to `context` so it opens nowhere else. */
export function wrapKey(master: MasterKey, dataKey: Buffer, context: string): Buffer {
  const nonce = randomBytes(WRAP_NONCE);
  const cipher = createCipheriv('aes-256-gcm', master.key, nonce);
  cipher.setAAD(Buffer.from(context));
  return Buffer.concat([nonce, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
}

export function unwrapKey(master: MasterKey, wrapped: Buffer, context: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', master.key, wrapped.subarray(0, WRAP_NONCE));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(wrapped.subarray(wrapped.length - WRAP_TAG));
  try {
    return Buffer.concat([decipher.update(wrapped.subarray(WRAP_NONCE, wrapped.length - WRAP_TAG)), decipher.final()]);
  } catch {
    throw new SealedDataError(`the data key does not open with master key ${master.id} (wrong key, or the key was changed)`);
  }
}

/** The master key new data keys are wrapped with, and earlier ones kept until nothing is wrapped with them. */
export class Keyring {
  constructor(
    readonly current: MasterKey,
    readonly previous: MasterKey[] = [],
  ) {}

  find(id: string): MasterKey | undefined {
    return [this.current, ...this.previous].find((key) => key.id === id);
  }

  get ids(): string[] {
    return [this.current, ...this.previous].map((key) => key.id);
  }
}
