import { hammingDistance, hashOfGreyPixels, hashParts, MATCH_DISTANCE, PROBE_RADIUS, valuesWithin } from './photo-fingerprint';

/** A small seeded generator (a linear congruential one): the same random copies on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function randomHash(random: () => number): bigint {
  return BigInt.asIntN(64, (BigInt(Math.floor(random() * 2 ** 32)) << 32n) | BigInt(Math.floor(random() * 2 ** 32)));
}

describe('photo fingerprint arithmetic', () => {
  it('probes every 16-bit value within the radius, once each', () => {
    const values = valuesWithin(0b1010_0000_1111_0001, 2);
    expect(values).toHaveLength(1 + 16 + 120);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(hammingDistance(BigInt(value), BigInt(0b1010_0000_1111_0001))).toBeLessThanOrEqual(2);
  });

  it('splits a hash into four 16-bit parts, most significant first, negative hashes included', () => {
    expect(hashParts(BigInt.asIntN(64, 0xffff_0001_8000_1234n))).toEqual([0xffff, 0x0001, 0x8000, 0x1234]);
  });

  it('finds, by pigeonhole, every hash within the match distance through some probed part', () => {
    const random = seededRandom(42);
    for (let trial = 0; trial < 2_000; trial += 1) {
      const stored = randomHash(random);
      let copy = BigInt.asUintN(64, stored);
      const flips = new Set<number>();
      while (flips.size < 1 + (trial % MATCH_DISTANCE)) flips.add(Math.floor(random() * 64));
      for (const bit of flips) copy ^= 1n << BigInt(bit);
      const probes = hashParts(BigInt.asIntN(64, copy)).map((part) => new Set(valuesWithin(part, PROBE_RADIUS)));
      expect(hashParts(stored).some((part, index) => probes[index].has(part))).toBe(true);
    }
  });

  it('answers the same hash for the same pixels and a distant one for the pixels mirrored', () => {
    const pixels = Uint8Array.from({ length: 1024 }, (_, i) => (i % 32) * 8);
    const mirrored = Uint8Array.from({ length: 1024 }, (_, i) => (31 - (i % 32)) * 8);
    expect(hashOfGreyPixels(pixels)).toBe(hashOfGreyPixels(Buffer.from(pixels)));
    expect(hammingDistance(hashOfGreyPixels(pixels), hashOfGreyPixels(mirrored))).toBeGreaterThan(MATCH_DISTANCE);
  });
});
