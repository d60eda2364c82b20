import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A session that ends (signed out, revoked, deleted, its expiry or start brought forward) sends a
 * `session_ended` notification with its id, and a TRUNCATE one without, so every app instance
 * drops the access-token checks it remembers for it at once.
 */
export class SessionEndNotifications1795603050000 implements MigrationInterface {
  name = 'SessionEndNotifications1795603050000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('session_ended', '');
        ELSE
          PERFORM pg_notify('session_ended', OLD.id::text);
        END IF;
        RETURN NULL;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER sessions_ended AFTER UPDATE OF revoked_at, expires_at, created_at, user_id ON sessions FOR EACH ROW
      WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL OR NEW.expires_at < OLD.expires_at OR NEW.created_at < OLD.created_at OR NEW.user_id <> OLD.user_id)
      EXECUTE FUNCTION notify_session_ended()`);
    await db.query(`CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_ended()`);
    await db.query(`CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_session_ended()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER sessions_truncated ON sessions`);
    await db.query(`DROP TRIGGER sessions_deleted ON sessions`);
    await db.query(`DROP TRIGGER sessions_ended ON sessions`);
    await db.query(`DROP FUNCTION notify_session_ended()`);
  }
}
