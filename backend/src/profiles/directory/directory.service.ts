import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { loadProfileCards } from '../profile-cards.loader';
import { ProfileCard } from '../profile.mapper';
import { DirectoryQuery } from './directory-query';
import { DirectoryRepository } from './directory.repository';

export interface DirectoryPage {
  items: ProfileCard[];
  total: number;
  page: number;
  pageSize: number;
}

const FEATURED_TARGET = 5;
const VIP_PREMIUM = 10;
const VIP_BASIC_FILL_TO = 5;
const VIP_MINIMUM = 3;

/** Appends ids not yet chosen until the list holds `upTo`. */
function fill(chosen: string[], candidates: string[], upTo: number): string[] {
  for (const id of candidates) {
    if (chosen.length >= upTo) break;
    if (!chosen.includes(id)) chosen.push(id);
  }
  return chosen;
}

@Injectable()
export class DirectoryService {
  constructor(
    private readonly directory: DirectoryRepository,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async list({ filter, page, pageSize }: DirectoryQuery): Promise<DirectoryPage> {
    const [items, total] = await Promise.all([
      this.directory.findPage(filter, pageSize, (page - 1) * pageSize),
      this.directory.countListed(filter),
    ]);
    return { items, total, page, pageSize };
  }

  /** Spec §9: up to 5 premium, then basic, then free to fill, aiming for 5. */
  async featured(): Promise<ProfileCard[]> {
    const newest = await this.directory.findNewestByTier(FEATURED_TARGET, 0);
    const ids = fill([], newest.premium, FEATURED_TARGET);
    fill(ids, newest.basic, FEATURED_TARGET);
    fill(ids, newest.free, FEATURED_TARGET);
    return loadProfileCards(this.db.manager, ids);
  }

  /** Spec §9: up to 10 premium, filled with basic up to 5, then any profile if fewer than 3. */
  async vip(): Promise<ProfileCard[]> {
    const newest = await this.directory.findNewestByTier(VIP_PREMIUM, VIP_MINIMUM);
    const ids = fill([], newest.premium, VIP_PREMIUM);
    fill(ids, newest.basic, VIP_BASIC_FILL_TO);
    fill(ids, newest.any, VIP_MINIMUM);
    return loadProfileCards(this.db.manager, ids);
  }
}
