/**
 * The back office's own data and auth providers (admin/src) against the real API of the running app.
 * The admin jest tests drive the same providers through a hand-written fake (admin/test/fake-api.ts);
 * this file proves the server answers what that fake pretends, for every resource the screens use.
 */
import type { DataProvider, RaRecord } from 'ra-core';
import { api, buyPlan, signIn } from './support/admin-api';
import { BASE_URL, DEMO_ADMIN, DEMO_ADVERTISER, isSeededProfile } from './support/browser';
import { firstCode, nextSecondFactor, rememberRecoveryCodes } from './support/two-factor';

type AuthModule = typeof import('../admin/src/auth-provider');
type DataModule = typeof import('../admin/src/data-provider');

/** The browser's localStorage, which the auth provider writes admin_logged_in and admin_permissions to. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/**
 * fetch as the admin page has it: relative /api URLs on the app's origin, and a cookie jar, so the
 * httpOnly refresh cookie (path /api/auth) comes back the way a browser sends it.
 */
function sameOriginFetch(realFetch: typeof fetch): typeof fetch {
  const jar = new Map<string, { value: string; path: string }>();
  return async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, BASE_URL);
    const headers = new Headers(init.headers);
    const cookies = [...jar].filter(([, cookie]) => url.pathname.startsWith(cookie.path)).map(([name, cookie]) => `${name}=${cookie.value}`);
    if (cookies.length) headers.set('Cookie', cookies.join('; '));
    const res = await realFetch(url, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()));
      if (expired || !value) jar.delete(name);
      else jar.set(name, { value, path });
    }
    return res;
  };
}

interface AdminPage {
  authProvider: AuthModule['authProvider'];
  auth: AuthModule;
  dataProvider: DataModule['dataProvider'];
}

/** A fresh load of the admin app: module state (the in-memory access token) starts empty, cookies and storage stay. */
function openAdminPage(): AdminPage {
  let page: AdminPage | undefined;
  jest.isolateModules(() => {
    const auth = require('../admin/src/auth-provider') as AuthModule;
    page = {
      authProvider: auth.authProvider,
      auth,
      dataProvider: (require('../admin/src/data-provider') as DataModule).dataProvider,
    };
  });
  return page!;
}

const ALL = { page: 1, perPage: 500 };

/** getList through the provider; `total` comes from the server's Content-Range header. */
function list<T extends RaRecord>(dataProvider: DataProvider, resource: string, params: { sort: [string, 'ASC' | 'DESC']; filter?: object; pagination?: { page: number; perPage: number } }) {
  return dataProvider.getList<T>(resource, {
    sort: { field: params.sort[0], order: params.sort[1] },
    filter: params.filter ?? {},
    pagination: params.pagination ?? ALL,
  });
}

const ids = (rows: RaRecord[]) => rows.map((row) => row.id);
const times = (rows: RaRecord[], field: string) => rows.map((row) => Date.parse(row[field]));
const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);

describe('admin data and auth providers against the real API', () => {
  let page: AdminPage;

  beforeAll(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage(), fetch: sameOriginFetch(globalThis.fetch) });
  });

  describe('auth provider', () => {
    it("answers 'Invalid email or password' when the server refuses the credentials", async () => {
      const { auth } = openAdminPage();

      await expect(auth.startSignIn('nobody@example.co.nz', 'not-a-password')).rejects.toThrow('Invalid email or password');
    });

    it("answers 'You do not have admin access' to an advertiser and leaves no session behind", async () => {
      const { auth } = openAdminPage();

      await expect(auth.startSignIn(DEMO_ADVERTISER.email, DEMO_ADVERTISER.password)).rejects.toThrow('You do not have admin access');

      expect([localStorage.getItem('admin_logged_in'), localStorage.getItem('admin_permissions')]).toEqual([null, null]);
      await expect(openAdminPage().authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
    });

    it('signs the superadmin in, and checkAuth, getPermissions and getIdentity answer from the server', async () => {
      page = openAdminPage();

      // The password, then the second factor (enrolment, if no journey before this one enrolled the demo admin).
      const { challenge, twoFactor } = await page.auth.startSignIn(` ${DEMO_ADMIN.email} `, DEMO_ADMIN.password);
      if (twoFactor === 'enrol') {
        const { secret } = await page.auth.startEnrolment(challenge);
        rememberRecoveryCodes(DEMO_ADMIN.email, await page.auth.confirmEnrolment(challenge, await firstCode(DEMO_ADMIN.email, secret)));
      } else {
        await page.authProvider.login({ challenge, code: await nextSecondFactor(DEMO_ADMIN.email) });
      }

      expect(localStorage.getItem('admin_logged_in')).toBe('true');
      expect(JSON.parse(localStorage.getItem('admin_permissions')!)).toEqual({ can_verify_profiles: true, is_superadmin: true });
      await expect(page.authProvider.checkAuth({})).resolves.toBeUndefined();
      await expect(page.authProvider.getPermissions!({})).resolves.toEqual({ can_verify_profiles: true, is_superadmin: true });
      await expect(page.authProvider.getIdentity!()).resolves.toEqual({ id: expect.any(String), fullName: DEMO_ADMIN.email });
    });

    it('restores the session after a reload through the refresh cookie', async () => {
      page = openAdminPage();

      await Promise.all([page.authProvider.checkAuth({}), page.authProvider.getPermissions!({})]);

      await expect(page.authProvider.getPermissions!({})).resolves.toEqual({ can_verify_profiles: true, is_superadmin: true });
    });
  });

  describe('escorts (API resource profiles)', () => {
    it('pages, sorts and filters, with the total from Content-Range', async () => {
      const premium = await list(page.dataProvider, 'escorts', { sort: ['created_at', 'ASC'], filter: { subscription_tier: 'premium' } });
      const everyone = await list(page.dataProvider, 'escorts', { sort: ['created_at', 'DESC'] });
      const secondPage = await list(page.dataProvider, 'escorts', { sort: ['created_at', 'ASC'], filter: { subscription_tier: 'premium' }, pagination: { page: 2, perPage: 3 } });

      expect(premium.total).toBe(premium.data.length);
      expect(premium.total).toBeGreaterThan(3);
      expect(premium.data.every((profile) => profile.subscription_tier === 'premium')).toBe(true);
      expect(ascending(times(premium.data, 'created_at'))).toBe(true);
      expect(everyone.total).toBe(everyone.data.length);
      expect(everyone.total).toBeGreaterThan(premium.total!);
      expect(ascending(times(everyone.data, 'created_at').reverse())).toBe(true);
      expect(secondPage.total).toBe(premium.total);
      expect(ids(secondPage.data)).toEqual(ids(premium.data.slice(3, 6)));
    });

    it("searches with the screen's q filter: a substring of username, full name or email, any case", async () => {
      const { data: [someone] } = await list(page.dataProvider, 'escorts', { sort: ['created_at', 'DESC'], pagination: { page: 1, perPage: 1 } });
      const q = someone.username.slice(1, 4).toUpperCase();

      const found = await list(page.dataProvider, 'escorts', { sort: ['created_at', 'DESC'], filter: { q } });

      expect(ids(found.data)).toContain(someone.id);
      for (const profile of found.data) {
        expect([profile.username, profile.full_name, profile.email].join(' ').toLowerCase()).toContain(q.toLowerCase());
      }
    });

    it('gets one and many, and updates is_active (the status badge) with the whole record', async () => {
      const { data: rows } = await list(page.dataProvider, 'escorts', { sort: ['created_at', 'DESC'], filter: { is_active: true }, pagination: { page: 1, perPage: 3 } });
      const [first] = rows;

      const one = await page.dataProvider.getOne('escorts', { id: first.id });
      const many = await page.dataProvider.getMany('escorts', { ids: ids(rows) });
      const paused = await page.dataProvider.update('escorts', { id: first.id, data: { ...first, is_active: false }, previousData: first });
      const reread = await page.dataProvider.getOne('escorts', { id: first.id });
      const restored = await page.dataProvider.update('escorts', { id: first.id, data: { ...first, is_active: true }, previousData: paused.data });

      expect(one.data).toEqual(first);
      expect(ids(many.data).sort()).toEqual(ids(rows).sort());
      expect(paused.data).toMatchObject({ id: first.id, is_active: false, username: first.username });
      expect(reread.data.is_active).toBe(false);
      expect(restored.data.is_active).toBe(true);
      await expect(page.dataProvider.getOne('escorts', { id: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
        status: 404,
        message: 'Profile not found',
      });
    });
  });

  describe('verifications', () => {
    it('lists pending requests newest submission first, gets one and many', async () => {
      const pending = await list(page.dataProvider, 'verifications', { sort: ['verification_submitted_at', 'DESC'] });
      const firstTwo = pending.data.slice(0, 2);

      const one = await page.dataProvider.getOne('verifications', { id: firstTwo[0].id });
      const many = await page.dataProvider.getMany('verifications', { ids: ids(firstTwo) });

      expect(pending.total).toBe(pending.data.length);
      expect(pending.total).toBeGreaterThanOrEqual(2);
      expect(ascending(times(pending.data, 'verification_submitted_at').reverse())).toBe(true);
      expect(one.data).toMatchObject({ id: firstTwo[0].id, username: firstTwo[0].username, documents: expect.any(Array) });
      expect(ids(many.data).sort()).toEqual(ids(firstTwo).sort());
    });
  });

  describe('messages (API resource threads)', () => {
    const visitor = {
      name: 'Contract Check',
      phone: '021 555 0142',
      email: `contract.${Date.now()}@example.co.nz`,
      city: 'Nelson',
      message: 'Does the data provider read this thread?',
      website: '',
    };

    beforeAll(async () => {
      const sent = await api('/contact', { body: visitor });
      expect(sent.status).toBe(201);
    });

    it('finds the thread with the q filter, gets it with its messages, and deletes it', async () => {
      const found = await list(page.dataProvider, 'messages', { sort: ['created_at', 'DESC'], filter: { q: visitor.email } });
      const [thread] = found.data;

      const detail = await page.dataProvider.getOne('messages', { id: thread.id });
      const many = await page.dataProvider.getMany('messages', { ids: [thread.id] });
      const deleted = await page.dataProvider.delete('messages', { id: thread.id, previousData: thread });

      expect(found.total).toBe(1);
      expect(thread).toMatchObject({ email: visitor.email, phone: visitor.phone, status: 'awaiting', reference: expect.stringMatching(/^MSG-\d{6}$/) });
      expect(detail.data.messages).toEqual([
        expect.objectContaining({ message: visitor.message, is_admin_reply: false, email_status: null, email_error: null, email_sent_at: null }),
      ]);
      expect(ids(many.data)).toEqual([thread.id]);
      expect(deleted.data).toEqual({ id: thread.id, message: 'Thread deleted successfully' });
      await expect(page.dataProvider.getOne('messages', { id: thread.id })).rejects.toMatchObject({ status: 404, message: 'Thread not found' });
    });
  });

  describe('subscriptions', () => {
    let upgraded: RaRecord;

    beforeAll(async () => {
      // The newest free seeded profile (its contact email is its sign-in email) buys Basic, so there is a record to read.
      const free = await list(page.dataProvider, 'escorts', { sort: ['created_at', 'DESC'], filter: { subscription_tier: 'free' } });
      const profile = free.data.find((row) => isSeededProfile({ username: row.username, email: row.email }))!;
      await expect(page.dataProvider.setPassword(profile.user_id, 'Contract-Check-2026')).resolves.toEqual({ message: 'Password updated successfully!' });
      const owner = await signIn({ email: profile.email, password: 'Contract-Check-2026' });
      await buyPlan(owner, 'basic', await signIn(DEMO_ADMIN));
      upgraded = profile;
    });

    it("filters by the screen's tier, status and q, sorts by start, and gets one and many", async () => {
      const basic = await list(page.dataProvider, 'subscriptions', { sort: ['starts_at', 'ASC'], filter: { tier: 'basic', status: 'active' } });
      const mine = await list(page.dataProvider, 'subscriptions', { sort: ['starts_at', 'DESC'], filter: { q: upgraded.email } });
      const [record] = mine.data;

      const one = await page.dataProvider.getOne('subscriptions', { id: record.id });
      const many = await page.dataProvider.getMany('subscriptions', { ids: [record.id] });

      expect(basic.total).toBe(basic.data.length);
      expect(basic.data.every((row) => row.tier === 'basic' && row.status === 'active')).toBe(true);
      expect(ascending(times(basic.data, 'starts_at'))).toBe(true);
      expect(ids(basic.data)).toContain(record.id);
      expect(mine.total).toBe(1);
      expect(record).toMatchObject({ email: upgraded.email, tier: 'basic', price: 29.99, status: 'active' });
      expect(one.data).toEqual(record);
      expect(ids(many.data)).toEqual([record.id]);
      expect(await page.dataProvider.getSubscriptionTotals({ q: upgraded.email })).toEqual([
        { month: expect.stringMatching(/^\d{4}-\d{2}$/), count: 1, total: 29.99 },
      ]);
    });
  });

  describe('reports', () => {
    let reported: RaRecord;

    beforeAll(async () => {
      const { data } = await list(page.dataProvider, 'escorts', { sort: ['created_at', 'DESC'], filter: { subscription_tier: 'premium', is_active: true }, pagination: { page: 1, perPage: 1 } });
      [reported] = data;
      const sent = await api(`/profiles/${reported.username}/report`, { body: { reason: 'other', details: 'Contract check of the reports resource' } });
      expect(sent.status).toBe(201);
    });

    it('lists the open queue filtered by profile, gets one and many, and dismisses it', async () => {
      const open = await list(page.dataProvider, 'reports', { sort: ['created_at', 'DESC'], filter: { status: 'open', profile_id: reported.id } });
      const [report] = open.data;

      const one = await page.dataProvider.getOne('reports', { id: report.id });
      const many = await page.dataProvider.getMany('reports', { ids: [report.id] });
      const dismissed = await page.dataProvider.dismissReport(report.id);
      const stillOpen = await list(page.dataProvider, 'reports', { sort: ['created_at', 'DESC'], filter: { status: 'open', profile_id: reported.id } });

      expect(open.total).toBe(1);
      expect(report).toMatchObject({ profile_id: reported.id, profile_username: reported.username, reason: 'other', status: 'open', resolved_by: null });
      expect(one.data).toEqual(report);
      expect(ids(many.data)).toEqual([report.id]);
      expect(dismissed).toMatchObject({ message: 'Report dismissed', report: { id: report.id, status: 'dismissed', resolved_by_email: DEMO_ADMIN.email } });
      expect(stillOpen.total).toBe(0);
    });
  });

  describe('admins and audit-log (Settings)', () => {
    it('creates an admin, lists, gets and updates it, deletes it, and finds each change in the audit log', async () => {
      const email = `contract.admin.${Date.now()}@example.co.nz`;

      const created = await page.dataProvider.create('admins', { data: { email, password: 'Contract-Admin-2026', can_verify_profiles: true, is_superadmin: false } });
      const found = await list(page.dataProvider, 'admins', { sort: ['created_at', 'ASC'], filter: { q: email } });
      const one = await page.dataProvider.getOne('admins', { id: created.data.id });
      const many = await page.dataProvider.getMany('admins', { ids: [created.data.id] });
      const updated = await page.dataProvider.update('admins', { id: created.data.id, data: { ...created.data, can_verify_profiles: false }, previousData: created.data });
      const deleted = await page.dataProvider.delete('admins', { id: created.data.id, previousData: updated.data });
      const audit = await list(page.dataProvider, 'audit-log', { sort: ['created_at', 'DESC'], filter: { target_type: 'admin', target_id: created.data.id } });

      expect(created.data).toMatchObject({ id: expect.any(String), user_id: expect.any(String), email, can_verify_profiles: true, is_superadmin: false });
      expect(found.total).toBe(1);
      expect(found.data).toEqual([created.data]);
      expect(one.data).toEqual(created.data);
      expect(ids(many.data)).toEqual([created.data.id]);
      expect(updated.data).toEqual({ ...created.data, can_verify_profiles: false });
      expect(deleted.data).toEqual(updated.data);
      expect((await list(page.dataProvider, 'admins', { sort: ['created_at', 'ASC'], filter: { q: email } })).total).toBe(0);
      expect(audit.total).toBe(3);
      expect(audit.data.map((entry) => [entry.action, entry.admin_email])).toEqual([
        ['admin.delete', DEMO_ADMIN.email],
        ['admin.update', DEMO_ADMIN.email],
        ['admin.create', DEMO_ADMIN.email],
      ]);
      expect((await page.dataProvider.getOne('audit-log', { id: audit.data[0].id })).data).toEqual(audit.data[0]);
    });
  });

  describe('billing', () => {
    it("lists invoices by the screen's status and q, gets one and many, and records a part payment", async () => {
      const unpaid = await list(page.dataProvider, 'invoices', { sort: ['issued_at', 'DESC'], filter: { status: 'unpaid' } });
      const seeded = unpaid.data.find((invoice) => invoice.amount_paid_cents === 0)!;
      const found = await list(page.dataProvider, 'invoices', { sort: ['number', 'ASC'], filter: { q: seeded.number } });
      const one = await page.dataProvider.getOne('invoices', { id: seeded.id });
      const many = await page.dataProvider.getMany('invoices', { ids: [seeded.id] });

      expect(unpaid.data.every((invoice) => invoice.status === 'unpaid')).toBe(true);
      expect(ids(found.data)).toEqual([seeded.id]);
      expect(one.data).toMatchObject({ number: seeded.number, payments: [], credit_notes: [], pdf_url: expect.stringMatching(/^\/api\/billing\/invoices\//) });
      expect(ids(many.data)).toEqual([seeded.id]);

      const paid = await page.dataProvider.markInvoicePaid(seeded.id, { amount_cents: 1000, received_on: new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date()), method: 'cash' });
      expect(paid).toMatchObject({ message: `Payment recorded on invoice ${seeded.number}`, invoice: { status: 'unpaid', amount_paid_cents: 1000, balance_due_cents: seeded.total_cents - 1000 } });
      await expect(page.dataProvider.voidInvoice(seeded.id, 'Contract check')).rejects.toMatchObject({ status: 409 });
    });

    it('lists the statement lines left to match, and previews a statement without importing it', async () => {
      const open = await list(page.dataProvider, 'payments', { sort: ['posted_on', 'DESC'], filter: { outcome: 'open' } });
      expect(open.data.length).toBeGreaterThan(0);
      expect(open.data.every((line) => line.outcome === 'partial' || line.outcome === 'unmatched')).toBe(true);
      expect((await page.dataProvider.getOne('payments', { id: open.data[0].id })).data).toEqual(open.data[0]);

      const file = new File(['Date,Amount,Reference\n23/11/2026,10.00,no invoice here\n'], 'check.csv', { type: 'text/csv' });
      const preview = await page.dataProvider.previewStatement(file);
      expect(preview).toMatchObject({ filename: 'check.csv', summary: { lines: 1, unmatched: 1 } });
      await expect(page.dataProvider.previewStatement(new File([''], 'empty.csv'))).rejects.toMatchObject({ status: 400, message: 'The statement file is empty' });
    });

    it('answers the revenue report, its CSV and the billing settings', async () => {
      const months = await page.dataProvider.getRevenue();
      expect(months.length).toBeGreaterThanOrEqual(3);
      expect(months[0]).toEqual({ month: expect.stringMatching(/^\d{4}-\d{2}$/), invoices: expect.any(Number), invoiced_cents: expect.any(Number), paid_cents: expect.any(Number), credited_cents: expect.any(Number), gst_cents: expect.any(Number) });
      expect(await page.dataProvider.getRevenueCsv(months.at(-1)!.month, months[0].month)).toMatch(/^Month,Invoices,/);
      await expect(page.dataProvider.getBillingSettings()).resolves.toMatchObject({ id: 'billing', gst_number: '49-091-850', basic_price_cents: expect.any(Number) });
    });
  });

  describe('dashboard', () => {
    it('answers the counts the tiles show', async () => {
      await expect(page.dataProvider.getDashboard()).resolves.toEqual({
        profiles: expect.any(Number),
        verified: expect.any(Number),
        premium: expect.any(Number),
        pendingVerification: expect.any(Number),
        overdueVerification: expect.any(Number),
        newThreads: expect.any(Number),
        unpaidInvoices: expect.any(Number),
        pendingModeration: expect.any(Number),
        openTakedowns: expect.any(Number),
        overdueTakedowns: expect.any(Number),
      });
    });
  });

  it('logout ends the session on the server: a reload finds no session and goes to the login page', async () => {
    await page.authProvider.logout({});

    expect([localStorage.getItem('admin_logged_in'), localStorage.getItem('admin_permissions')]).toEqual([null, null]);
    await expect(openAdminPage().authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
  });
});
