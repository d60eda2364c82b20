import { randomUUID } from 'node:crypto';
import { ContactMessage } from '../../src/messages/entities/contact-message.entity';
import { MessagesService } from '../../src/messages/messages.service';
import { threadReference } from '../../src/messages/thread-reference';
import { Admin, createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

const HOUR = 3_600_000;
const base = Date.now() - 100 * HOUR;

describe('admin threads', () => {
  let t: TestApp;
  let admin: Admin;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM contact_messages');
  });

  /** A message at a known time (hours after `base`), so ordering is deterministic. */
  async function message(threadId: string, hours: number, overrides: Partial<ContactMessage> = {}): Promise<ContactMessage> {
    return t.db.getRepository(ContactMessage).save({
      threadId,
      name: 'Aroha Smith',
      email: 'aroha@example.co.nz',
      phone: '021 555 0101',
      city: 'Wellington',
      message: `message at ${hours}h`,
      isAdminReply: false,
      isDeleted: false,
      createdAt: new Date(base + hours * HOUR),
      ...overrides,
    });
  }

  const list = (query = '') => t.http().get(`/api/admin/threads${query}`).set(admin.auth);

  it('groups messages into threads, newest thread first, with the latest message as preview', async () => {
    const older = randomUUID();
    const newer = randomUUID();
    await message(older, 1, { name: 'Older Person', email: 'older@example.co.nz', message: 'first question' });
    await message(newer, 2, { name: 'Newer Person', email: 'newer@example.co.nz', phone: '09 555 0000' });
    await message(older, 3, { name: 'Older Person', email: 'older@example.co.nz', message: 'admin answer', isAdminReply: true });
    await message(newer, 4, { name: 'Newer Person', email: 'newer@example.co.nz', message: 'follow-up question' });

    const res = await list().expect(200);
    expect(res.headers['content-range']).toBe('threads 0-1/2');
    expect(res.body).toEqual([
      {
        id: newer,
        reference: expect.stringMatching(/^MSG-\d{6}$/),
        name: 'Newer Person',
        email: 'newer@example.co.nz',
        phone: '09 555 0000',
        city: 'Wellington',
        created_at: new Date(base + 4 * HOUR).toISOString(),
        preview: 'follow-up question',
        status: 'awaiting',
        message_count: 2,
      },
      expect.objectContaining({ id: older, preview: 'admin answer', status: 'replied', message_count: 2, created_at: new Date(base + 3 * HOUR).toISOString() }),
    ]);
  });

  it('computes the reference from the first 8 hex characters of the thread id', async () => {
    const threadId = '0001e240-9c1b-4d7a-8f00-000000000000';
    await message(threadId, 1);
    const res = await list().expect(200);
    expect(res.body[0].reference).toBe('MSG-123456');
    expect((await list(`?filter=${encodeURIComponent('{"q":"MSG-123456"}')}`).expect(200)).body).toHaveLength(1);
  });

  it('gives the same reference in SQL and in JS when the first 8 hex digits are 0x80000000 or above', async () => {
    // Past the signed 32-bit range: 2147483648, 3735928559 and 4294967295.
    const ids = ['80000000-0000-4000-8000-000000000000', 'deadbeef-0000-4000-8000-000000000000', 'ffffffff-0000-4000-8000-000000000000'];
    for (const [hour, id] of ids.entries()) await message(id, hour);

    const res = await list('?sort=["id","ASC"]').expect(200);
    expect(res.body.map((thread: { reference: string }) => thread.reference)).toEqual(['MSG-483648', 'MSG-928559', 'MSG-967295']);
    expect(ids.map(threadReference)).toEqual(['MSG-483648', 'MSG-928559', 'MSG-967295']);
    for (const id of ids) {
      const found = await list(`?filter=${encodeURIComponent(JSON.stringify({ q: threadReference(id) }))}`).expect(200);
      expect(found.body.map((thread: { id: string }) => thread.id)).toEqual([id]);
    }
  });

  it('leaves deleted messages out of threads and hides fully deleted threads', async () => {
    const kept = randomUUID();
    const gone = randomUUID();
    await message(kept, 1);
    await message(kept, 2, { isAdminReply: true, isDeleted: true });
    await message(gone, 3, { isDeleted: true });
    const res = await list().expect(200);
    expect(res.body).toEqual([expect.objectContaining({ id: kept, status: 'awaiting', message_count: 1 })]);
  });

  it('pages, sorts and filters as ra-data-simple-rest asks', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await message(ids[0], 1, { name: 'Charlie', email: 'c@example.co.nz' });
    await message(ids[1], 2, { name: 'alice', email: 'a@example.co.nz' });
    await message(ids[2], 3, { name: 'Bob', email: 'b@example.co.nz' });
    await message(ids[2], 4, { name: 'Bob', email: 'b@example.co.nz', isAdminReply: true });

    const page = await list(`?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[1,1]')}`).expect(200);
    expect(page.headers['content-range']).toBe('threads 1-1/3');
    expect(page.body.map((x: { name: string }) => x.name)).toEqual(['Bob']);

    const awaiting = await list(`?filter=${encodeURIComponent('{"status":"awaiting"}')}`).expect(200);
    expect(awaiting.body.map((x: { id: string }) => x.id)).toEqual([ids[1], ids[0]]);

    const search = await list(`?filter=${encodeURIComponent('{"q":"ALI"}')}`).expect(200);
    expect(search.body.map((x: { id: string }) => x.id)).toEqual([ids[1]]);

    const many = await list(`?filter=${encodeURIComponent(JSON.stringify({ id: [ids[0], ids[2], 'not-a-uuid'] }))}`).expect(200);
    expect(many.body.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[0]]);

    const past = await list(`?range=${encodeURIComponent('[10,19]')}`).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe('threads */3');
  });

  it('answers 400 for parameters it cannot use', async () => {
    expect((await list(`?sort=${encodeURIComponent('["message","ASC"]')}`).expect(400)).body.message).toBe('Cannot sort by message');
    expect((await list(`?filter=${encodeURIComponent('{"is_deleted":true}')}`).expect(400)).body.message).toBe('Cannot filter by is_deleted');
    expect((await list(`?filter=${encodeURIComponent('{"status":"new"}')}`).expect(400)).body.message).toBe('Invalid value for filter status');
    expect((await list('?range=oops').expect(400)).body.message).toBe('Invalid range parameter');
  });

  it('shows a thread with its messages oldest first', async () => {
    const threadId = randomUUID();
    await message(threadId, 2, { message: 'second' });
    await message(threadId, 1, { message: 'first' });
    await message(threadId, 3, { message: 'reply', isAdminReply: true });
    const res = await t.http().get(`/api/admin/threads/${threadId}`).set(admin.auth).expect(200);
    expect(res.body).toMatchObject({ id: threadId, status: 'replied', message_count: 3 });
    expect(res.body.messages.map((m: { message: string }) => m.message)).toEqual(['first', 'second', 'reply']);
    expect(res.body.messages[0]).toEqual({
      id: expect.any(String),
      thread_id: threadId,
      name: 'Aroha Smith',
      email: 'aroha@example.co.nz',
      phone: '021 555 0101',
      city: 'Wellington',
      message: 'first',
      is_admin_reply: false,
      created_at: new Date(base + HOUR).toISOString(),
      email_status: null,
      email_error: null,
      email_sent_at: null,
    });
  });

  it('answers 404 for unknown, malformed and deleted threads', async () => {
    const deleted = randomUUID();
    await message(deleted, 1, { isDeleted: true });
    for (const id of [randomUUID(), 'not-a-uuid', deleted]) {
      expect((await t.http().get(`/api/admin/threads/${id}`).set(admin.auth).expect(404)).body.message).toBe('Thread not found');
      expect((await t.http().delete(`/api/admin/threads/${id}`).set(admin.auth).expect(404)).body.message).toBe('Thread not found');
      expect((await t.http().post(`/api/admin/threads/${id}/reply`).set(admin.auth).send({ message: 'hi' }).expect(404)).body.message).toBe('Thread not found');
    }
  });

  it('stores a reply as an admin message of the thread, which then counts as replied', async () => {
    const threadId = randomUUID();
    await message(threadId, 1, { message: 'Do you have availability?' });
    const res = await t.http().post(`/api/admin/threads/${threadId}/reply`).set(admin.auth).send({ message: 'Yes, from Monday.' }).expect(200);
    expect(res.body).toEqual({
      message: 'Reply sent successfully!',
      reply: expect.objectContaining({ thread_id: threadId, message: 'Yes, from Monday.', is_admin_reply: true, email: 'aroha@example.co.nz', name: 'Aroha Smith', city: 'Wellington', email_status: 'pending' }),
    });
    const thread = await t.http().get(`/api/admin/threads/${threadId}`).set(admin.auth).expect(200);
    expect(thread.body.status).toBe('replied');
    expect(thread.body.messages.map((m: { is_admin_reply: boolean }) => m.is_admin_reply)).toEqual([false, true]);
    expect(thread.body.messages[1]).toMatchObject({ email_status: 'pending', email_error: null });
    const [audit] = await t.db.query(`SELECT action, target_id FROM admin_audit_log WHERE action = 'thread.reply'`);
    expect(audit).toEqual({ action: 'thread.reply', target_id: threadId });
  });

  it.each([
    ['missing', {}, 'Please enter a reply'],
    ['only whitespace', { message: '   \n ' }, 'Please enter a reply'],
    ['not text', { message: 42 }, 'Please enter a reply'],
    ['over 5000 characters', { message: 'x'.repeat(5001) }, 'Reply must be 5000 characters or fewer'],
  ])('refuses a reply that is %s', async (_label, body, text) => {
    const threadId = randomUUID();
    await message(threadId, 1);
    const res = await t.http().post(`/api/admin/threads/${threadId}/reply`).set(admin.auth).send(body).expect(400);
    expect(res.body.message).toBe(text);
  });

  it("answers 'Failed to send reply' and stores nothing when the email cannot be queued", async () => {
    const threadId = randomUUID();
    await message(threadId, 1);
    await t.db.query('ALTER TABLE mail_outbox RENAME TO mail_outbox_unavailable');
    try {
      const res = await t.http().post(`/api/admin/threads/${threadId}/reply`).set(admin.auth).send({ message: 'lost?' }).expect(500);
      expect(res.body.message).toBe('Failed to send reply');
    } finally {
      await t.db.query('ALTER TABLE mail_outbox_unavailable RENAME TO mail_outbox');
    }
    expect(await t.db.getRepository(ContactMessage).countBy({ threadId })).toBe(1);
  });

  it('soft-deletes every message of a thread and answers the deleted record', async () => {
    const threadId = randomUUID();
    const other = randomUUID();
    await message(threadId, 1);
    await message(threadId, 2, { isAdminReply: true });
    await message(other, 3);
    const res = await t.http().delete(`/api/admin/threads/${threadId}`).set(admin.auth).expect(200);
    expect(res.body).toEqual({ id: threadId, message: 'Thread deleted successfully' });
    const rows = await t.db.getRepository(ContactMessage).findBy({ threadId });
    expect(rows.map((r) => r.isDeleted)).toEqual([true, true]);
    expect((await list().expect(200)).body.map((x: { id: string }) => x.id)).toEqual([other]);
  });

  it('counts the threads awaiting a reply for the dashboard', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await message(a, 1);
    await message(b, 2);
    await message(b, 3, { isAdminReply: true });
    await message(c, 4);
    await message(c, 5, { isAdminReply: true });
    await message(c, 6);
    await message(randomUUID(), 7, { isDeleted: true });
    expect(await t.app.get(MessagesService).countAwaitingThreads()).toBe(2);
  });

  it('is for admins only', async () => {
    await t.http().get('/api/admin/threads').expect(401);
    const advertiser = await createAdvertiser(t);
    const res = await t.http().get('/api/admin/threads').set(advertiser.auth).expect(403);
    expect(res.body.message).toBe('You do not have admin access');
  });

  it('shows a message sent through the contact form as a new awaiting thread', async () => {
    await t.http().post('/api/contact').send({ name: 'Mere', phone: '021 123 456', email: 'mere@example.co.nz', city: 'Napier', message: '<script>alert(1)</script>' }).expect(201);
    const res = await list().expect(200);
    expect(res.body).toEqual([expect.objectContaining({ name: 'Mere', status: 'awaiting', message_count: 1, preview: '<script>alert(1)</script>' })]);
  });
});
