import { TestApp } from '../test-app';

/** Emails queued in the outbox for a recipient, newest last. */
export async function emailsTo(t: TestApp, recipient: string): Promise<{ kind: string; subject: string; text_body: string }[]> {
  return t.db.query(`SELECT kind, subject, text_body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY created_at, id`, [recipient]);
}

/** The audit entries for one target. */
export async function auditOf(t: TestApp, targetId: string): Promise<{ action: string; admin_user_id: string; details: Record<string, unknown> }[]> {
  return t.db.query(`SELECT action, admin_user_id, details FROM admin_audit_log WHERE target_id = $1 ORDER BY created_at`, [targetId]);
}

/** Whether the directory lists the profile (found by searching its full name). */
export async function inDirectory(t: TestApp, fullName: string, username: string): Promise<boolean> {
  const res = await t.http().get('/api/profiles').query({ search: fullName, pageSize: 24 }).expect(200);
  return res.body.items.some((card: { username: string }) => card.username === username);
}

export async function pendingItems(t: TestApp, auth: Record<string, string>, profileId: string): Promise<{ id: string; kind: string; held: boolean; flag: string | null; details: Record<string, unknown> }[]> {
  const res = await t
    .http()
    .get('/api/admin/moderation')
    .query({ filter: JSON.stringify({ profile_id: profileId, state: 'pending' }) })
    .set(auth)
    .expect(200);
  return res.body;
}
