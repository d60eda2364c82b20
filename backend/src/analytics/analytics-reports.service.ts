import { addDays, type AnalyticsTotals, type OwnerAnalytics, type ProfileAnalytics, type SiteAnalyticsDay } from 'contract';
import { Injectable } from '@nestjs/common';
import { daysBetween, firstOfMonth } from '../common/time/calendar-days';
import { nzDate } from '../common/time/nz-date';
import { ProfilesService } from '../profiles/profiles.service';
import { AnalyticsRepository, DailyRow } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { addCounts, DayCounts, emptyCounts } from './event-types';
import { ANALYTICS_MESSAGES } from './analytics.messages';
import { appError, ErrorKind } from '../common/errors/app.exception';

/** Before any counter was kept: an export reads every day still stored. */
const EARLIEST_DAY = '2000-01-01';

export const PREMIUM_PERIODS = [7, 30, 90] as const;

function withRate(counts: DayCounts): AnalyticsTotals {
  const taps = counts.calls + counts.sms + counts.emails + counts.websites;
  return { ...counts, contact_taps: taps, contact_rate: counts.visitors > 0 ? Math.round((taps * 1000) / counts.visitors) / 10 : null };
}

/** Reads the daily counters for the owner's Analytics tab and the back office. */
@Injectable()
export class AnalyticsReportsService {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly analytics: AnalyticsService,
    private readonly profiles: ProfilesService,
  ) {}

  /** What the owner's plan shows: Premium a chosen period against the one before, Basic this month, Free nothing. */
  async forOwner(userId: string, days: number, now: Date = new Date()): Promise<OwnerAnalytics> {
    const profile = await this.profiles.getOwn(userId);
    const today = nzDate(now);
    if (profile.subscription_tier === 'premium') {
      if (!(PREMIUM_PERIODS as readonly number[]).includes(days)) throw appError(ErrorKind.BadInput, ANALYTICS_MESSAGES.badPeriod);
      const from = addDays(today, 1 - days);
      const daily = await this.daily(profile.id, from, today);
      const totals = daily.reduce((sum, row) => addCounts(sum, row), emptyCounts());
      const previous = await this.repository.profileTotals(profile.id, addDays(from, -days), addDays(from, -1));
      return { tier: 'premium', days, from, to: today, daily, totals: withRate(totals), previous: withRate(previous) };
    }
    if (profile.subscription_tier === 'basic') {
      const from = firstOfMonth(today);
      return { tier: 'basic', from, to: today, totals: withRate(await this.totals(profile.id, from, today)) };
    }
    return { tier: 'free' };
  }

  /** Site-wide counters per day for the dashboard, every day of the period present. */
  async siteDaily(days: number, now: Date = new Date()): Promise<SiteAnalyticsDay[]> {
    const today = nzDate(now);
    const from = addDays(today, 1 - days);
    const rows = new Map((await this.repository.siteDays(from, today)).map((row) => [row.day, row]));
    return daysBetween(from, today).map((day) => {
      const totals = withRate(rows.get(day) ?? emptyCounts());
      return { day, views: totals.views, visitors: totals.visitors, contact_taps: totals.contact_taps };
    });
  }

  async forProfile(profileId: string, now: Date = new Date()): Promise<ProfileAnalytics> {
    const today = nzDate(now);
    return {
      last_30_days: withRate(await this.totals(profileId, addDays(today, -29), today)),
      last_400_days: withRate(await this.totals(profileId, addDays(today, -399), today)),
    };
  }

  /**
   * Every day the profile has counters for (the retention job keeps 400), for its owner's data export.
   * There is nothing about any visitor to export: only these per-day counts are ever stored.
   */
  async exportDaily(profileId: string, now: Date = new Date()): Promise<DailyRow[]> {
    const today = nzDate(now);
    const rows = await this.repository.profileDays(profileId, EARLIEST_DAY, today);
    const pending = await this.analytics.pendingFor(profileId, today);
    if (!pending) return rows;
    const todays = rows.find((row) => row.day === today);
    if (todays) addCounts(todays, pending);
    else rows.push({ day: today, ...addCounts(emptyCounts(), pending) });
    return rows;
  }

  /** Every day of the period, today's counters including what this instance has not written yet. */
  private async daily(profileId: string, from: string, to: string): Promise<DailyRow[]> {
    const pending = await this.analytics.pendingFor(profileId, to);
    const rows = new Map((await this.repository.profileDays(profileId, from, to)).map((row) => [row.day, row]));
    return daysBetween(from, to).map((day) => {
      const row: DailyRow = { day, ...emptyCounts() };
      addCounts(row, rows.get(day) ?? emptyCounts());
      return day === to && pending ? addCounts(row, pending) : row;
    });
  }

  private async totals(profileId: string, from: string, to: string): Promise<DayCounts> {
    const pending = await this.analytics.pendingFor(profileId, to);
    const totals = await this.repository.profileTotals(profileId, from, to);
    return pending ? addCounts(totals, pending) : totals;
  }
}
