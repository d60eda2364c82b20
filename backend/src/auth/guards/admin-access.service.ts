import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DummyValue, GenerateSql } from '../../common/sql/generate-sql';

export interface AdminAccess {
  id: string;
  userId: string;
  canVerifyProfiles: boolean;
  isSuperadmin: boolean;
  /** Whether the admin has confirmed two-factor sign-in (required before any admin route). */
  twoFactorEnabled: boolean;
}

/**
 * The admin row AdminGuard checks on every /api/admin request. A service, exported with the guard,
 * because Nest builds a guard in each module that uses it: the query itself stays in auth.
 */
@Injectable()
export class AdminAccessService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @GenerateSql({ params: [DummyValue.USER_ID] })
  async findByUserId(userId: string): Promise<AdminAccess | null> {
    const [row] = await this.db.query(
      `SELECT a.id, a.user_id, a.can_verify_profiles, a.is_superadmin,
              EXISTS (SELECT 1 FROM totp_secrets t WHERE t.user_id = a.user_id AND t.confirmed_at IS NOT NULL) AS two_factor_enabled
         FROM admin_users a WHERE a.user_id = $1`,
      [userId],
    );
    return row
      ? { id: row.id, userId: row.user_id, canVerifyProfiles: row.can_verify_profiles, isSuperadmin: row.is_superadmin, twoFactorEnabled: row.two_factor_enabled }
      : null;
  }
}
