import { allPlacePages, sitePages } from 'contract';
import { addPhoto, advertiserCreated, clearAccounts } from '../profiles/profile-helpers';
import { createTestApp, TestApp } from '../test-app';

const ORIGIN = 'https://kiwi.example';
const SITE = sitePages('Kiwi Companions');
/** What the sitemap lists before the profiles: the indexable fixed pages, then every region and town. */
const FIXED_URLS = [...Object.values(SITE).filter((page) => page.indexable), ...allPlacePages()].map((page) => new URL(page.path, ORIGIN).toString());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));

/** Profiles inserted in one statement each for users and profiles, listed and approved, `updated_at` a known day. */
async function insertProfiles(t: TestApp, count: number): Promise<void> {
  await t.db.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash) SELECT 'bulk' || n || '@example.co.nz', 'x' FROM generate_series(1, $1) AS n RETURNING id, email
     )
     INSERT INTO profiles (user_id, username, full_name, updated_at) SELECT id, split_part(email, '@', 1), 'Bulk', '2026-10-01T00:00:00Z' FROM u`,
    [count],
  );
  // As a bulk load should: the pool's connections keep the plans of the foreign-key cascades they
  // made while these tables were nearly empty (scans of the whole table) until statistics change,
  // and the next test's clean-up then scanned 12,000 profiles for each of 12,000 users (12 s).
  await t.db.query(`ANALYZE users, profiles, directory_listings`);
}

describe('pages for search engines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` });
  });
  afterAll(() => t.close());
  beforeEach(() => clearAccounts(t));

  describe('the head of each page, in the HTML before any JavaScript', () => {
    it('gives a region page its own title, description, heading text and canonical link, from PUBLIC_URL', async () => {
      const res = await t.http().get('/escorts/wellington').set('Host', 'evil.example').expect(200);

      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<title>Escorts in Wellington | Kiwi Companions</title>');
      expect(res.text).toContain(
        '<meta name="description" content="Independent and agency escorts in the Wellington region, New Zealand: photos, rates, touring dates, who is available now and who is verified. 18+ only." />',
      );
      expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/escorts/wellington" />`);
      expect(res.text).toContain(`<meta property="og:url" content="${ORIGIN}/escorts/wellington" />`);
      expect(res.text).toContain('<meta property="og:title" content="Escorts in Wellington | Kiwi Companions" />');
      expect(res.text).toContain('<meta property="og:type" content="website" />');
      expect(res.text).toContain('<meta name="robots" content="index, follow" />');
      expect(res.text).not.toContain('evil.example');
    });

    it('gives a town page its own head, whatever the case and trailing slash of the address', async () => {
      const res = await t.http().get('/escorts/Hawkes-Bay/Havelock-North/').expect(200);
      expect(res.text).toContain('<title>Escorts in Havelock North | Kiwi Companions</title>');
      expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/escorts/hawkes-bay/havelock-north" />`);
      expect(res.text).toContain('Havelock North, Hawke&#39;s Bay, New Zealand');
    });

    it.each(Object.values(SITE).map((page) => [page.path, page] as const))('gives %s its title, description, robots rule and canonical link', async (path, page) => {
      const res = await t.http().get(path).expect(200);
      const title = page.title ? `${page.title} | Kiwi Companions` : 'Kiwi Companions';
      expect(res.text).toContain(`<title>${title}</title>`);
      expect(res.text).toContain(`<meta property="og:title" content="${title}" />`);
      expect(res.text).toContain(`<meta name="description" content="${page.description.replace(/'/g, '&#39;')}" />`);
      expect(res.text).toContain(`<meta name="robots" content="${page.indexable ? 'index, follow' : 'noindex'}" />`);
      expect(res.text).toContain(`<link rel="canonical" href="${new URL(page.path, ORIGIN)}" />`);
    });

    it('gives a profile page its own head, and the same HTML whether or not the owner asks', async () => {
      const a = await advertiserCreated(t, 1, { fullName: 'Ruby', location: 'Nelson' });
      await addPhoto(t, a.profile.id, 0, true);
      const anonymous = await t.http().get(`/profile/${a.profile.username}`).expect(200);
      const asOwner = await t.http().get(`/profile/${a.profile.username}`).set(a.auth).expect(200);
      expect(anonymous.text).toContain(`<title>Ruby (@${a.profile.username}) | Kiwi Companions</title>`);
      expect(anonymous.text).toContain(`<link rel="canonical" href="${ORIGIN}/profile/${a.profile.username}" />`);
      expect(asOwner.text).toBe(anonymous.text);
    });

    it('keeps a photo waiting for review and the profile’s contact details out of the page', async () => {
      const a = await advertiserCreated(t, 1, { fullName: 'Ruby', phone: '021 555 0199', email: 'ruby@private.example' });
      const pending = await addPhoto(t, a.profile.id, 0, true);
      await t.db.query(`UPDATE profile_photos SET moderation_state = 'pending' WHERE id = $1`, [pending.id]);

      const res = await t.http().get(`/profile/${a.profile.username}`).set(a.auth).expect(200);

      expect(res.text).not.toContain(pending.cardUrl);
      expect(res.text).not.toContain('og:image');
      expect(res.text).not.toContain('ruby@private.example');
      expect(res.text.replace(/\D/g, '')).not.toContain('0215550199');
    });
  });

  describe('unknown addresses', () => {
    it.each(['/profile/nobody', '/profile/withheld'])('answers %s with 404 and the profile-not-found page', async (path) => {
      await advertiserCreated(t, 1, { username: 'withheld', withheldFor: ['takedown'] });
      const res = await t.http().get(path).expect(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<title>Profile Not Found | Kiwi Companions</title>');
      expect(res.text).toContain(`<meta name="description" content="The profile you&#39;re looking for doesn&#39;t exist or has been removed." />`);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    });

    it.each(['/nowhere', '/directory/extra', '/escorts', '/escorts/atlantis', '/escorts/wellington/dunedin', '/escorts/wellington/lower-hutt/more'])(
      'answers %s with 404 and the not-found page',
      async (path) => {
        const res = await t.http().get(path).expect(404);
        expect(res.text).toContain('<title>Page Not Found | Kiwi Companions</title>');
        expect(res.text).toContain('<meta name="robots" content="noindex" />');
        expect(res.text).not.toContain('rel="canonical"');
      },
    );

    it('still answers unknown API paths with JSON and missing files with a plain 404', async () => {
      expect((await t.http().get('/api/nowhere').expect(404)).body).toMatchObject({ statusCode: 404 });
      expect((await t.http().get('/assets/gone-AbCdEf12.js').expect(404)).text).toBe('Not found');
    });
  });

  describe('robots.txt', () => {
    it('allows the public pages, keeps crawlers out of the admin, the editor and the API, and names the sitemap', async () => {
      const res = await t.http().get('/robots.txt').set('Host', 'evil.example').expect(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.text).toBe(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /profile/edit', 'Disallow: /api/', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n'));
    });
  });

  describe('sitemap.xml', () => {
    it('lists the fixed pages, every region and town page, and every listed profile with its last change', async () => {
      const listed = await advertiserCreated(t, 1, { username: 'ruby-and-co' });
      await t.db.query(`UPDATE profiles SET updated_at = '2026-11-20T10:15:00Z' WHERE id = $1`, [listed.profile.id]);
      const second = await advertiserCreated(t, 2);
      for (const hidden of [{ isActive: false }, { isActive: false, isDeleted: true }, { withheldFor: ['review' as const] }]) await advertiserCreated(t, 3, hidden);

      const res = await t.http().get('/sitemap.xml').expect(200);

      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
      const urls = locs(res.text);
      expect(urls.slice(0, FIXED_URLS.length)).toEqual(FIXED_URLS);
      expect(urls.slice(FIXED_URLS.length).sort()).toEqual([`${ORIGIN}/profile/${second.profile.username}`, `${ORIGIN}/profile/ruby-and-co`].sort());
      expect(urls).toContain(`${ORIGIN}/escorts/wellington/lower-hutt`);
      expect(res.text).toContain(`<url><loc>${ORIGIN}/profile/ruby-and-co</loc><lastmod>2026-11-20T10:15:00.000Z</lastmod></url>`);
      expect(res.text.trimEnd().endsWith('</urlset>')).toBe(true);
    });

    it('lists 12,000 profiles, read a page at a time, each once', async () => {
      await insertProfiles(t, 12_000);
      const urls = locs((await t.http().get('/sitemap.xml').expect(200)).text);
      expect(urls).toHaveLength(FIXED_URLS.length + 12_000);
      expect(new Set(urls).size).toBe(urls.length);
    });

    it('answers an unknown numbered file with 404', async () => {
      await t.http().get('/sitemaps/1.xml').expect(200);
      for (const path of ['/sitemaps/2.xml', '/sitemaps/0.xml', '/sitemaps/01.xml', '/sitemaps/one.xml', '/sitemaps/1.txt']) await t.http().get(path).expect(404);
    });
  });
});

describe('sitemap.xml beyond one file', () => {
  // The protocol's 50,000 URLs a file, lowered so a few profiles cross it: the fixed pages and 3 profiles fill file 1.
  const perFile = FIXED_URLS.length + 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: ORIGIN, SITEMAP_URLS_PER_FILE: String(perFile) });
  });
  afterAll(() => t.close());

  it('is one file while every URL fits', async () => {
    await insertProfiles(t, 3);
    const res = await t.http().get('/sitemap.xml').expect(200);
    expect(res.text).toContain('<urlset');
    expect(locs(res.text)).toHaveLength(perFile);
    await t.db.query(`DELETE FROM users`);
  });

  it('becomes an index of numbered files, each within the limit, that together list every URL once', async () => {
    // Three full files and one URL more.
    const profiles = 3 * perFile + 1 - FIXED_URLS.length;
    await insertProfiles(t, profiles);

    const index = await t.http().get('/sitemap.xml').expect(200);

    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.text);
    expect(files).toEqual([1, 2, 3, 4].map((n) => `${ORIGIN}/sitemaps/${n}.xml`));
    const parts = await Promise.all(files.map(async (file) => locs((await t.http().get(new URL(file).pathname).expect(200)).text)));
    expect(parts.map((urls) => urls.length)).toEqual([perFile, perFile, perFile, 1]);
    const all = parts.flat();
    expect(all.slice(0, FIXED_URLS.length)).toEqual(FIXED_URLS);
    expect(all).toHaveLength(FIXED_URLS.length + profiles);
    expect(new Set(all).size).toBe(all.length);
    await t.http().get('/sitemaps/5.xml').expect(404);
  });
});
