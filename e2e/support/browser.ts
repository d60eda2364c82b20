import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Locator, Page, Request } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL!;
export const ARTIFACTS = join(__dirname, '..', 'artifacts');
export const SMALL_PHONE = { width: 360, height: 740 };
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export const DEMO_ADMIN = { email: 'admin@kiwicompanions.test', password: 'AdminDemo2026!' };
export const DEMO_ADVERTISER = { email: 'demo@kiwicompanions.test', password: 'KiwiListing2026!' };

/**
 * One of the seed's generated profiles, whose contact email `{username}@example.co.nz` is also its sign-in email:
 * not one another journey registered, and not the demo advertiser, which other journeys sign in as.
 */
export function isSeededProfile(row: { username: string; email: string }): boolean {
  return row.username !== 'demo' && row.email === `${row.username}@example.co.nz`;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * A fresh browser profile; `ageVerified` skips the age gate for journeys that are not about it. `bypassCSP` lets a
 * journey inject a test script (axe-core) that the site's Content-Security-Policy (script-src 'self') would refuse.
 * `userAgent` and `headers` (an X-Forwarded-For, believed from loopback) make the browser a visitor of its own.
 * `touch` makes it a phone's browser: a touch screen, and the page laid out by its viewport meta tag.
 * `javaScriptEnabled: false` makes it a browser that runs no script at all, the site's nor the head's inline one.
 * `deviceScaleFactor` is its screen's pixels per CSS pixel (1 unless given).
 */
export async function newContext(
  browser: Browser,
  options: {
    viewport?: typeof PHONE;
    ageVerified?: boolean;
    bypassCSP?: boolean;
    userAgent?: string;
    headers?: Record<string, string>;
    touch?: boolean;
    javaScriptEnabled?: boolean;
    deviceScaleFactor?: number;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    baseURL: BASE_URL,
    bypassCSP: options.bypassCSP,
    userAgent: options.userAgent,
    extraHTTPHeaders: options.headers,
    hasTouch: options.touch,
    isMobile: options.touch,
    javaScriptEnabled: options.javaScriptEnabled,
    deviceScaleFactor: options.deviceScaleFactor,
  });
  context.on('page', trackRequests);
  if (options.ageVerified !== false) {
    await context.addInitScript(() => window.localStorage.setItem('age-verification', 'true'));
  }
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** The requests each page of newContext's has in flight, and when that set last changed. */
const networkActivity = new WeakMap<Page, { inFlight: Set<Request>; changedAt: number }>();

function trackRequests(page: Page): void {
  const activity = { inFlight: new Set<Request>(), changedAt: Date.now() };
  const settle = (request: Request) => {
    activity.inFlight.delete(request);
    activity.changedAt = Date.now();
  };
  page.on('request', (request) => {
    activity.inFlight.add(request);
    activity.changedAt = Date.now();
  });
  // Answered counts as settled: Chromium reports a fetch whose body the page never reads (the back office's
  // sign-out) as finished only when that body is collected, which may be never.
  page.on('response', (response) => settle(response.request()));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  networkActivity.set(page, activity);
}

const QUIET_MS = 250;
const SETTLE_LIMIT_MS = 30_000;

/**
 * Waits until the page has loaded and has had no request in flight for 250 ms since the call: the data a screen
 * fetches and the pictures that data names are in (each is requested as the data renders). Playwright's
 * 'networkidle' asks for 500 ms of silence, which the journeys waited out on every screen they measure.
 */
export async function networkSettled(page: Page): Promise<void> {
  const activity = networkActivity.get(page);
  if (!activity) throw new Error('networkSettled needs a page of a context made by newContext');
  await page.waitForLoadState('load');
  const asked = Date.now();
  for (;;) {
    const quietFor = activity.inFlight.size === 0 ? Date.now() - Math.max(asked, activity.changedAt) : 0;
    if (quietFor >= QUIET_MS) return;
    if (Date.now() - asked > SETTLE_LIMIT_MS) {
      const pending = Array.from(activity.inFlight, (request) => `${request.method()} ${request.url()}`);
      throw new Error(`The page's network did not settle within ${SETTLE_LIMIT_MS / 1000} s; in flight: ${pending.join(', ') || 'nothing'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(25, QUIET_MS - quietFor)));
  }
}

/**
 * Waits until React has hydrated the element (given it its props and handlers). A server-rendered page shows its
 * controls before its script has run; until then a select or a form does what plain HTML does, and a control's
 * state that React sets on hydration can overwrite what was done to it.
 */
export async function hydrated(element: Locator): Promise<void> {
  await element.waitFor({ state: 'attached' });
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(node).some((key) => key.startsWith('__reactProps$')) ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
}

/** Signs an advertiser in on the sign-in screen, as a person does, and waits for their profile screen. */
export async function signInOnScreen(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/profile');
}

/**
 * Goes to a path of the loaded site as one of its links does (the router follows the history), without loading
 * the site again: for journeys that visit many screens in a row.
 */
export function followLink(page: Page, path: string): Promise<void> {
  return page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export interface HorizontalOverflow {
  /** How far the document scrolls sideways: its scroll width beyond the viewport's width. */
  overflow: number;
  /** Elements reaching past the viewport's right edge that no scrolling box of their own contains. */
  offenders: string[];
}

/**
 * Measures sideways scrolling as a visitor would meet it. The document's scroll width against the
 * viewport catches what scrolls; the element walk also catches what html or body would merely clip
 * (overflow-x: hidden or clip), which would cut content off instead of scrolling to it.
 */
export function horizontalOverflow(page: Page): Promise<HorizontalOverflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const contained = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed') return true;
        if (node !== element && style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right + window.scrollX <= viewport + 1 || contained(element)) continue;
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      offenders.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} right=${Math.round(rect.right + window.scrollX)}`);
    }
    return { overflow: root.scrollWidth - viewport, offenders: offenders.slice(0, 8) };
  });
}
