import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ProfileCounts {
  profiles: number;
  verified: number;
  premium: number;
  pendingVerification: number;
}

@Injectable()
export class DashboardRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Spec §7's four profile tiles in one pass, over profiles with is_deleted false. */
  async profileCounts(): Promise<ProfileCounts> {
    const [row] = await this.dataSource.query(`
      SELECT count(*)::int AS profiles,
             count(*) FILTER (WHERE is_verified)::int AS verified,
             count(*) FILTER (WHERE subscription_tier = 'premium')::int AS premium,
             count(*) FILTER (WHERE verification_requested AND NOT is_verified)::int AS pending
      FROM profiles WHERE NOT is_deleted`);
    return { profiles: row.profiles, verified: row.verified, premium: row.premium, pendingVerification: row.pending };
  }
}
