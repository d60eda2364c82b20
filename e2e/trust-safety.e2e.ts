import { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminLogin, api, approvePending, registerAdvertiser, signIn } from './support/admin-api';
import { BASE_URL, DEMO_ADMIN, DESKTOP, launchBrowser, newContext, PHONE, screenshot, signInOnScreen } from './support/browser';
import { picture } from './support/pictures';

// End to end: a new advertiser is held until an admin approves her; a blocked phrase is refused
// on save with the rule named; a consent report becomes a takedown case with its 8-hour countdown and is resolved;
// an advertiser uploads a copy of another profile's photo and it is flagged, side by side, in the back office.

jest.setTimeout(180_000);

const stamp = Date.now().toString(36);
const advertiser = { email: `trust.${stamp}@example.nz`, password: 'TrustSafety2026!', username: `trust${stamp}`, fullName: `Trusty ${stamp}` };
const original = { email: `original.${stamp}@example.nz`, password: 'TrustSafety2026!', username: `orig${stamp}`, fullName: `Orla ${stamp}` };
const copier = { email: `copier.${stamp}@example.nz`, password: 'TrustSafety2026!', username: `copy${stamp}`, fullName: `Cora ${stamp}` };
const editor = { email: `editor.${stamp}@example.nz`, password: 'TrustSafety2026!', username: `edit${stamp}`, fullName: `Edie ${stamp}` };

describe('trust and safety', () => {
  let browser: Browser;
  let admin: Page;
  let visitor: Page;
  const pageErrors: string[] = [];

  async function listedInDirectory(): Promise<boolean> {
    const res = await api(`/profiles?search=${encodeURIComponent(advertiser.fullName)}`);
    return res.json.items.some((card: { username: string }) => card.username === advertiser.username);
  }

  beforeAll(async () => {
    await registerAdvertiser(advertiser, { publish: false });
    browser = await launchBrowser();
    admin = await (await newContext(browser, { viewport: DESKTOP })).newPage();
    visitor = await (await newContext(browser, { viewport: PHONE })).newPage();
    for (const page of [admin, visitor]) {
      page.setDefaultTimeout(15_000);
      page.on('pageerror', (error) => pageErrors.push(error.message));
    }
    await adminLogin(admin, DEMO_ADMIN);
  });

  afterEach(() => expect(pageErrors.splice(0)).toEqual([]));
  afterAll(() => browser?.close());

  it('holds a new advertiser out of the directory until an admin approves her in the moderation queue', async () => {
    expect(await listedInDirectory()).toBe(false);
    await admin.goto('/admin/moderation');
    // At 1280 px with the menu open the queue shows one card per item.
    const row = admin.getByRole('article').filter({ hasText: `@${advertiser.username}` });
    await row.getByText('Held until approved').waitFor();
    await row.getByText(/^\d+ min$/).waitFor();
    await screenshot(admin, 'trust-moderation-queue-1280');
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Approved', { exact: true }).waitFor();
    expect(await listedInDirectory()).toBe(true);
  });

  it('shows the moderator the bio a held advertiser changed while waiting, in place of the sign-up text, on a phone and a desktop', async () => {
    await registerAdvertiser(editor, { publish: false });
    const bio = 'Changed while waiting: message me on WhatsApp only, I reply quickly to every booking request.';
    const token = await signIn(editor);
    expect((await api('/profiles/me', { method: 'PUT', token, body: { full_name: editor.fullName, bio } })).status).toBe(200);

    await admin.goto('/admin/moderation');
    const row = admin.getByRole('article').filter({ hasText: `@${editor.username}` });
    await row.getByText(bio, { exact: false }).waitFor();
    await row.getByText('Matches review rule: Contact away from the site').waitFor();
    expect(await row.count()).toBe(1);
    await screenshot(admin, 'trust-moderation-edited-1280');
    await admin.setViewportSize(PHONE);
    await admin.getByText(bio, { exact: false }).waitFor();
    await screenshot(admin, 'trust-moderation-edited-390');
    await admin.setViewportSize(DESKTOP);

    await admin.goto(`/admin/moderation?filter=${encodeURIComponent(JSON.stringify({ state: 'superseded' }))}`);
    const replaced = admin.getByRole('article').filter({ hasText: `@${editor.username}` });
    await replaced.getByText(/^Replaced by a newer edit/).waitFor();
    expect(await replaced.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await screenshot(admin, 'trust-moderation-replaced-1280');
    // The back office remembers a list's filter: back to the pending items for the steps after this one.
    await admin.goto(`/admin/moderation?filter=${encodeURIComponent(JSON.stringify({ state: 'pending' }))}`);
    await admin.getByRole('article').filter({ hasText: `@${editor.username}` }).getByRole('button', { name: 'Approve' }).waitFor();
  });

  it('refuses a blocked phrase on save, naming the rule', async () => {
    const owner = await (await newContext(browser, { viewport: PHONE })).newPage();
    owner.on('pageerror', (error) => pageErrors.push(error.message));
    await signInOnScreen(owner, advertiser);
    await owner.goto('/profile/edit');
    await owner.getByLabel('Bio', { exact: false }).first().fill('Relaxed and friendly companion in Hamilton, happy to offer bare-back for regulars who ask nicely.');
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await owner.getByText('Bio breaks our advertising rule "No unprotected services". Please change it.').waitFor();
    await screenshot(owner, 'trust-blocked-phrase-390');
    await owner.close();
  });

  it('turns a consent report into a takedown case with its 8-hour countdown, hidden at once and resolved', async () => {
    await visitor.goto(`/profile/${advertiser.username}`);
    await visitor.getByRole('heading', { level: 1, name: advertiser.fullName }).waitFor();
    await visitor.getByRole('button', { name: 'Report this profile' }).click();
    const dialog = visitor.getByRole('dialog', { name: `Report ${advertiser.fullName}` });
    await dialog.getByRole('radio', { name: 'My photo or information is posted without my consent' }).check();
    await dialog.getByLabel(/Your email/).fill(`reporter.${stamp}@example.nz`);
    await dialog.getByLabel('Details (optional)').fill('These are photos of me from my own social media.');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Thank you. Your report has been sent to our team.').waitFor();

    await admin.goto('/admin/takedowns');
    const row = admin.getByRole('row').filter({ hasText: `@${advertiser.username}` });
    await row.getByText(/^Due in [78] h \d+ min$/).waitFor();
    await screenshot(admin, 'trust-takedown-countdown-1280');
    await row.getByRole('button', { name: 'Hide now' }).click();
    await row.getByText('Hidden while reviewed').waitFor();
    expect(await listedInDirectory()).toBe(false);

    await row.getByRole('textbox', { name: 'Reason' }).fill('The reporter showed these are her own photos.');
    await row.getByRole('button', { name: 'Record outcome' }).click();
    await admin.getByText('Case resolved').waitFor();
    await admin.goto('/admin/dashboard');
    await admin.getByTestId('tile-Open takedowns').waitFor();
  });

  it('flags a copy of another profile’s photo and shows both photos side by side in the back office', async () => {
    // Orla's own photo, published.
    await registerAdvertiser(original);
    await registerAdvertiser(copier);
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(await picture(4242).jpeg({ quality: 90 }).toBuffer())], { type: 'image/jpeg' }), 'orla.jpg');
    const token = await signIn(original);
    expect((await api('/profiles/me/photos', { token, form })).status).toBe(201);
    await approvePending((await api('/profiles/me', { token })).json.id);
    const published = await api(`/profiles/${original.username}`);
    expect(published.json.photos).toHaveLength(1);

    // Cora saves Orla's photo from the public page (with the site's watermark), crops the watermark off and uploads it.
    const saved = Buffer.from(await (await fetch(new URL(published.json.photos[0].url, BASE_URL))).arrayBuffer());
    const { width = 0, height = 0 } = await sharp(saved).metadata();
    const copy = await sharp(saved).extract({ left: 0, top: 0, width, height: Math.round(height * 0.97) }).jpeg({ quality: 75 }).toBuffer();
    const owner = await (await newContext(browser, { viewport: PHONE })).newPage();
    owner.on('pageerror', (error) => pageErrors.push(error.message));
    await signInOnScreen(owner, copier);
    await owner.goto('/profile?tab=photos');
    await owner.getByLabel('Select photos').setInputFiles({ name: 'mine.jpg', mimeType: 'image/jpeg', buffer: copy });
    await owner.getByRole('button', { name: 'Upload 1 photo' }).click();
    await owner.getByText('Photos uploaded successfully!').first().waitFor();
    await owner.getByText('Waiting for review').waitFor();
    await owner.close();
    expect((await api(`/profiles/${copier.username}`)).json.photos).toEqual([]);

    await admin.goto('/admin/moderation');
    const row = admin.getByRole('article').filter({ hasText: `@${copier.username}` });
    await row.getByText(`matches a photo on @${original.username}`).waitFor();
    const pair = row.getByRole('region', { name: `New photo beside the photo on @${original.username}` });
    const mine = pair.getByRole('img', { name: `New photo on @${copier.username}` });
    const theirs = pair.getByRole('img', { name: `On @${original.username}` });
    await mine.waitFor();
    // The queue shows photos through signed links (the copy, held for review, opens through nothing else).
    expect((await theirs.getAttribute('src'))!.split('?')[0]).toBe(published.json.photos[0].url);
    expect(await mine.getAttribute('src')).toMatch(/\?expires=\d+&signature=/);
    // Both load; side by side: the same size, on one line.
    await admin.waitForFunction(
      (images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      await pair.getByRole('img').elementHandles(),
    );
    const [left, right] = [await mine.boundingBox(), await theirs.boundingBox()];
    expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    await screenshot(admin, 'trust-copied-photo-side-by-side-1280');

    await row.getByRole('combobox', { name: 'Reason to reject' }).click();
    await admin.getByRole('option', { name: 'The photo appears to belong to someone else' }).click();
    await row.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText('Rejected', { exact: true }).first().waitFor();
    const copierPhotos = await api<{ moderation_state: string }[]>('/profiles/me/photos', { token: await signIn(copier) });
    expect(copierPhotos.json.map((photo) => photo.moderation_state)).toEqual(['rejected']);
  });

  it('shows when the photos were last updated on the public profile', async () => {
    await visitor.goto(`/profile/${original.username}`);
    const month = new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' }).format(new Date());
    await visitor.getByText(`Photos updated ${month}`).waitFor();
  });
});
