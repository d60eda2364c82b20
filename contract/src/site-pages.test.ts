import { NZ_REGIONS, regionBySlug } from './regions';
import { allPlacePages, placeOfPath, placePage, sitePages } from './site-pages';

describe('site pages', () => {
  it('gives each fixed page its own address', () => {
    const paths = Object.values(sitePages('Kiwi Companions')).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(sitePages('Kiwi Companions').terms.description).toContain('Kiwi Companions');
  });

  it('names a region’s and a town’s landing page', () => {
    const wellington = regionBySlug('wellington')!;
    expect(placePage(wellington)).toMatchObject({ path: '/escorts/wellington', title: 'Escorts in Wellington', heading: 'Escorts in Wellington', indexable: true });
    expect(placePage(wellington, 'Lower Hutt')).toMatchObject({ path: '/escorts/wellington/lower-hutt', title: 'Escorts in Lower Hutt' });
    expect(placePage(wellington, 'Lower Hutt').description).toContain('Lower Hutt, Wellington, New Zealand');
  });

  it('promises no verified escorts above a list that shows unverified profiles too', () => {
    const intro = placePage(regionBySlug('wellington')!).description;
    expect(intro).not.toMatch(/^Verified/);
    expect(intro).toBe('Independent and agency escorts in the Wellington region, New Zealand: photos, rates, touring dates, who is available now and who is verified. 18+ only.');
  });

  it('tells a city apart from the region of the same name', () => {
    const auckland = regionBySlug('auckland')!;
    expect(placePage(auckland, 'Auckland').title).toBe('Escorts in Auckland city');
    expect(placePage(auckland).title).toBe('Escorts in Auckland');
  });

  it('reads a landing page address back, and nothing unknown', () => {
    expect(placeOfPath('hawkes-bay', 'havelock-north')).toEqual({ region: regionBySlug('hawkes-bay'), town: 'Havelock North' });
    expect(placeOfPath('northland', 'whangarei')?.town).toBe('Whangārei');
    expect(placeOfPath('atlantis')).toBeUndefined();
    expect(placeOfPath('wellington', 'dunedin')).toBeUndefined();
  });

  it('lists every region and town once, with distinct titles', () => {
    const pages = allPlacePages();
    expect(pages).toHaveLength(NZ_REGIONS.length + NZ_REGIONS.reduce((sum, region) => sum + region.towns.length, 0));
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  });
});
