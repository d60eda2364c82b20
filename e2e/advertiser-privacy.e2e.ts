import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { Browser } from 'playwright-core';
import { jsonOf, unzip } from '../backend/test/data-export/unzip';
import { api, approvePending, registerAdvertiser, signIn } from './support/admin-api';
import { hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { dragWithFinger } from './support/touch';
import { waitForMailTo } from './support/mail-sink';

jest.setTimeout(120_000);

const WIDTH = 600;
const HEIGHT = 800;
/** A black-and-white checkerboard: any blur shows as a flat grey patch. */
function checkerboard(): Promise<Buffer> {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) data.fill((Math.floor(x / 10) + Math.floor(y / 10)) % 2 ? 255 : 0, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
  return sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png().toBuffer();
}

async function greyDeviation(image: Buffer, box: { left: number; top: number; width: number; height: number }): Promise<number> {
  const grey = await sharp(image).extract(box).greyscale().raw().toBuffer();
  const mean = grey.reduce((sum, v) => sum + v, 0) / grey.length;
  return Math.sqrt(grey.reduce((sum, v) => sum + (v - mean) ** 2, 0) / grey.length);
}

describe('advertiser privacy', () => {
  let browser: Browser;
  const id = Date.now().toString(36);
  const account = { email: `private${id}@example.nz`, password: 'PrivatePass2026!', username: `private${id}`, fullName: 'Private Person' };

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerAdvertiser(account);
  });

  afterAll(() => browser.close());

  it('on a phone: paints a blur over the face with a finger, saves, and the public page shows the blurred, watermarked photo', async () => {
    const context = await newContext(browser, { viewport: PHONE, touch: true });
    expect((await context.request.post('/api/auth/signin', { data: { email: account.email, password: account.password } })).status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/profile/edit');
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await checkerboard() });
    await page.getByRole('button', { name: /Blur areas of portrait\.png/ }).click();

    const surface = page.getByTestId('area-painter-surface');
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    // Which pointer painted: the area must come from a finger, not a mouse.
    await surface.evaluate((element) => element.addEventListener('pointerdown', (event) => element.setAttribute('data-painted-with', (event as PointerEvent).pointerType)));
    const scrolled = await page.evaluate(() => window.scrollY);
    // The face: the middle of the top half, dragged corner to corner.
    await dragWithFinger(page, { x: box.x + box.width * 0.3, y: box.y + box.height * 0.15 }, { x: box.x + box.width * 0.7, y: box.y + box.height * 0.45 });
    await page.getByRole('button', { name: 'Area 1: Blur' }).waitFor();
    expect(await surface.getAttribute('data-painted-with')).toBe('touch');
    // The drag painted; it did not scroll the page under the finger.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await screenshot(page, 'advertiser_blur_painter_phone');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Upload 1 photo' }).click();
    await page.getByText('Photos uploaded successfully!').waitFor();
    // A new photo is public once an admin approves it.
    const me = await api<{ profile: { id: string } }>('/auth/me', { token: await signIn(account) });
    await approvePending(me.json.profile.id);

    const visitor = await (await newContext(browser, { viewport: PHONE })).newPage();
    await visitor.goto(`/profile/${account.username}`);
    const photo = visitor.getByRole('region', { name: `Photos of ${account.fullName}` }).getByRole('img').first();
    await photo.waitFor();
    await screenshot(visitor, 'visitor_blurred_photo_phone');
    const served = await (await visitor.request.get((await photo.getAttribute('src'))!)).body();
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height]).toEqual([WIDTH, HEIGHT]);
    // Inside the face the checkerboard is gone; outside it is intact; the corner carries the watermark.
    expect(await greyDeviation(served, { left: 250, top: 170, width: 100, height: 100 })).toBeLessThan(25);
    expect(await greyDeviation(served, { left: 20, top: 420, width: 200, height: 200 })).toBeGreaterThan(100);
    const original = await checkerboard();
    const corner = { left: WIDTH - 150, top: HEIGHT - 40, width: 140, height: 30 };
    const marked = await sharp(served).extract(corner).greyscale().raw().toBuffer();
    const plain = await sharp(original).extract(corner).greyscale().raw().toBuffer();
    const difference = marked.reduce((sum, v, i) => sum + Math.abs(v - plain[i]), 0) / marked.length;
    expect(difference).toBeGreaterThan(4);
  });

  it('a crawler finds no phone number; a visitor on a phone reveals it and taps Call', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const crawled = [
      await (await context.request.get('/api/profiles?limit=50')).text(),
      await (await context.request.get(`/api/profiles/${account.username}`)).text(),
      await (await context.request.get(`/profile/${account.username}`)).text(),
    ];
    for (const text of crawled) {
      expect(text.replace(/\D/g, '')).not.toContain('0215550123');
      expect(text).not.toContain(account.email);
    }

    const page = await context.newPage();
    await page.goto(`/profile/${account.username}`);
    const contact = page.getByRole('region', { name: 'Contact Details' });
    // The profile arrives rendered; the reveal button works once it has hydrated.
    await hydrated(contact);
    await contact.getByRole('button', { name: 'Show number' }).click();
    const call = contact.getByRole('link', { name: 'Call' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:0215550123');
    expect(await contact.getByRole('link', { name: 'SMS' }).getAttribute('href')).toBe('sms:0215550123');
    await screenshot(page, 'visitor_number_revealed_phone');
    await call.click();
  });

  it('on a phone: asks for a copy of their data, the email arrives, and its link downloads a ZIP of their files once', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    expect((await context.request.post('/api/auth/signin', { data: { email: account.email, password: account.password } })).status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/profile/edit?tab=account');
    const myData = page.getByRole('region', { name: 'My Data' });
    const request = myData.getByRole('button', { name: 'Request my data' });
    await request.scrollIntoViewIfNeeded();
    await request.click();
    await myData.getByText('We are preparing your data.').waitFor();
    await screenshot(page, 'advertiser_my_data_requested_phone');

    const email = await waitForMailTo(account.email, 'Download my data', 60_000);
    const link = /(https?:\/\/\S+\/my-data\?token=[A-Za-z0-9_-]+)/.exec(email)![1];
    await page.goto(link);
    const download = page.getByRole('link', { name: 'Download my data' });
    await download.waitFor();
    await screenshot(page, 'advertiser_my_data_download_phone');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await unzip(readFileSync((await file.path())!));

    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', 'profile.json', 'photos.json', 'invoices.json', 'plans.json', 'verification.json', 'messages.json', 'analytics.json', 'audit-log.json']),
    );
    expect(jsonOf(files, 'account.json')).toMatchObject({ account: { email: account.email } });
    expect(jsonOf(files, 'profile.json')).toMatchObject({ username: account.username, full_name: account.fullName });
    const photos = jsonOf<{ files: string[] }[]>(files, 'photos.json');
    expect(photos.length).toBeGreaterThanOrEqual(1);
    for (const name of photos.flatMap((photo) => photo.files)) expect((await sharp(files.get(`photos/${name}`)!).metadata()).format).toBe('webp');

    // The link worked once: opened again, the page says so and offers nothing.
    await page.goto(link);
    await page.getByText('This download link has already been used.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Download my data' }).count()).toBe(0);
  });
});
