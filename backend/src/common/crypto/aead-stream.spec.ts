import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CHUNK_SIZE, decryptStream, encryptStream, plainSize, sealedSize } from './aead-stream';

async function through(stream: NodeJS.ReadWriteStream, input: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from([input]).pipe(stream)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('sealed streams (AES-256-GCM in authenticated chunks)', () => {
  const key = randomBytes(32);
  const aad = Buffer.from('bucket/key');

  it.each([0, 1, CHUNK_SIZE - 1, CHUNK_SIZE, CHUNK_SIZE * 2 + 5])('round-trips %i bytes, and knows the plaintext size from the sealed size', async (size) => {
    const plain = randomBytes(size);
    const sealed = await through(encryptStream(key, aad), plain);
    expect(sealed.length).toBe(sealedSize(size));
    expect(plainSize(sealed.length)).toBe(size);
    expect((await through(decryptStream(key, aad), sealed)).equals(plain)).toBe(true);
  });

  it('refuses a changed byte anywhere, a cut at a chunk boundary or inside a chunk, and another key', async () => {
    const sealed = await through(encryptStream(key, aad), randomBytes(CHUNK_SIZE * 2 + 100));
    for (const at of [0, 100, CHUNK_SIZE + 20, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at] ^= 1;
      await expect(through(decryptStream(key, aad), changed)).rejects.toThrow(/damaged/);
    }
    await expect(through(decryptStream(key, aad), sealed.subarray(0, (CHUNK_SIZE + 16) * 2))).rejects.toThrow(/truncated|damaged/);
    await expect(through(decryptStream(key, aad), sealed.subarray(0, sealed.length - 10))).rejects.toThrow(/damaged/);
    await expect(through(decryptStream(randomBytes(32), aad), sealed)).rejects.toThrow(/damaged/);
    await expect(through(decryptStream(key, Buffer.from('other/key')), sealed)).rejects.toThrow(/damaged/);
  });
});
