import { Browser, Page } from 'playwright-core';
import { api, firstListed } from './support/admin-api';
import {
  DEMO_ADVERTISER,
  DESKTOP,
  followLink,
  horizontalOverflow,
  launchBrowser,
  networkSettled,
  newContext,
  PHONE,
  screenshot,
  SMALL_PHONE,
} from './support/browser';
import { fillAccountStep } from './support/signup-form';

// Spec quality bar: from 360 px phones to wide desktops, no page scrolls sideways. Every public
// screen, each reachable sign-up step and every editor tab is measured at 360, 390 and 1280 px.

jest.setTimeout(240_000);

const WIDTHS = [SMALL_PHONE, PHONE, DESKTOP];

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { overflow, offenders } = await horizontalOverflow(page);
  expect({ where, overflow, offenders }).toEqual({ where, overflow: 0, offenders: [] });
}

/** Screenshots at the narrowest and the desktop width, to look at. */
async function keepPicture(page: Page, name: string, width: number): Promise<void> {
  if (width !== PHONE.width) await screenshot(page, `widths_${name}_${width}`);
}

const pictureName = (path: string) => path.replace(/^\//, '').replace(/[/?=&]+/g, '-') || 'home';

describe('no horizontal scrolling at 360, 390 and 1280 px', () => {
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(() => browser.close());

  async function openAt(viewport: typeof PHONE, options: { ageVerified?: boolean } = {}): Promise<Page> {
    const page = await (await newContext(browser, { viewport, ...options })).newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  it.each(WIDTHS.map((viewport) => [viewport.width, viewport] as const))('public screens at %i px', async (width, viewport) => {
    const seeded = await firstListed();
    const demo = (await api<{ full_name: string }>('/profiles/demo')).json;
    const page = await openAt(viewport);
    const screens: [string, string][] = [
      ['/', 'Premium Escort Directory'],
      ['/directory', 'Professional Directory'],
      ['/pricing', 'Choose Your Plan'],
      ['/signin', 'Sign In'],
      ['/forgot-password', 'Forgot Password'],
      ['/reset-password?token=link-from-an-email', 'Choose a New Password'],
      [`/profile/${seeded.username}`, seeded.full_name],
      ['/profile/demo', demo.full_name],
      ['/contact', 'Contact Us'],
      ['/terms', 'Terms and Conditions'],
      ['/privacy', 'Privacy Policy'],
      ['/favourites', 'Favourites'],
      ['/no-such-page', 'Page Not Found'],
    ];
    // The first screen loads the site; the others follow links, as a visitor moves through it.
    await page.goto('/');
    for (const [path, heading] of screens) {
      await followLink(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await networkSettled(page);
      await expectNoSidewaysScroll(page, `${path} at ${width}`);
      await keepPicture(page, pictureName(path), width);
    }

    await followLink(page, '/directory');
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.locator('#directory-filters').waitFor();
    await expectNoSidewaysScroll(page, `/directory with its filters open at ${width}`);
    await keepPicture(page, 'directory-filters', width);

    await followLink(page, `/profile/${seeded.username}`);
    await page.getByRole('button', { name: 'Report this profile' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoSidewaysScroll(page, `the report dialog at ${width}`);
    await keepPicture(page, 'report-dialog', width);
  });

  it.each(WIDTHS.map((viewport) => [viewport.width, viewport] as const))('the age gate at %i px', async (width, viewport) => {
    const page = await openAt(viewport, { ageVerified: false });
    await page.goto('/');
    await page.getByRole('alertdialog', { name: 'Age Verification Required' }).waitFor();
    await expectNoSidewaysScroll(page, `the age gate at ${width}`);
    await keepPicture(page, 'age-gate', width);
  });

  it('every sign-up step it can reach, up to COMPLETE', async () => {
    const stamp = Date.now().toString(36);
    const page = await openAt(SMALL_PHONE);
    const measureStep = async (step: string) => {
      await page.getByText(new RegExp(`Step \\d of 6: ${step}`)).waitFor();
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await expectNoSidewaysScroll(page, `sign-up ${step} at ${viewport.width}`);
        await keepPicture(page, `signup-${step.toLowerCase()}`, viewport.width);
      }
      await page.setViewportSize(SMALL_PHONE);
    };
    const next = () => page.getByRole('button', { name: 'Next' }).click();

    await page.goto('/signup');
    await next();
    await page.getByText('Please fill in all required fields').waitFor();
    await measureStep('ACCOUNT');
    await fillAccountStep(page, { fullName: `Widths Tester ${stamp}`, username: `widths${stamp}`, email: `widths.${stamp}@example.nz`, password: 'Widths2026!' });
    await next();

    await measureStep('PERSONAL');
    await page.locator('#signup-birthdate').pressSequentially('02071994');
    await page.getByLabel('Nationality').selectOption('Middle Eastern');
    await page.getByLabel('Location', { exact: false }).selectOption('Auckland North Shore');
    await next();

    await measureStep('APPEARANCE');
    await page.getByLabel('Height (cm)').fill('165');
    await page.getByLabel('Weight (kg)').fill('57');
    await page.getByLabel('Body type').selectOption('Full Figured');
    await next();

    await measureStep('SERVICES');
    await page.getByRole('checkbox', { name: 'Travel Companion' }).check();
    await page.getByLabel('Meeting with').selectOption('Women & Couples');
    await page.getByLabel('Available for').selectOption('Incall & Outcall');
    await page.getByLabel('1 hour ($)').fill('300');
    await next();

    await measureStep('ABOUT');
    await page.getByLabel('Bio', { exact: false }).first().fill('Relaxed and well travelled companion on the North Shore, happy to join you for dinner or a trip.');
    await page.getByLabel('Phone').fill('021 555 0101');
    await page.getByLabel('Contact email').fill(`widths.contact.${stamp}@example.nz`);
    await page.getByRole('checkbox', { name: /accept the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await measureStep('COMPLETE');
  });

  it('every editor tab, signed in as the demo advertiser', async () => {
    const context = await newContext(browser, { viewport: SMALL_PHONE });
    const signIn = await context.request.post('/api/auth/signin', { data: DEMO_ADVERTISER });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/profile');
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const tab of ['preview', 'account', 'basic', 'physical', 'services', 'photos', 'billing']) {
        await followLink(page, `/profile?tab=${tab}`);
        await page.locator(`#panel-${tab}`).waitFor();
        await networkSettled(page);
        await expectNoSidewaysScroll(page, `editor ${tab} at ${viewport.width}`);
        await keepPicture(page, `editor-${tab}`, viewport.width);
      }
    }
    await context.close();
  });
});
