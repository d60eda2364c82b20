import { nzLongDate } from 'contract';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { adminLogin, api, registerAdvertiser, signIn } from './support/admin-api';
import { DEMO_ADMIN, DESKTOP, launchBrowser, newContext, PHONE, screenshot, signInOnScreen } from './support/browser';
import { attachmentOf, rawMailTo } from './support/mail-sink';
import { pdfText } from './support/pdf-text';

// End to end: an advertiser chooses Premium and gets a tax invoice (on screen and by email
// with its PDF); an admin imports the bank statement that holds the payment; the plan is Premium for
// 30 days and the profile joins the VIP carousel; the same statement imported again changes nothing.

jest.setTimeout(180_000);

const DAY = 86_400_000;
const stamp = Date.now().toString(36);
const advertiser = { email: `billing.${stamp}@example.nz`, password: 'Billing2026!', username: `billing${stamp}`, fullName: `Billing Tester ${stamp}` };

const see = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });

/** The page as it is now at 390 and at 1280 px wide, then back to where it was. */
async function shootBoth(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(size);
}

async function waitForEmail(subject: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const email = rawMailTo(advertiser.email).find((raw) => subject.test(raw));
    if (email) return email;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email to ${advertiser.email} with subject ${subject}`);
}

describe('billing journey: a paid plan by bank transfer', () => {
  let browser: Browser;
  let owner: BrowserContext;
  let ownerPage: Page;
  let adminPage: Page;
  let number: string;
  let statement: Buffer;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await registerAdvertiser(advertiser);
    browser = await launchBrowser();
    owner = await newContext(browser, { viewport: PHONE });
    ownerPage = await owner.newPage();
    adminPage = await (await newContext(browser, { viewport: DESKTOP })).newPage();
    for (const page of [ownerPage, adminPage]) {
      page.setDefaultTimeout(15_000);
      page.on('pageerror', (error) => pageErrors.push(error.message));
    }
  });

  afterEach(() => expect(pageErrors.splice(0)).toEqual([]));
  afterAll(() => browser?.close());

  const plan = async () => {
    const { subscription_tier, subscription_expires_at } = (await api('/profiles/me', { token: await signIn(advertiser) })).json;
    return { subscription_tier, subscription_expires_at } as { subscription_tier: string; subscription_expires_at: string | null };
  };

  it('chooses Premium on the pricing page and sees the invoice with the payment instructions', async () => {
    await signInOnScreen(ownerPage, advertiser);

    await ownerPage.goto('/pricing');
    await ownerPage.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const heading = ownerPage.getByRole('heading', { name: /^Invoice INV-\d{6}: Premium plan, 30 days$/ });
    await heading.waitFor();
    number = (await heading.textContent())!.match(/INV-\d{6}/)![0];
    await see(ownerPage, `We've sent you invoice ${number}. Your Premium plan starts as soon as your payment arrives.`);
    await see(ownerPage, 'Total $49.99 including GST of $6.52.');
    const instructions = ownerPage.locator('.payment-instructions');
    for (const text of ['Kiwi Companions Limited', '12-3140-0123452-000', advertiser.username.slice(0, 12).toUpperCase(), 'PREMIUM', number]) {
      await instructions.getByText(text, { exact: true }).waitFor();
    }
    await ownerPage.getByRole('button', { name: 'Copy reference' }).waitFor();
    await shootBoth(ownerPage, 'billing-pricing-invoice');
    expect((await plan()).subscription_tier).toBe('free');
  });

  it('gets the invoice by email with a PDF that reads as a tax invoice', async () => {
    const email = await waitForEmail(new RegExp(`^Subject: Invoice ${number} for your Premium plan`, 'm'));
    const pdf = attachmentOf(email, `${number}.pdf`);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf!).replace(/\s+/g, ' ');
    for (const field of ['Tax invoice', 'Kiwi Companions Limited', 'GST number 49-091-850', `Invoice number ${number}`, advertiser.fullName, advertiser.email,
      'Premium plan, 30 days', 'Total (GST inclusive) $49.99', 'GST (15%) included in total $6.52', `Reference ${number}`]) {
      expect(text).toContain(field);
    }
  });

  it('shows the open invoice in the Billing tab', async () => {
    await ownerPage.goto('/profile?tab=billing');
    await ownerPage.getByRole('article', { name: `Invoice ${number}` }).waitFor();
    await see(ownerPage, 'Free Account');
    await shootBoth(ownerPage, 'billing-tab-open-invoice');
  });

  it('lets an admin preview and import a bank statement with the payment, which starts Premium for 30 days', async () => {
    const today = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    statement = Buffer.from(
      [
        'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge',
        `Bill Payment,${advertiser.fullName},${advertiser.username.slice(0, 12).toUpperCase()},PREMIUM,${number},49.99,${today},,`,
        `Eftpos,Stationery Shop,,,,-18.40,${today},,`,
      ].join('\n'),
    );
    await adminLogin(adminPage, DEMO_ADMIN);
    await adminPage.getByTestId('tile-Unpaid invoices').waitFor();
    await shootBoth(adminPage, 'billing-admin-dashboard');
    await adminPage.getByRole('menuitem', { name: 'Payments' }).click();
    await adminPage.getByLabel('Bank statement CSV').setInputFiles({ name: `anz-${stamp}.csv`, mimeType: 'text/csv', buffer: statement });
    const preview = adminPage.getByRole('table', { name: 'Statement preview' });
    await preview.getByRole('row', { name: new RegExp(number) }).getByText('Paid an invoice').waitFor();
    await see(adminPage, '2 lines: 1 will pay an invoice, 0 left to match by hand, 0 imported before, 1 paid out.');
    await shootBoth(adminPage, 'billing-admin-payments-preview');
    expect((await plan()).subscription_tier).toBe('free');

    const importedAt = Date.now();
    await adminPage.getByRole('button', { name: 'Import 2 lines' }).click();
    await see(adminPage, 'Imported 2 lines: 1 paid an invoice, 0 left for you to match, 0 imported before, 1 paid out');

    const after = await plan();
    expect(after.subscription_tier).toBe('premium');
    const expires = new Date(after.subscription_expires_at!).getTime();
    expect(expires).toBeGreaterThan(importedAt + 30 * DAY - 120_000);
    expect(expires).toBeLessThan(Date.now() + 30 * DAY + 120_000);
  });

  it('shows Premium and its end date in the Billing tab, and the profile in the VIP carousel', async () => {
    await ownerPage.goto('/profile?tab=billing');
    await see(ownerPage, 'Premium Account');
    // The day the plan ends in New Zealand, as the Billing tab writes it (the test machine's clock may be a day behind).
    const expires = nzLongDate((await plan()).subscription_expires_at!);
    await see(ownerPage, `Expires ${expires}`);
    await ownerPage.getByRole('listitem').filter({ hasText: number }).getByText('Paid').waitFor();
    await shootBoth(ownerPage, 'billing-tab-paid');

    await ownerPage.goto('/');
    await ownerPage.getByRole('region', { name: 'VIP companions' }).locator(`a[href="/profile/${advertiser.username}"]`).first().waitFor({ state: 'attached' });
  });

  it('changes nothing when the same statement is imported again', async () => {
    const before = await plan();
    await adminPage.goto('/admin/payments');
    await adminPage.getByLabel('Bank statement CSV').setInputFiles({ name: `anz-${stamp}-again.csv`, mimeType: 'text/csv', buffer: statement });
    await see(adminPage, '2 lines: 0 will pay an invoice, 0 left to match by hand, 1 imported before, 1 paid out.');
    await adminPage.getByRole('button', { name: 'Import 2 lines' }).click();
    await see(adminPage, 'Imported 2 lines: 0 paid an invoice, 0 left for you to match, 1 imported before, 1 paid out');
    expect(await plan()).toEqual(before);
    const admin = await signIn(DEMO_ADMIN);
    const invoice = (await api(`/admin/invoices?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`, { token: admin })).json[0];
    expect(invoice).toMatchObject({ status: 'paid', amount_paid_cents: 4999, credit_cents: 0 });
    expect(invoice.payments).toHaveLength(1);
  });

  it('shows the invoice in the back office with its payment, and the other billing screens, at 390 and 1280 px', async () => {
    await adminPage.goto('/admin/invoices');
    await adminPage.getByPlaceholder('Number, reference or advertiser').fill(number);
    await see(adminPage, '1-1 of 1');
    await adminPage.getByRole('row', { name: new RegExp(number) }).getByText('Paid').waitFor();
    await shootBoth(adminPage, 'billing-admin-invoices');
    await adminPage.getByRole('row', { name: new RegExp(number) }).click();
    await adminPage.getByRole('table', { name: 'Payments' }).getByText('(bank statement)').waitFor();
    await shootBoth(adminPage, 'billing-admin-invoice-show');

    await adminPage.goto('/admin/payments');
    await adminPage.getByRole('row', { name: /Thank you/ }).waitFor();
    await shootBoth(adminPage, 'billing-admin-payments');
    // The dialog at each width in a window opened at that width (narrowing an open window turns the sidebar into
    // a modal drawer that a phone, which starts with it closed, never shows).
    const phone = await (await newContext(browser, { viewport: PHONE })).newPage();
    await adminLogin(phone, DEMO_ADMIN);
    for (const [page, width] of [[phone, 390], [adminPage, 1280]] as const) {
      await page.goto('/admin/payments');
      await page.getByRole('button', { name: 'Match', exact: true }).first().click();
      await page.getByRole('dialog').getByRole('radio', { checked: true }).waitFor();
      await screenshot(page, `billing-admin-match-dialog-${width}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    }
    await phone.context().close();

    await adminPage.getByRole('menuitem', { name: 'Revenue' }).click();
    await adminPage.getByRole('table', { name: 'Revenue per month' }).waitFor();
    await shootBoth(adminPage, 'billing-admin-revenue');

    await adminPage.getByRole('menuitem', { name: 'Subscriptions' }).click();
    await adminPage.getByRole('button', { name: 'Grant complimentary plan' }).click();
    await adminPage.getByRole('dialog', { name: 'Grant a complimentary plan' }).waitFor();
    await shootBoth(adminPage, 'billing-admin-complimentary');
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await adminPage.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await adminPage.getByRole('form', { name: 'Billing settings' }).waitFor();
    await shootBoth(adminPage, 'billing-admin-settings');
  });
});
