import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Browser, Page } from 'playwright-core';
import { adminLogin } from './support/admin-api';
import { DEMO_ADMIN, DESKTOP, launchBrowser, newContext } from './support/browser';

// The JavaScript a first visit to /admin downloads (the shell that shows /admin/login and starts every other
// back-office page) stays under 205 kB gzipped (the back office's phone layouts and signed photo links took it just past 200); the layout, the dashboard and every resource screen come as chunks of
// their own when first shown. Measured as Chromium downloads them from the production build (`npm run build`).

const BUDGET_BYTES = 205 * 1000;

/** The menu's screens after the dashboard, with the chunks (named after their lazily loaded modules) each brings. */
const MENU_SCREENS = [
  { entry: 'Escorts', title: 'Escort Profiles', chunks: ['EscortList'] },
  { entry: 'Verifications', title: 'Pending Verifications', chunks: ['VerificationList'] },
  { entry: 'Messages', title: 'Messages', chunks: ['ThreadList'] },
  { entry: 'Subscriptions', title: 'Subscriptions', chunks: ['SubscriptionList'] },
  { entry: 'Invoices', title: 'Invoices', chunks: ['InvoiceList'] },
  { entry: 'Payments', title: 'Payments', chunks: ['PaymentsPage'] },
  { entry: 'Revenue', title: 'Revenue', chunks: ['RevenuePage'] },
  { entry: 'Moderation', title: 'Moderation', chunks: ['ModerationList'] },
  { entry: 'Moderation settings', title: 'Moderation settings', chunks: ['ModerationSettingList'] },
  { entry: 'Advertising rules', title: 'Advertising rules', chunks: ['AdvertisingRuleList'] },
  { entry: 'Takedowns', title: 'Takedowns', chunks: ['TakedownList'] },
  { entry: 'Reports', title: 'Reports', chunks: ['ReportList'] },
  { entry: 'Settings', title: 'Settings', chunks: ['SettingsPage'] },
  { entry: 'Backups', title: 'Backups', chunks: ['BackupsPage'] },
];

const ALL_SCREENS = ['Layout', 'Dashboard', ...MENU_SCREENS.flatMap((screen) => screen.chunks), 'ThreadShow', 'InvoiceShow'];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Every back-office script the page downloads, by file name, with its gzipped size. */
function recordScripts(page: Page) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\/admin\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return;
    pending.push(response.body().then((body) => void sizes.set(basename(response.url()), gzipSync(body).length)));
  });
  return {
    /** The scripts downloaded since the last call; call it once the screen has rendered. */
    async takeNew(seen: Set<string>): Promise<{ files: string[]; total: number }> {
      await Promise.all(pending);
      const files = [...sizes.keys()].filter((file) => !seen.has(file));
      files.forEach((file) => seen.add(file));
      return { files, total: files.reduce((sum, file) => sum + sizes.get(file)!, 0) };
    },
    describe: (files: string[]) => files.map((file) => `  ${file}: ${kB(sizes.get(file)!)}`).join('\n'),
  };
}

const screensIn = (files: string[]) => ALL_SCREENS.filter((screen) => files.some((file) => file.startsWith(`${screen}-`)));

describe('back office bundle budget', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it('keeps what /admin/login downloads under 205 kB gzipped, with no screen behind the sign-in', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const scripts = recordScripts(page);

    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    const { files, total } = await scripts.takeNew(new Set());

    console.log(`Initial JavaScript for /admin/login: ${kB(total)} gzipped (budget ${kB(BUDGET_BYTES)})\n${scripts.describe(files)}`);
    expect(files).toContainEqual(expect.stringMatching(/^index-.+\.js$/));
    expect(screensIn(files)).toEqual([]);
    expect(total).toBeLessThan(BUDGET_BYTES);
    await context.close();
  });

  it('brings the layout and the dashboard after signing in, and each screen of the menu when it is first opened', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    const seen = new Set<string>();

    await adminLogin(page, DEMO_ADMIN);
    await page.getByTestId('tile-Total Profiles').waitFor();
    await page.waitForLoadState('networkidle');
    const first = await scripts.takeNew(seen);
    console.log(`JavaScript from /admin/login to the dashboard: ${kB(first.total)} gzipped\n${scripts.describe(first.files)}`);
    expect(screensIn(first.files)).toEqual(['Layout', 'Dashboard']);

    const report: string[] = [];
    for (const { entry, title, chunks } of MENU_SCREENS) {
      await page.getByRole('menuitem', { name: entry, exact: true }).click();
      // The app bar shows a screen's title once its chunk has arrived and rendered.
      await page.locator('#react-admin-title').getByText(title, { exact: true }).waitFor();
      const added = await scripts.takeNew(seen);
      report.push(`${entry}: ${kB(added.total)} more\n${scripts.describe(added.files)}`);
      expect(screensIn(added.files)).toEqual(chunks);
    }
    console.log(`JavaScript each screen adds on its first visit:\n${report.join('\n')}`);
    await context.close();
  });
});
