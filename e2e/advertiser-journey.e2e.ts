import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { picture } from './support/pictures';
import { adminList, api, approvePending, nzToday, signIn } from './support/admin-api';
import { DEMO_ADMIN, DESKTOP, followLink, horizontalOverflow, launchBrowser, networkSettled, newContext, PHONE, screenshot } from './support/browser';
import { fillAccountStep } from './support/signup-form';

// One new advertiser, followed from registration on a phone to deleting the profile. The tests
// run in order and share the signed-in page, as one person would use the site.

jest.setTimeout(120_000);

const stamp = Date.now().toString(36);
const advertiser = {
  fullName: `Journey Tester ${stamp}`,
  username: `journey${stamp}`,
  email: `journey.${stamp}@example.nz`,
  password: 'Journey2026!',
  newPassword: 'Journey2027!',
  bio: 'Friendly and discreet companion based in Wellington, available for dinner dates and travel.',
};

let images: string;
const image = (name: string) => join(images, name);

/** A photo with detail (a blank one is refused), different for every seed. */
async function makeImage(name: string, seed: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<void> {
  const photo = picture(seed);
  await (format === 'png' ? photo.png() : photo.jpeg()).toFile(image(name));
}

/** Waits for text anywhere on the page (Playwright's auto-waiting locator). */
const see = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });

/** The page as it is now, at phone width and at desktop width, then back to the phone. */
async function shootBoth(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
}

/** Polls until the locator matches exactly `count` elements. */
async function waitForCount(locator: Locator, count: number, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const now = await locator.count();
    if (now === count) return;
    if (Date.now() > deadline) throw new Error(`Expected ${count} of ${locator} but found ${now}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('advertiser journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    images = mkdtempSync(join(tmpdir(), 'advertiser-images-'));
    await Promise.all([
      makeImage('one.jpg', 1101),
      makeImage('two.jpg', 1102),
      makeImage('three.jpg', 1103),
      makeImage('four.jpg', 1104),
      makeImage('id.jpg', 1105),
      makeImage('selfie.png', 1106, 'png'),
    ]);
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: PHONE });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  // An uncaught error in the page fails the step that caused it.
  afterEach(() => {
    const errors = pageErrors.splice(0);
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(images, { recursive: true, force: true });
  });

  it('registers through all six steps on a phone, with photos', async () => {
    await page.goto('/signup');
    await see(page, 'Step 1 of 6: ACCOUNT');
    await shootBoth(page, 'advertiser-signup-1-account');
    await page.getByRole('button', { name: 'Next' }).click();
    await see(page, 'Please fill in all required fields');

    await fillAccountStep(page, advertiser);
    await page.getByRole('button', { name: 'Next' }).click();

    await see(page, 'Step 2 of 6: PERSONAL');
    await see(page, 'You must be 18 or older to register');
    await page.locator('#signup-birthdate').pressSequentially('14031995');
    expect(await page.locator('#signup-birthdate').inputValue()).toBe('14/03/1995');
    await see(page, /^Age: \d+$/);
    await page.getByLabel('Nationality').selectOption('Kiwi');
    await page.getByLabel('Location', { exact: false }).selectOption('Wellington');
    // Languages come from a fixed list, ticked, never typed (so nothing escapes the advertising rules there).
    const languages = page.getByRole('group', { name: 'Languages' });
    expect(await languages.getByRole('checkbox').count()).toBeGreaterThan(30);
    expect(await page.getByRole('textbox', { name: 'Languages' }).count()).toBe(0);
    await languages.getByRole('checkbox', { name: 'English' }).check();
    await languages.getByRole('checkbox', { name: 'French' }).check();
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, offenders: [] });
    await shootBoth(page, 'advertiser-signup-2-personal');
    await page.setViewportSize(DESKTOP);
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, offenders: [] });
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Next' }).click();

    await see(page, 'Step 3 of 6: APPEARANCE');
    await page.getByLabel('Height (cm)').fill('170');
    await page.getByLabel('Weight (kg)').fill('60');
    await page.getByLabel('Body type').selectOption('Athletic');
    await page.getByLabel('Hair color').selectOption('Red');
    await page.getByLabel('Eye color').selectOption('Green');
    await shootBoth(page, 'advertiser-signup-3-appearance');
    await page.getByRole('button', { name: 'Next' }).click();

    await see(page, 'Step 4 of 6: SERVICES');
    await page.getByRole('checkbox', { name: 'Independent' }).check();
    await page.getByRole('checkbox', { name: 'Dinner Date' }).check();
    await page.getByRole('checkbox', { name: 'Travel Companion' }).check();
    await page.getByLabel('Meeting with').selectOption('Men');
    await page.getByLabel('Available for').selectOption('Incall & Outcall');
    await page.getByLabel('1 hour ($)').fill('320');
    await page.getByLabel('Overnight ($)').fill('1600');
    await shootBoth(page, 'advertiser-signup-4-services');
    await page.getByRole('button', { name: 'Next' }).click();

    await see(page, 'Step 5 of 6: ABOUT');
    await page.getByLabel('Bio', { exact: false }).first().fill('Too short');
    await page.getByLabel('Phone').fill('021 555 7788');
    await page.getByLabel('Contact email').fill(`contact.${advertiser.email}`);
    await page.getByRole('checkbox', { name: /accept the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await see(page, 'Bio must be at least 50 characters long');
    await page.getByLabel('Bio', { exact: false }).first().fill(advertiser.bio);
    await page.getByLabel('Add photos').setInputFiles([image('one.jpg'), image('two.jpg')]);
    await waitForCount(page.getByRole('img', { name: /Photo \d preview/ }), 2);
    await shootBoth(page, 'advertiser-signup-5-about');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await see(page, 'Step 6 of 6: COMPLETE');
    await shootBoth(page, 'advertiser-signup-6-complete');
    await page.getByRole('link', { name: 'Go to My Profile' }).click();
    await page.waitForURL('**/profile');
    await see(page, advertiser.fullName);
    await see(page, `@${advertiser.username}`);
    await page.locator('.editor-preview img').first().waitFor();
    // A new profile waits for an admin's approval before it is listed.
    await see(page, 'Your profile is waiting for review.');
    await screenshot(page, 'advertiser-profile-preview-390');
    await approvePending((await api('/profiles/me', { token: await signIn(advertiser) })).json.id);
  });

  it('signs out and signs back in', async () => {
    // Signed out from a public page: this step is about the session, not the editor's guard.
    await page.goto('/pricing');
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/signin');
    await page.getByLabel('Email').fill('  ');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await see(page, 'Email and password are required');
    await page.getByLabel('Email').fill(advertiser.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await see(page, 'Invalid email or password. Please try again.');
    await screenshot(page, 'advertiser-signin-error-390');
    // The second attempt by keyboard only: Tab from email to password, Enter submits.
    await page.getByLabel('Password').fill('');
    await page.getByLabel('Email').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type(advertiser.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile');
    await see(page, advertiser.fullName);
  });

  it('stays signed in when the answer to a session refresh is lost, as when a page is left mid-refresh', async () => {
    // The server rotates the refresh token, but the browser never receives the answer carrying the new one.
    const cookies = await context.cookies();
    await page.route(
      '**/api/auth/refresh',
      async (route) => {
        await route.fetch();
        await context.clearCookies();
        await context.addCookies(cookies);
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.reload();
    await see(page, advertiser.fullName);
    // The token the retry received is the live one: the next page load refreshes with it.
    await page.reload();
    await see(page, advertiser.fullName);
    expect(page.url()).toMatch(/\/profile$/);
  });

  it('edits and saves the profile', async () => {
    await page.goto('/profile/edit');
    await see(page, 'Username cannot be changed after registration.');
    expect(await page.getByLabel('Username').isDisabled()).toBe(true);
    expect(await page.getByLabel('Location').getAttribute('placeholder')).toBe('City, Area');
    expect(await page.getByLabel('Location').inputValue()).toBe('Wellington');
    await page.getByLabel('Full name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await see(page, 'Full name is required');
    await page.getByLabel('Full name').fill(`${advertiser.fullName} Edited`);
    await page.getByLabel('Location').fill('Wellington, Te Aro');
    const languages = page.getByRole('group', { name: 'Languages' });
    expect(await languages.getByRole('checkbox', { name: 'English' }).isChecked()).toBe(true);
    expect(await languages.getByRole('checkbox', { name: 'French' }).isChecked()).toBe(true);
    await languages.getByRole('checkbox', { name: 'French' }).uncheck();
    await languages.getByRole('checkbox', { name: 'Te Reo Māori' }).check();
    await page.getByRole('tab', { name: 'Services & Rates' }).click();
    await page.getByLabel('2 hours ($)').fill('600');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await see(page, 'Profile updated successfully!');
    advertiser.fullName = `${advertiser.fullName} Edited`;

    await page.reload();
    await page.getByRole('tab', { name: 'Basic Information' }).click();
    expect(await page.getByLabel('Location').inputValue()).toBe('Wellington, Te Aro');
    const saved = page.getByRole('group', { name: 'Languages' });
    expect(await saved.getByRole('checkbox', { name: 'Te Reo Māori' }).isChecked()).toBe(true);
    expect(await saved.getByRole('checkbox', { name: 'French' }).isChecked()).toBe(false);
    const shown = await api(`/profiles/${advertiser.username}`);
    expect(shown.json.languages).toEqual(['English', 'Te Reo Māori']);
    await page.getByRole('tab', { name: 'Services & Rates' }).click();
    expect(await page.getByLabel('2 hours ($)').inputValue()).toBe('600');
  });

  it('stops at the free photo cap, then sets a main photo and deletes one', async () => {
    await page.goto('/profile?tab=photos');
    await waitForCount(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem'), 2);
    await page.getByLabel('Select photos').setInputFiles([image('three.jpg'), image('four.jpg')]);
    await see(page, 'You can only upload a maximum of 3 photos with your current plan.');
    await waitForCount(page.getByRole('img', { name: /New photo \d preview/ }), 1);
    await page.getByRole('button', { name: 'Upload 1 photo' }).click();
    await see(page, 'Photos uploaded successfully!');
    await waitForCount(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem'), 3);
    await screenshot(page, 'advertiser-photos-390');

    await page.getByRole('button', { name: 'Set as main photo 2' }).click();
    await see(page, 'Profile photo updated successfully!');
    await page.getByRole('img', { name: 'Photo 2 (main photo)' }).waitFor();

    await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
    await page.getByRole('img', { name: 'Photo 3 (main photo)' }).waitFor();

    await page.getByRole('button', { name: 'Delete photo 1' }).click();
    await see(page, 'Delete this photo? This cannot be undone.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await see(page, 'Photo deleted successfully!');
    await waitForCount(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem'), 2);
  });

  it('changes the password', async () => {
    await page.goto('/profile?tab=account');
    await page.getByLabel('Current password').fill(advertiser.password);
    await page.getByLabel('New password', { exact: true }).fill(advertiser.newPassword);
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await see(page, 'New passwords do not match');
    await page.getByLabel('Confirm new password').fill(advertiser.newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await see(page, 'Password updated successfully!');
    await waitForCount(page.getByText('Password updated successfully!'), 0, 6000);
  });

  it('submits verification documents and shows the pending text', async () => {
    await page.goto('/profile?tab=account');
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await see(page, 'Both ID and selfie photos are required');
    await page.getByLabel('ID document').setInputFiles(image('id.jpg'));
    await page.getByLabel('Selfie').setInputFiles(image('selfie.png'));
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await see(page, 'Verification documents submitted successfully!');
    await see(page, "Your documents are under review. You'll be notified once your profile is verified.");
    await page.reload();
    await see(page, "Your documents are under review. You'll be notified once your profile is verified.");
  });

  it('chooses premium, gets an invoice, and once an admin records the payment shows the VIP badge on the public profile', async () => {
    await page.goto('/pricing');
    await screenshot(page, 'advertiser-pricing-free-390');
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await see(page, /^We've sent you invoice INV-\d{6}\. Your Premium plan starts as soon as your payment arrives\.$/);
    const number = (await page.getByRole('heading', { name: /^Invoice INV-\d{6}/ }).textContent())!.match(/INV-\d{6}/)![0];
    // The plan waits for the payment.
    expect(await page.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();

    const admin = await signIn(DEMO_ADMIN);
    const [invoice] = (await adminList('invoices', admin, { q: number })).rows;
    const paid = await api(`/admin/invoices/${invoice.id}/payments`, { token: admin, body: { amount_cents: invoice.total_cents, received_on: nzToday(), method: 'bank_transfer' } });
    expect(paid.json.invoice.status).toBe('paid');

    await page.goto('/pricing');
    expect(await page.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    await waitForCount(page.getByRole('button', { name: 'Downgrade' }), 2);

    await page.goto('/profile?tab=account');
    await see(page, 'Premium Account');
    await see(page, /Expires \d+ \w+ \d{4}/);

    await page.goto(`/profile/${advertiser.username}`);
    await see(page, advertiser.fullName);
    await page.locator('.badge-vip').first().waitFor();
  });

  it('pauses the profile, which hides it from the directory, then activates it', async () => {
    const inDirectory = async () => {
      await page.goto(`/directory?search=${encodeURIComponent(advertiser.fullName)}`);
      await page.locator('.spinner').waitFor({ state: 'detached' }).catch(() => undefined);
      await Promise.race([see(page, 'No profiles found matching your criteria.'), page.locator(`a[href="/profile/${advertiser.username}"]`).first().waitFor()]);
      return page.locator(`a[href="/profile/${advertiser.username}"]`).count();
    };
    expect(await inDirectory()).toBeGreaterThan(0);

    await page.goto('/profile?tab=account');
    await see(page, 'Your profile is currently visible to everyone.');
    await page.getByRole('button', { name: 'Pause Profile' }).click();
    await see(page, 'Your profile has been paused and hidden from public listings.');
    await see(page, 'Your profile is currently hidden from public listings.');
    expect(await inDirectory()).toBe(0);

    await page.goto('/profile?tab=account');
    await page.getByRole('button', { name: 'Activate Profile' }).click();
    await see(page, 'Your profile is now active and visible.');
    await see(page, 'Your profile is currently visible to everyone.');
    expect(await inDirectory()).toBeGreaterThan(0);
  });

  it('looks right at 390 px and 1280 px on every editor tab and the sign-in and pricing pages', async () => {
    for (const [viewport, width] of [
      [PHONE, 390],
      [DESKTOP, 1280],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/profile');
      for (const tab of ['preview', 'account', 'basic', 'physical', 'services', 'photos']) {
        await followLink(page, `/profile?tab=${tab}`);
        await page.locator(`#panel-${tab}`).waitFor();
        await screenshot(page, `advertiser-editor-${tab}-${width}`);
        expect({ tab, width, ...(await horizontalOverflow(page)) }).toEqual({ tab, width, overflow: 0, offenders: [] });
      }
      // Settled first, so that the screenshot shows the plans rather than the session refresh's spinner.
      await page.goto('/pricing');
      await networkSettled(page);
      await screenshot(page, `advertiser-pricing-premium-${width}`);
    }
    const visitor = await (await newContext(browser, { viewport: DESKTOP })).newPage();
    for (const path of ['/signin', '/signup', '/forgot-password', '/pricing']) {
      await visitor.goto(path);
      await visitor.locator('h1').first().waitFor();
      await screenshot(visitor, `advertiser-visitor${path.replace('/', '-')}-1280`);
    }
    await visitor.context().close();
  });

  it('deletes the profile after two confirmations: signed out and the profile is gone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/profile?tab=account');
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await page.getByRole('button', { name: 'Yes, delete my profile' }).click();
    await see(page, 'Are you absolutely sure?');
    await screenshot(page, 'advertiser-delete-confirm-390');
    await page.getByRole('button', { name: 'Delete Permanently' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?deleted=true');
    await see(page, 'Your profile has been deleted.');

    await page.goto('/profile');
    await page.waitForURL('**/signin');
    await page.goto(`/profile/${advertiser.username}`);
    await see(page, 'Profile Not Found');

  });
});
