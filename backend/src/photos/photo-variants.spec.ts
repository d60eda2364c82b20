import { allKeysOf, variantKey, variantOf, variantUrl } from './photo-variants';

describe('the naming rule of a photo’s narrower copies', () => {
  it('names each copy beside its file, and reads the file and width back from a copy’s key', () => {
    expect(variantKey('p1/1700000000000-ab12cd34ef.webp', 480)).toBe('p1/1700000000000-ab12cd34ef-480w.webp');
    expect(variantKey('p1/1700000000000-ab12cd34ef-card.webp', 240)).toBe('p1/1700000000000-ab12cd34ef-card-240w.webp');
    expect(variantUrl('/media/profile-photos/p1/a%20b.webp', 800)).toBe('/media/profile-photos/p1/a%20b-800w.webp');
    for (const key of ['p1/x.webp', 'p1/x-card.webp', 'seed-pool/3-0b7e.webp']) {
      for (const width of [240, 480, 800]) expect(variantOf(variantKey(key, width))).toEqual({ base: key, width });
    }
  });

  it('reads no copy in a key that is not one', () => {
    for (const key of ['p1/x.webp', 'p1/x-card.webp', 'p1/x-480.webp', 'p1/x-w.webp', 'p1/x-480w.jpg', 'p1/old.png']) expect(variantOf(key)).toBeUndefined();
  });

  it('lists every file of a photo', () => {
    expect(allKeysOf({ storageKey: 'p/a.webp', cardStorageKey: 'p/a-card.webp', widths: [480, 800], cardWidths: [240] })).toEqual([
      'p/a.webp',
      'p/a-card.webp',
      'p/a-480w.webp',
      'p/a-800w.webp',
      'p/a-card-240w.webp',
    ]);
    expect(allKeysOf({ storageKey: 'p/a.webp', cardStorageKey: 'p/a-card.webp', widths: [], cardWidths: [] })).toEqual(['p/a.webp', 'p/a-card.webp']);
  });
});
