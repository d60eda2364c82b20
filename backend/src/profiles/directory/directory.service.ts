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

@Injectable()
export class DirectoryService {
  constructor(
    private readonly directory: DirectoryRepository,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async list({ filter, page, pageSize }: DirectoryQuery): Promise<DirectoryPage> {
    const [ids, total] = await Promise.all([
      this.directory.findPageIds(filter, pageSize, (page - 1) * pageSize),
      this.directory.countListed(filter),
    ]);
    return { items: await loadProfileCards(this.db.manager, ids), total, page, pageSize };
  }

  /** Spec §9: up to 5 premium, then basic, then free to fill, aiming for 5. */
  async featured(): Promise<ProfileCard[]> {
    const ids = await this.directory.findNewestOfTiers(['premium'], FEATURED_TARGET);
    ids.push(...(await this.directory.findNewestOfTiers(['basic'], FEATURED_TARGET - ids.length)));
    ids.push(...(await this.directory.findNewestOfTiers(['free'], FEATURED_TARGET - ids.length)));
    return loadProfileCards(this.db.manager, ids);
  }

  /** Spec §9: up to 10 premium, filled with basic up to 5, then any profile if fewer than 3. */
  async vip(): Promise<ProfileCard[]> {
    const ids = await this.directory.findNewestOfTiers(['premium'], VIP_PREMIUM);
    ids.push(...(await this.directory.findNewestOfTiers(['basic'], VIP_BASIC_FILL_TO - ids.length)));
    ids.push(...(await this.directory.findNewestOfTiers(['premium', 'basic', 'free'], VIP_MINIMUM - ids.length, ids)));
    return loadProfileCards(this.db.manager, ids);
  }
}
