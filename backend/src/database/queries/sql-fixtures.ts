import { DataSource } from 'typeorm';
import { DummyValue } from '../../common/sql/generate-sql';

/**
 * The few rows some statements need to be reached (a session to rotate, an admin to lock, an overdue takedown
 * to escalate), under DummyValue's fixed ids, inserted once before the calls.
 */
const FIXTURES: [string, unknown[]][] = [
  [`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'not a hash')`, [DummyValue.USER_ID, DummyValue.EMAIL]],
  [`INSERT INTO profiles (id, user_id, username, full_name) VALUES ($1, $2, 'fixture', 'Fixture')`, [DummyValue.PROFILE_ID, DummyValue.USER_ID]],
  [`INSERT INTO admin_users (id, user_id, is_superadmin) VALUES ($1, $2, true)`, [DummyValue.ADMIN_ID, DummyValue.USER_ID]],
  [`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [DummyValue.SESSION_ID, DummyValue.USER_ID]],
  [`INSERT INTO refresh_tokens (session_id, token_hash) VALUES ($1, $2)`, [DummyValue.SESSION_ID, DummyValue.TOKEN_HASH]],
  [`INSERT INTO profile_reports (id, profile_id, reason, reporter_ip_hash) VALUES ($1, $2, 'other', 'fixture')`, [DummyValue.REPORT_ID, DummyValue.PROFILE_ID]],
  [`INSERT INTO takedown_cases (report_id, profile_id, due_at) VALUES ($1, $2, $3)`, [DummyValue.REPORT_ID, DummyValue.PROFILE_ID, new Date('2000-01-01T00:00:00.000Z')]],
];

export async function insertSqlFixtures(db: DataSource): Promise<void> {
  for (const [sql, params] of FIXTURES) await db.query(sql, params);
}
