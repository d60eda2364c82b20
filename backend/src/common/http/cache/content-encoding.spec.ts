import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, compress } from './content-encoding';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %p as %p', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('compress', () => {
  it('gives bytes that decompress to the body, smaller than it', () => {
    const body = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Mia' }))));
    const br = compress(body, 'br');
    const gzip = compress(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 4);
  });
});
