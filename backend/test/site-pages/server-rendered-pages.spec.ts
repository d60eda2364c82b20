import { placePage, regionBySlug } from 'contract';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { birthdateYearsAgo } from '../auth/auth-fixtures';
import { eventually } from '../eventually';
import { addPhoto, advertiserCreated, clearAccounts } from '../profiles/profile-helpers';
import { createTestApp, TestApp } from '../test-app';

/** The site's real build (its shell and its server renderer), which `npm run build` makes. */
const FRONTEND_DIST = join(__dirname, '..', '..', '..', 'frontend', 'dist');
const SERVER_BUILD = join(FRONTEND_DIST, '..', 'dist-server', 'entry-server.cjs');

/** The page as a client without JavaScript reads it: the markup React rendered into #root, without its text separators. */
function rendered(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('<script id="page-state"')).replace(/<!-- -->/g, '');
}

/** A tag's attributes, as a browser reads them (`&amp;` in a value is `&`). */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value = ''] of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) found[name.toLowerCase()] = value.replace(/&amp;/g, '&');
  return found;
}

/** The articles of the page's results: its cards. */
const cardsOf = (page: string) => [...page.matchAll(/<article[\s\S]*?<\/article>/g)].map((match) => match[0]);

/** The hrefs of the page's links named `text`. */
const linksNamed = (page: string, text: string) => [...page.matchAll(new RegExp(`(<a [^>]*>)${text}</a>`, 'g'))].map((match) => attributes(match[1]).href);

describe('public pages rendered on the server, read without JavaScript', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`No server build of the site at ${SERVER_BUILD}: run "npm run build -w frontend" first`);
    t = await createTestApp({ FRONTEND_DIST, PUBLIC_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());
  beforeEach(() => clearAccounts(t));

  it("shows a region's heading, its cards' names, ages, places and prices, and a link to its next page", async () => {
    for (let i = 0; i < 13; i += 1) {
      await advertiserCreated(t, i + 1, { fullName: `Card ${String(i).padStart(2, '0')}`, location: 'Auckland CBD', birthdate: birthdateYearsAgo(27), rates1hour: 300 + i });
    }
    const res = await t.http().get('/escorts/auckland').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = rendered(res.text);
    expect(page).toContain('Escorts in Auckland');
    expect(page).toContain(placePage(regionBySlug('auckland')!).description);
    const cards = cardsOf(page);
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      expect(card).toMatch(/Card \d\d/);
      expect(card).toContain('27');
      expect(card).toContain('Auckland CBD');
      expect(card).toMatch(/\$3\d\d/);
    }
    expect(page).toMatch(/<a [^>]*href="\/escorts\/auckland\?page=2"[^>]*>Next<\/a>/);
    expect(page).toContain('Page 1 of 2');
    // Styled as it arrives: the head links the directory screen's own stylesheet, which its script would load.
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/DirectoryPage-[\w-]+\.css">/);
  });

  it("shows a profile's details and photos, and the directory its query asks for", async () => {
    const mia = await advertiserCreated(t, 1, { fullName: 'Mia Tester', location: 'Wellington', bio: 'Warm and discreet, in the capital.', birthdate: birthdateYearsAgo(31), rates1hour: 420 });
    const photo = await addPhoto(t, mia.profile.id, 0, true);
    await advertiserCreated(t, 2, { fullName: 'Ruby Other', location: 'Nelson' });

    const profile = rendered((await t.http().get(`/profile/${mia.profile.username}`).expect(200)).text);
    for (const text of ['Mia Tester', '31', 'Wellington', 'Warm and discreet, in the capital.', '$420']) expect(profile).toContain(text);
    expect(profile).toContain(photo.url);

    const search = rendered((await t.http().get('/directory?search=Mia').expect(200)).text);
    expect(search).toContain('Mia Tester');
    expect(search).not.toContain('Ruby Other');
  });

  it("has the directory's filters as a form of named controls, whose submitted address answers the filtered directory and its pages", async () => {
    // 13 verified Kiwis of 30 in Wellington (two pages), and beside them one each that a single filter leaves out.
    for (let i = 0; i < 13; i += 1) {
      const fullName = `Kiwi ${String(i).padStart(2, '0')}`;
      await advertiserCreated(t, i + 1, { fullName, location: 'Wellington', nationality: 'Kiwi', isVerified: true, birthdate: birthdateYearsAgo(30), rates1hour: 400 + i });
    }
    const kiwi = { location: 'Wellington', nationality: 'Kiwi', isVerified: true, birthdate: birthdateYearsAgo(30), rates1hour: 300 };
    await advertiserCreated(t, 20, { ...kiwi, fullName: 'Out Asian', nationality: 'Asian' });
    await advertiserCreated(t, 21, { ...kiwi, fullName: 'Out Auckland', location: 'Auckland CBD' });
    await advertiserCreated(t, 22, { ...kiwi, fullName: 'Out Older', birthdate: birthdateYearsAgo(45) });
    await advertiserCreated(t, 23, { ...kiwi, fullName: 'Out Unverified', isVerified: false });

    // The form, as a browser without JavaScript reads it: a GET of /directory, every control named after the query.
    const directory = rendered((await t.http().get('/directory').expect(200)).text);
    const form = /<form ([^>]*class="directory-form"[^>]*)>([\s\S]*?)<\/form>/.exec(directory)!;
    expect(attributes(` ${form[1]}`)).toMatchObject({ class: 'directory-form', method: 'get', action: '/directory' });
    const controls = [...form[2].matchAll(/<(?:input|select)\b[^>]*>/g)].map((match) => attributes(match[0]));
    expect(controls.filter((control) => !control.name)).toEqual([]);
    expect([...new Set(controls.map((control) => control.name))].sort()).toEqual(
      ['age', 'availability', 'available_now', 'categories', 'nationality', 'outcalls', 'region', 'search', 'services', 'sort', 'tier', 'touring', 'town', 'verified'].sort(),
    );
    const control = (name: string, value: string) => controls.find((c) => c.name === name && c.value === value);
    expect(control('nationality', 'Kiwi')).toMatchObject({ type: 'checkbox' });
    expect(control('verified', 'true')).toMatchObject({ type: 'checkbox' });
    expect(controls.filter((c) => c.name === 'age').map((c) => [c.type, c.min, c.max, c.value])).toEqual([
      ['range', '18', '40', '18'],
      ['range', '18', '40', '40'],
    ]);
    expect(form[2]).toMatch(/<option value="wellington">Wellington<\/option>/);
    expect(form[2]).toMatch(/<option value="price_asc">[^<]+<\/option>/);
    expect(form[2]).toMatch(/<button type="submit" class="btn btn-primary">SEARCH<\/button>/);

    // What the browser loads on SEARCH after ticking Kiwi and Verified only, choosing Wellington, 25 to 35 and the
    // lowest price first: every named control, the untouched ones empty. The server sends it on to the region's page.
    const sent = new URLSearchParams([
      ['search', ''],
      ['tier', ''],
      ['sort', 'price_asc'],
      ['region', 'wellington'],
      ['verified', 'true'],
      ['age', '25'],
      ['age', '35'],
      ['nationality', 'Kiwi'],
    ]);
    for (const [name, value] of sent) expect(controls.some((c) => c.name === name && (c.type !== 'checkbox' || c.value === value))).toBe(true);
    const submitted = await t.http().get(`/directory?${sent}`).expect(302);
    const filtered = '/escorts/wellington?age=25-35&nationality=Kiwi&verified=true&sort=price_asc';
    expect(submitted.headers.location).toBe(filtered);

    const first = rendered((await t.http().get(filtered).expect(200)).text);
    expect(first).toContain('13 profiles found');
    expect(cardsOf(first).map((card) => /Kiwi \d\d/.exec(card)?.[0])).toEqual(Array.from({ length: 12 }, (_, i) => `Kiwi ${String(i).padStart(2, '0')}`));
    for (const card of cardsOf(first)) expect(card).toMatch(/\$4\d\d/);
    expect(first).not.toMatch(/Out (Asian|Auckland|Older|Unverified)/);
    expect(linksNamed(first, 'Next')).toEqual([`${filtered}&page=2`]);
    // The form on the results keeps the choices, so a further change keeps them too.
    const again = [...first.matchAll(/<(?:input|select|option)\b[^>]*>/g)].map((match) => attributes(match[0]));
    expect(again.find((c) => c.name === 'nationality' && c.value === 'Kiwi')).toHaveProperty('checked');
    expect(again.find((c) => c.name === 'verified')).toHaveProperty('checked');
    expect(again.find((c) => c.value === 'wellington' && 'selected' in c)).toBeDefined();
    expect(again.filter((c) => c.name === 'age').map((c) => c.value)).toEqual(['25', '35']);

    const second = rendered((await t.http().get(`${filtered}&page=2`).expect(200)).text);
    expect(cardsOf(second).map((card) => /Kiwi \d\d/.exec(card)?.[0])).toEqual(['Kiwi 12']);
    expect(second).toContain('Page 2 of 2');
    expect(linksNamed(second, 'Previous')).toEqual([filtered]);

    // The search box alone (the home page's form) and an untouched form: the plain directory, no filter.
    expect((await t.http().get('/directory?search=Kiwi+03').expect(200)).text).toContain('Kiwi 03');
    expect((await t.http().get('/directory?search=&tier=&sort=recommended&region=&age=18&age=40').expect(302)).headers.location).toBe('/directory');
  });

  it("preloads the first photo a page shows from its head, fetched first, and lets every other photo wait, each sized for a phone's and a desktop's layout", async () => {
    const copies = { widths: [480], cardWidths: [240] };
    const mia = await advertiserCreated(t, 1, { fullName: 'Mia Widths' });
    const main = await addPhoto(t, mia.profile.id, 0, true, copies);
    await addPhoto(t, mia.profile.id, 1, false, copies);
    for (let i = 2; i <= 4; i += 1) await addPhoto(t, (await advertiserCreated(t, i)).profile.id, 0, true, copies);
    const copy = (url: string, width: number) => url.replace(/\.webp$/, `-${width}w.webp`);

    const res = await t.http().get(`/profile/${mia.profile.username}`).expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const srcset = `${copy(main.url, 480)} 480w, ${main.url} 800w`;
    const sizes = '(min-width: 900px) 560px, calc(100vw - 32px)';
    expect(head).toContain(`<link rel="preload" as="image" imageSrcSet="${srcset}" imageSizes="${sizes}" fetchPriority="high"/>`);
    const profile = rendered(res.text);
    expect(profile).not.toContain('<link rel="preload"');
    const [photo] = profile.match(/<img [^>]*alt="Mia Widths, photo 1 of 2"[^>]*>/) ?? [''];
    for (const attribute of [`src="${main.url}"`, `srcSet="${srcset}"`, `sizes="${sizes}"`, 'width="800"', 'height="1000"', 'fetchPriority="high"']) expect(photo).toContain(attribute);
    expect(photo).not.toContain('loading=');
    const thumbs = profile.match(/<img [^>]*sizes="64px"[^>]*>/g) ?? [];
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) expect(thumb).toMatch(/srcSet="[^"]+-card-240w\.webp 240w, [^"]+-card\.webp 400w"[^>]*loading="lazy" decoding="async"/);

    const directory = await t.http().get('/directory').expect(200);
    const cards = (rendered(directory.text).match(/<article[\s\S]*?<\/article>/g) ?? []).map((card) => card.match(/<img [^>]*>/)?.[0] ?? '');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toContain('fetchPriority="high"');
    expect(cards[0]).not.toContain('loading=');
    for (const card of cards.slice(1)) expect(card).toMatch(/loading="lazy" decoding="async"/);
    for (const card of cards) {
      expect(card).toMatch(/srcSet="[^"]+-card-240w\.webp 240w, [^"]+-card\.webp 400w, [^"]+-480w\.webp 480w, [^"]+\.webp 800w"/);
      expect(card).toContain('sizes="(max-width: 791px) calc(50vw - 22px), (max-width: 899px) calc(33.4vw - 24px), 300px"');
      expect(card).toMatch(/width="400" height="533"/);
    }
    const firstSrcset = cards[0].match(/srcSet="([^"]+)"/)![1];
    expect(directory.text.slice(0, directory.text.indexOf('</head>'))).toContain(`<link rel="preload" as="image" imageSrcSet="${firstSrcset}"`);
  });

  it('carries the gate over the content, the same for every visitor, and the data the page was rendered from', async () => {
    await advertiserCreated(t, 1, { fullName: 'Gated Content' });
    const res = await t.http().get('/directory').expect(200);
    const page = rendered(res.text);
    expect(page).toContain('Age Verification Required');
    expect(page).toMatch(/<div inert="" aria-hidden="true" class="age-gate-behind"/);
    expect(page).toContain('Gated Content');
    expect(res.text).toMatch(/<script>try\{if\(localStorage.getItem\("age-verification"\)/);
    expect(res.text).toMatch(/<script id="page-state" type="application\/json">\{"queries":/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('keeps an anonymous page in the public cache, compressed once, until the listing changes', async () => {
    const ruby = await advertiserCreated(t, 1, { fullName: 'Ruby Cached' });
    const first = await t.http().get('/directory').set('Accept-Encoding', 'br').expect(200);
    const second = await t.http().get('/directory').set('Accept-Encoding', 'br').expect(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.text).toBe(first.text);
    await t.http().get('/directory').set('If-None-Match', first.headers.etag).expect(304);

    await t.db.query(`UPDATE profiles SET full_name = 'Ruby Renamed' WHERE id = $1`, [ruby.profile.id]);
    await eventually(async () => expect((await t.http().get('/directory').expect(200)).text).toContain('Ruby Renamed'));
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const res = await t.http().get('/no-such-page').expect(404);
    expect(rendered(res.text)).toContain('Page Not Found');
  });
});

describe('public pages with SERVER_RENDERING=false, as the site was before it rendered on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FRONTEND_DIST, SERVER_RENDERING: 'false' });
  });
  afterAll(() => t.close());
  beforeEach(() => clearAccounts(t));

  it("sends the shell with the page's status, head and gate script, and no content for the browser to hydrate", async () => {
    const mia = await advertiserCreated(t, 1, { fullName: 'Mia Shell' });
    const res = await t.http().get(`/profile/${mia.profile.username}`).expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text.slice(res.text.indexOf('<body'))).not.toContain('Mia Shell');
    expect(res.text).not.toContain('id="page-state"');
    expect(res.text).toContain(`<title>Mia Shell (@${mia.profile.username}) | Kiwi Companions</title>`);
    expect(res.text).toMatch(/<script>try\{if\(localStorage.getItem\("age-verification"\)/);

    const missing = await t.http().get('/no-such-page').expect(404);
    expect(missing.text).toContain('<div id="root"></div>');
  });
});
