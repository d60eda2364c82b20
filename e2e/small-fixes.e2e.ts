import { Browser, Page } from 'playwright-core';
import { adminLogin, api, firstListedWithPhotos, registerAdvertiser, signIn } from './support/admin-api';
import { DEMO_ADMIN, DESKTOP, launchBrowser, networkSettled, newContext, PHONE, screenshot } from './support/browser';

// The smaller things a visitor or an admin tripped on, each checked at 390 and 1280 px: the report
// dialog's reasons, the photo counter clear of the watermark, the carousel's Retry, the region intro's
// promise, New Zealand dates in the back office, and the message for re-deciding one's own item.

jest.setTimeout(180_000);

const US_DATE = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/;
const NZ_DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec) \d{4}\b/;

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the smaller fixes, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  const open = async (viewport: typeof PHONE): Promise<Page> => (await newContext(browser, { viewport })).newPage();

  describe.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('at %s width', (name, viewport) => {
    it('shows the photo counter clear of the watermark, and each report reason beside its radio button', async () => {
      const profile = await firstListedWithPhotos(2);
      const page = await open(viewport);
      await page.goto(`/profile/${profile.username}`);
      const gallery = page.getByRole('region', { name: `Photos of ${profile.full_name}` });
      const counter = gallery.getByText(/^1 \/ \d+$/);
      await counter.waitFor();
      const photo = (await gallery.locator('img').first().boundingBox())!;
      // The watermark is drawn into the bottom-right corner of every full-size photo: its lower fifth, right half.
      const watermark = { x: photo.x + photo.width / 2, y: photo.y + photo.height * 0.8, width: photo.width / 2, height: photo.height * 0.2 };
      expect(overlaps((await counter.boundingBox())!, watermark)).toBe(false);
      await screenshot(page, `small-fixes-gallery-${name}`);

      await page.getByRole('button', { name: 'Report this profile' }).click();
      const dialog = page.getByRole('dialog', { name: `Report ${profile.full_name}` });
      await dialog.waitFor();
      const radios = dialog.getByRole('radio');
      expect(await radios.count()).toBeGreaterThan(2);
      for (let index = 0; index < (await radios.count()); index += 1) {
        const radio = (await radios.nth(index).boundingBox())!;
        const label = (await dialog.locator(`label[for="${await radios.nth(index).getAttribute('id')}"]`).boundingBox())!;
        expect(radio.width).toBeGreaterThanOrEqual(18);
        // The label starts beside the radio, on its line, and stays inside the dialog.
        expect(label.x).toBeGreaterThan(radio.x + radio.width);
        expect(Math.abs(label.y - radio.y)).toBeLessThan(radio.height);
      }
      const box = (await dialog.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `small-fixes-report-dialog-${name}`);
    });

    it("reloads the page with the carousel's Retry, and promises no verified escorts on a region page", async () => {
      const page = await open(viewport);
      await page.route('**/api/profiles/vip', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Failed to load VIP profiles"}' }));
      // The server renders the home page with its carousel, so the browser asks for the VIPs only when it navigates there itself.
      await page.goto('/pricing');
      await page.evaluate(() => {
        history.pushState({}, '', '/');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      const reloaded = page.waitForEvent('load');
      await retry.click();
      await reloaded;
      await page.unroute('**/api/profiles/vip');

      await page.goto('/escorts/wellington');
      const intro = page.locator('.directory-lead');
      await intro.waitFor();
      expect(await intro.textContent()).toMatch(/^Independent and agency escorts in the Wellington region/);
      await screenshot(page, `small-fixes-region-${name}`);
    });

    it('writes New Zealand dates on Subscriptions and Settings', async () => {
      const page = await open(viewport);
      await adminLogin(page, DEMO_ADMIN);
      for (const path of ['/admin/subscriptions', '/admin/settings']) {
        await page.goto(path);
        await networkSettled(page);
        await page.getByText(NZ_DATE).first().waitFor();
        expect(await page.locator('main').textContent()).not.toMatch(US_DATE);
        await screenshot(page, `small-fixes-dates${path.replace(/\//g, '-')}-${name}`);
      }
    });
  });

  it('tells an admin re-deciding their own moderation item that they decided it', async () => {
    const stamp = Date.now().toString(36);
    const account = { email: `redecide.${stamp}@example.co.nz`, password: 'Redecide-2026', username: `redecide${stamp}`, fullName: `Redecide ${stamp}` };
    await registerAdvertiser(account, { publish: false });
    const profileId = (await api<{ id: string }>('/profiles/me', { token: await signIn(account) })).json.id;
    const admin = await signIn(DEMO_ADMIN);
    const pending = await api<{ id: string }[]>(`/admin/moderation?filter=${encodeURIComponent(JSON.stringify({ profile_id: profileId, state: 'pending' }))}`, { token: admin });
    const [item] = pending.json;
    expect((await api(`/admin/moderation/${item.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    const again = await api(`/admin/moderation/${item.id}/reject`, { token: admin, body: { reason: 'misleading' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You have already decided this item.');
  });
});
