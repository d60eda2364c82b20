import {
  addMonths,
  type AvailableNowAnswer,
  availableNowText,
  formatDayRange,
  isCalendarDay,
  NZ_REGIONS,
  placeKey,
  TOUR_STOPS_MAX,
  type TourStopInput,
  type TourStopsAnswer,
  type TourStopView,
} from 'contract';
import { Injectable } from '@nestjs/common';
import { nzDate } from '../../common/time/nz-date';
import { ProfilesErrorCode, ProfilesException, PROFILE_MESSAGES, TOURING_MESSAGES } from '../profiles.exception';
import { ProfilesRepository } from '../profiles.repository';
import { TourStopRow, TourStopsRepository } from './tour-stops.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOUR_MS = 3_600_000;

/** Every town of NZ_REGIONS by its key, with its spelling and region. */
const TOWNS = new Map(NZ_REGIONS.flatMap((region) => region.towns.map((town) => [placeKey(town), { town, region: region.slug }] as const)));

function invalid(message: string): ProfilesException {
  return new ProfilesException(ProfilesErrorCode.TourStopInvalid, message);
}

function toView(row: TourStopRow): TourStopView {
  return { id: row.id, town: row.town, region: row.region, first_day: row.first_day, last_day: row.last_day };
}

/**
 * The owner's tour stops and "available now". Both end by themselves: readers compare a
 * stop's last day with today's New Zealand date and available_until with the clock, so no job runs.
 */
@Injectable()
export class TouringService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly stops: TourStopsRepository,
  ) {}

  /** Current and future stops of a profile, soonest first (the public page's list). */
  async upcomingStops(profileId: string, now: Date = new Date()): Promise<TourStopView[]> {
    return (await this.stops.upcoming(profileId, nzDate(now))).map(toView);
  }

  async listOwn(userId: string): Promise<TourStopView[]> {
    return this.upcomingStops(await this.ownProfileId(userId));
  }

  /**
   * Adds a stop after the checks that need no lock; the count and overlap checks run under the
   * profile's row lock, so two adds sent at once cannot both pass them.
   */
  async addOwn(userId: string, input: TourStopInput, now: Date = new Date()): Promise<TourStopsAnswer> {
    const today = nzDate(now);
    const stop = this.checked(input, today);
    const tourStops = await this.profiles.transaction(async (manager) => {
      const profile = await this.profiles.lockLive(manager, { userId });
      if (!profile) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
      await this.stops.deleteEnded(manager, profile.id, today);
      const upcoming = await this.stops.upcoming(profile.id, today, manager);
      if (upcoming.length >= TOUR_STOPS_MAX) throw invalid(TOURING_MESSAGES.tooMany(TOUR_STOPS_MAX));
      const clash = upcoming.find((other) => other.first_day <= stop.last_day && stop.first_day <= other.last_day);
      if (clash) throw invalid(TOURING_MESSAGES.overlaps(clash.town, formatDayRange(clash.first_day, clash.last_day, today)));
      await this.stops.insert(manager, profile.id, stop);
      return this.stops.upcoming(profile.id, today, manager);
    });
    return { message: TOURING_MESSAGES.added, tour_stops: tourStops.map(toView) };
  }

  async removeOwn(userId: string, stopId: string): Promise<TourStopsAnswer> {
    const profileId = await this.ownProfileId(userId);
    const removed = UUID.test(stopId) && (await this.stops.delete(profileId, stopId));
    if (!removed) throw new ProfilesException(ProfilesErrorCode.TourStopNotFound, TOURING_MESSAGES.notFound);
    return { message: TOURING_MESSAGES.removed, tour_stops: await this.upcomingStops(profileId) };
  }

  /** On for `hours` (1-12, checked by AvailableNowDto) from now; a second call moves the end. */
  async setAvailableNow(userId: string, hours: number, now: Date = new Date()): Promise<AvailableNowAnswer> {
    const until = new Date(now.getTime() + hours * HOUR_MS);
    if (!(await this.profiles.setAvailableUntil(userId, until))) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
    const availableUntil = until.toISOString();
    return { message: availableNowText(availableUntil, now)!, available_until: availableUntil };
  }

  async clearAvailableNow(userId: string): Promise<AvailableNowAnswer> {
    if (!(await this.profiles.setAvailableUntil(userId, null))) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
    return { message: TOURING_MESSAGES.availableOff, available_until: null };
  }

  /** The stop as it will be stored (the town's own spelling, its region), or the first reason it cannot be. */
  private checked(input: TourStopInput, today: string): Omit<TourStopRow, 'id'> {
    const place = TOWNS.get(placeKey(input.town));
    if (!place) throw invalid(TOURING_MESSAGES.town);
    if (!isCalendarDay(input.first_day)) throw invalid(TOURING_MESSAGES.firstDay);
    if (!isCalendarDay(input.last_day)) throw invalid(TOURING_MESSAGES.lastDay);
    if (input.last_day < input.first_day) throw invalid(TOURING_MESSAGES.endsBeforeStart);
    if (input.first_day < today) throw invalid(TOURING_MESSAGES.inThePast);
    if (input.last_day > addMonths(today, 12)) throw invalid(TOURING_MESSAGES.tooFarAhead);
    return { town: place.town, region: place.region, first_day: input.first_day, last_day: input.last_day };
  }

  private async ownProfileId(userId: string): Promise<string> {
    const profile = await this.profiles.findLiveByUserId(userId);
    if (!profile) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
    return profile.id;
  }
}
