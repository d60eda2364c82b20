import { createCipheriv, createDecipheriv } from 'node:crypto';
import { pipeline, Readable, Transform, TransformCallback } from 'node:stream';

/** Plaintext bytes per chunk: each chunk is authenticated on its own, so a reader never acts on bytes it has not checked. */
export const CHUNK_SIZE = 64 * 1024;
const TAG_SIZE = 16;

/** A sealed stream that was changed, cut short or opened with the wrong key. */
export class SealedDataError extends Error {}

/**
 * Chunk `index`'s nonce: a counter, and a last byte that marks the final chunk (the STREAM
 * construction), so chunks cannot be reordered, dropped or cut off at a chunk boundary unnoticed.
 * Safe because every stream has a data key of its own.
 */
function nonceOf(index: number, final: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeUIntBE(index, 5, 6);
  nonce[11] = final ? 1 : 0;
  return nonce;
}

/** Bytes gathered from a stream's chunks without copying them more than once. */
class Gathered {
  private parts: Buffer[] = [];
  length = 0;

  push(chunk: Buffer): void {
    this.parts.push(chunk);
    this.length += chunk.length;
  }

  take(size: number): Buffer {
    const all = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.length);
    const taken = all.subarray(0, size);
    const rest = all.subarray(size);
    this.parts = rest.length ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

/** Encrypts a stream with AES-256-GCM in chunks of CHUNK_SIZE; the final chunk is always shorter (possibly empty). */
export function encryptStream(dataKey: Buffer, associatedData: Buffer): Transform {
  const pending = new Gathered();
  let index = 0;
  const seal = (plain: Buffer, final: boolean): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', dataKey, nonceOf(index, final));
    cipher.setAAD(associatedData);
    index += 1;
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.push(chunk);
      while (pending.length >= CHUNK_SIZE) this.push(seal(pending.take(CHUNK_SIZE), false));
      done();
    },
    flush(done: TransformCallback) {
      done(null, seal(pending.take(pending.length), true));
    },
  });
}

/** Decrypts what encryptStream wrote; fails with SealedDataError on any changed byte, a missing end, or the wrong key. */
export function decryptStream(dataKey: Buffer, associatedData: Buffer): Transform {
  const pending = new Gathered();
  let index = 0;
  const open = (sealed: Buffer, final: boolean): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, nonceOf(index, final));
    decipher.setAAD(associatedData);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_SIZE));
    index += 1;
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_SIZE)), decipher.final()]);
    } catch {
      throw new SealedDataError(`damaged: chunk ${index} does not authenticate (changed, cut short, or another key)`);
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.push(chunk);
      try {
        // A whole-size chunk is never the final one, so it can be opened as soon as it is complete.
        while (pending.length >= CHUNK_SIZE + TAG_SIZE) this.push(open(pending.take(CHUNK_SIZE + TAG_SIZE), false));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (pending.length < TAG_SIZE) return done(new SealedDataError('truncated: the data ends before its final chunk'));
      try {
        done(null, open(pending.take(pending.length), true));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** The sealed size of `plainSize` bytes. */
export function sealedSize(plainSize: number): number {
  return plainSize + TAG_SIZE * (Math.floor(plainSize / CHUNK_SIZE) + 1);
}

/** The plaintext size of a sealed body of `size` bytes; undefined when no plaintext seals to that size (it was cut). */
export function plainSize(size: number): number | undefined {
  const whole = Math.floor(size / (CHUNK_SIZE + TAG_SIZE));
  const rest = size - whole * (CHUNK_SIZE + TAG_SIZE);
  return rest < TAG_SIZE ? undefined : whole * CHUNK_SIZE + rest - TAG_SIZE;
}

/**
 * `source` through `transform`, whose reader sees the source's failure as its own, even one that
 * happened before this call (a stream already destroyed is never piped silently into a wait).
 */
export function through<T extends Transform>(source: Readable, transform: T): T {
  pipeline(source, transform, () => undefined);
  return transform;
}
