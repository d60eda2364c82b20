import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

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
 */
export async function newContext(
  browser: Browser,
  options: { viewport?: typeof PHONE; ageVerified?: boolean; bypassCSP?: boolean; userAgent?: string; headers?: Record<string, string>; touch?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    baseURL: BASE_URL,
    bypassCSP: options.bypassCSP,
    userAgent: options.userAgent,
    extraHTTPHeaders: options.headers,
    hasTouch: options.touch,
    isMobile: options.touch,
  });
  if (options.ageVerified !== false) {
    await context.addInitScript(() => window.localStorage.setItem('age-verification', 'true'));
  }
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
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
