import { type SubscriptionTier } from 'contract';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ProfileQueriesRepository } from './profile-queries.repository';
import { ProfileName, toVerificationSubject, VerificationQueueSearch, VerificationSubject } from './profile-views';

export interface ProfileCounts {
  profiles: number;
  verified: number;
  premium: number;
  pendingVerification: number;
  /** Requests waiting longer than the 48-hour promise. */
  overdueVerification: number;
}

/** A listed profile and when it last changed (the sitemap's lastmod). */
export interface ListedProfileChange {
  id: string;
  username: string;
  updatedAt: Date;
}

export interface PlanEnding {
  userId: string;
  fullName: string;
  tier: SubscriptionTier;
  expiresAt: Date;
}

/**
 * The profiles module's read API for other modules' screens and jobs (dashboard, reports, the
 * verification queue, plan reminders, the sitemap), so none of them queries the profiles table.
 */
@Injectable()
export class ProfileQueriesService {
  constructor(private readonly queries: ProfileQueriesRepository) {}

  async counts(): Promise<ProfileCounts> {
    const row = await this.queries.counts();
    return { profiles: row.profiles, verified: row.verified, premium: row.premium, pendingVerification: row.pending, overdueVerification: row.overdue_verification };
  }

  /** Names of the given profiles, by profile id (inside the caller's transaction when given one). */
  async namesByIds(ids: string[], manager?: EntityManager): Promise<Map<string, ProfileName>> {
    return new Map((await this.queries.namesByIds(ids, manager)).map((row) => [row.id, toProfileName(row)]));
  }

  /** Names of the given users' profiles, by user id. */
  async namesByUserIds(userIds: string[]): Promise<Map<string, ProfileName>> {
    return new Map((await this.queries.namesByUserIds(userIds)).map((row) => [row.user_id, toProfileName(row)]));
  }

  /** Owners of profiles whose username matches a LIKE pattern. */
  userIdsWithUsernameLike(pattern: string): Promise<string[]> {
    return this.queries.userIdsWithUsernameLike(pattern);
  }

  /** Visible to visitors (not paused): what a visitor may report. */
  findListedIdByUsername(username: string): Promise<string | undefined> {
    return this.queries.findListedIdByUsername(username);
  }

  async verificationQueue(search: VerificationQueueSearch): Promise<[VerificationSubject[], number]> {
    const [profiles, total] = await this.queries.findVerificationQueuePage(search);
    return [profiles.map(toVerificationSubject), total];
  }

  userIdsWithLiveProfile(userIds: string[]): Promise<string[]> {
    return this.queries.userIdsWithLiveProfile(userIds);
  }

  verifiedUserIds(userIds: string[]): Promise<string[]> {
    return this.queries.verifiedUserIds(userIds);
  }

  async plansEndingBetween(from: Date, to: Date): Promise<PlanEnding[]> {
    return (await this.queries.plansEndingBetween(from, to)).map((row) => ({ userId: row.user_id, fullName: row.full_name, tier: row.tier, expiresAt: row.expires_at }));
  }

  /** How many profiles visitors can see (the sitemap's size). */
  countListed(): Promise<number> {
    return this.queries.countListed();
  }

  /** Listed profiles' usernames and last changes in a stable order, a page at a time (the sitemap). */
  async listedForSitemap(from: { afterId: string } | { skip: number }, limit: number): Promise<ListedProfileChange[]> {
    return (await this.queries.listedForSitemap(from, limit)).map((row) => ({ id: row.id, username: row.username, updatedAt: new Date(row.updated_at) }));
  }
}

function toProfileName(row: { id: string; user_id: string; username: string; full_name: string; is_active: boolean }): ProfileName {
  return { id: row.id, userId: row.user_id, username: row.username, fullName: row.full_name, isActive: row.is_active };
}
