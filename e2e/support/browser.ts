import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL!;
export const ARTIFACTS = join(__dirname, '..', 'artifacts');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export const DEMO_ADMIN = { email: 'admin@kiwicompanions.test', password: 'AdminDemo2026!' };
export const DEMO_ADVERTISER = { email: 'demo@kiwicompanions.test', password: 'DemoAdvertiser2026!' };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh browser profile; `ageVerified` skips the age gate for journeys that are not about it. */
export async function newContext(browser: Browser, options: { viewport?: typeof PHONE; ageVerified?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, baseURL: BASE_URL });
  if (options.ageVerified !== false) {
    await context.addInitScript(() => window.localStorage.setItem('age-verification', 'true'));
  }
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
