import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { canonicalEmail } from './email-identity';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';
import { AdminUser } from './entities/admin-user.entity';
import { User } from './entities/user.entity';

/**
 * Every query on users and admin_users made by the auth module. Emails are written and searched in
 * their canonical form only (email-identity.ts), compared with plain equality.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @GenerateSql({ params: [DummyValue.EMAIL] })
  findByEmail(email: string, manager: EntityManager = this.db.manager): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { email: canonicalEmail(email) } });
  }

  @GenerateSql({ params: [[DummyValue.USER_ID]] })
  findEmailsByIds(ids: string[], manager: EntityManager = this.db.manager): Promise<{ id: string; email: string }[]> {
    if (!ids.length) return Promise.resolve([]);
    return manager.query(`SELECT id, email FROM users WHERE id = ANY($1::uuid[])`, [ids]);
  }

  @GenerateSql()
  async superadminEmails(): Promise<string[]> {
    const rows: { email: string }[] = await this.db.query(`SELECT u.email FROM users u JOIN admin_users a ON a.user_id = u.id WHERE a.is_superadmin ORDER BY u.email`);
    return rows.map((row) => row.email);
  }

  @GenerateSql({ params: [DummyValue.USER_ID] })
  findById(id: string, manager: EntityManager = this.db.manager): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { id } });
  }

  @GenerateSql({ params: [DummyValue.EMAIL] })
  async emailExists(email: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM users WHERE email = $1`, [canonicalEmail(email)]);
    return rows.length > 0;
  }

  @GenerateSql({ params: ['new@example.co.nz', 'password hash', MANAGER] })
  insert(email: string, passwordHash: string, manager: EntityManager = this.db.manager): Promise<User> {
    return manager.getRepository(User).save(manager.getRepository(User).create({ email: canonicalEmail(email), passwordHash }));
  }

  @GenerateSql({ params: [DummyValue.USER_ID, 'password hash', MANAGER] })
  async updatePasswordHash(userId: string, passwordHash: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, { passwordHash });
  }

  @GenerateSql({ params: [DummyValue.USER_ID, 'new@example.co.nz', MANAGER] })
  async updateEmail(userId: string, email: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, { email: canonicalEmail(email) });
  }

  @GenerateSql({ params: [DummyValue.USER_ID] })
  findAdminByUserId(userId: string): Promise<AdminUser | null> {
    return this.db.getRepository(AdminUser).findOne({ where: { userId } });
  }

  /** Creates the admin row or sets its flags (admin:create). */
  @GenerateSql({ params: [DummyValue.USER_ID, { canVerifyProfiles: true, isSuperadmin: true }] })
  async upsertAdmin(userId: string, flags: { canVerifyProfiles: boolean; isSuperadmin: boolean }): Promise<void> {
    await this.db.query(
      `INSERT INTO admin_users (user_id, can_verify_profiles, is_superadmin) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET can_verify_profiles = EXCLUDED.can_verify_profiles, is_superadmin = EXCLUDED.is_superadmin`,
      [userId, flags.canVerifyProfiles, flags.isSuperadmin],
    );
  }
}
