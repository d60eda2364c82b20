import { addDays, NZ_REGIONS } from 'contract';
import { nzDate } from '../../common/time/nz-date';
import { insertRows, Queryable } from './seed-rows';

/** One profile in this many tours, another is "available now". */
const TOURING_EVERY = 25;
const AVAILABLE_EVERY = 40;

const TOWNS = NZ_REGIONS.flatMap((region) => region.towns.map((town) => ({ town, region: region.slug })));

/** When "available now" ends for a seeded profile, or null: a few hours from the seed's start for one in AVAILABLE_EVERY. */
export function seedAvailableUntil(index: number, now: number): Date | null {
  return index % AVAILABLE_EVERY === 7 ? new Date(now + (1 + (index % 8)) * 3_600_000) : null;
}

/**
 * Tour stops for one profile in TOURING_EVERY, chosen by index (never by the seed's random
 * numbers, so the other profiles stay as they were): a stop under way, soon or weeks ahead, in a
 * town across the country, and for some a second stop after it.
 */
export async function seedTourStops(db: Queryable, profiles: Array<{ id: string; index: number }>, now: number): Promise<void> {
  const today = nzDate(new Date(now));
  const rows: unknown[][] = [];
  for (const { id, index } of profiles) {
    if (index % TOURING_EVERY !== 3) continue;
    // Mixed by multiplying, so the dates are not tied to the plan (also chosen by the index's remainder).
    const first = addDays(today, ((index * 7919) % 30) - 2);
    const last = addDays(first, (index * 31) % 4);
    const stop = TOWNS[(index * 7) % TOWNS.length];
    rows.push([id, stop.town, stop.region, first, last]);
    if ((index * 17) % 3 === 0) {
      const next = TOWNS[(index * 13) % TOWNS.length];
      rows.push([id, next.town, next.region, addDays(last, 2), addDays(last, 4)]);
    }
  }
  if (rows.length) await insertRows(db, 'profile_tour_stops', ['profile_id', 'town', 'region', 'first_day', 'last_day'], rows);
}
