import { Browser, Page } from 'playwright-core';
import { adminList, adminLogin, api, firstListed, signIn, submitVerification } from './support/admin-api';
import { DEMO_ADMIN, DESKTOP, horizontalOverflow, isSeededProfile, launchBrowser, networkSettled, newContext, PHONE, screenshot } from './support/browser';

// Every back-office list with actions works on a phone and at 1280 px with the menu open: nothing scrolls
// sideways, not the page and not a table inside it, and the first action of the list is on screen.

jest.setTimeout(240_000);

/** Boxes inside the page that scroll sideways (a table wider than its wrapper), which the page measure does not see. */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        const overflowX = getComputedStyle(element).overflowX;
        return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(/\s+/).slice(0, 2).join('.')} ${element.scrollWidth}>${element.clientWidth}`),
  );
}

const LISTS: { path: string; action: RegExp }[] = [
  { path: '/admin/moderation', action: /^Approve/ },
  { path: '/admin/verifications', action: /^Reject / },
  { path: '/admin/takedowns', action: /^Record outcome$/ },
  { path: '/admin/reports', action: /^Pause profile$/ },
  { path: '/admin/invoices', action: /^INV-|^Create/ },
  { path: '/admin/payments', action: /^Match|^Record|^Ignore|^Import/ },
];

describe('back-office lists at 390 and 1280 px', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await signIn(DEMO_ADMIN);
    // A verification and a takedown to decide, besides what the seed leaves in the queues.
    // The third oldest seeded profile waiting: the verifications journey decides the two oldest.
    const waiting = (await adminList<{ user_id: string; username: string; email: string }>('profiles', admin, { is_verified: false, verification_requested: false, is_active: true })).rows
      .filter(isSeededProfile)
      .slice(-3)[0];
    await submitVerification(admin, waiting, 'Verify-Me-2026');
    const reported = await firstListed('tier=basic');
    const res = await api(`/profiles/${reported.username}/report`, { body: { reason: 'no_consent', details: 'These are my photos, posted without my consent.' } });
    expect(res.status).toBeLessThan(300);
  });

  afterAll(() => browser.close());

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('keeps every list and its first action on screen without sideways scrolling (%s)', async (name, viewport) => {
    const page = await (await newContext(browser, { viewport })).newPage();
    await adminLogin(page, DEMO_ADMIN);
    for (const list of LISTS) {
      await page.goto(list.path);
      await networkSettled(page);
      const action = page.getByRole(list.path === '/admin/invoices' ? 'link' : 'button', { name: list.action }).first();
      if (list.path !== '/admin/invoices' && list.path !== '/admin/payments') await action.waitFor();
      if (viewport === DESKTOP) expect(await page.locator('.RaSidebar-fixed, .MuiDrawer-docked').first().isVisible()).toBe(true);
      const { overflow, offenders } = await horizontalOverflow(page);
      expect({ list: list.path, overflow, offenders, scrollers: await sidewaysScrollers(page) }).toEqual({ list: list.path, overflow: 0, offenders: [], scrollers: [] });
      if (await action.count()) {
        const box = (await action.boundingBox())!;
        expect({ list: list.path, right: Math.round(box.x + box.width) <= viewport.width }).toEqual({ list: list.path, right: true });
      }
      await screenshot(page, `admin-list${list.path.replace(/\//g, '-')}-${name}`);
    }
  });
});
