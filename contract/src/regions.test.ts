import { LOCATIONS, QUICK_SEARCH_TERMS } from './enums';
import { NZ_REGIONS, placeKey, placeSlug, regionBySlug, regionOfPlace, townBySlug } from './regions';

describe('New Zealand regions', () => {
  it('places every registration location in a region', () => {
    for (const location of LOCATIONS) expect(regionOfPlace(location)).toBeDefined();
  });

  it('reads a place with or without macrons, in any case and spacing', () => {
    expect(placeKey('  Whangārei ')).toBe('whangarei');
    expect(regionOfPlace('whangarei')?.slug).toBe('northland');
    expect(regionOfPlace('Auckland  north shore')?.slug).toBe('auckland');
    expect(regionOfPlace("Hawke's Bay")?.slug).toBe('hawkes-bay');
    expect(regionOfPlace('Atlantis')).toBeUndefined();
  });

  it('gives every region and town a unique address', () => {
    const regionSlugs = NZ_REGIONS.map((region) => region.slug);
    expect(new Set(regionSlugs).size).toBe(regionSlugs.length);
    for (const region of NZ_REGIONS) {
      expect(region.slug).toBe(placeSlug(region.name));
      const towns = region.towns.map(placeSlug);
      expect(new Set(towns).size).toBe(towns.length);
      for (const town of region.towns) expect(townBySlug(region, placeSlug(town))).toBe(town);
    }
    expect(regionBySlug('hawkes-bay')?.name).toBe("Hawke's Bay");
  });

  it('names each town once across the country', () => {
    const towns = NZ_REGIONS.flatMap((region) => region.towns.map(placeKey));
    expect(new Set(towns).size).toBe(towns.length);
  });

  it('covers the quick-search cities', () => {
    for (const term of QUICK_SEARCH_TERMS.filter((t) => ['Hamilton', 'Tauranga', 'Wellington', 'Christchurch'].includes(t))) {
      expect(regionOfPlace(term)).toBeDefined();
    }
  });
});
