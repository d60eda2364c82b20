import { Browser } from 'playwright-core';
import { api, buyPlan, registerAdvertiser, signIn } from './support/admin-api';
import { BASE_URL, DEMO_ADMIN, DESKTOP, launchBrowser, newContext, PHONE, screenshot, signInOnScreen } from './support/browser';
import { attachmentOf, rawMailTo, waitForMailTo } from './support/mail-sink';
import { pdfText } from './support/pdf-text';

// Billing documents end to end: a payment sends a receipt and the paid invoice's PDF says PAID without
// asking to be paid; a credit note is emailed with its own PDF, and the Billing tab links both, at 390 and 1280 px.

jest.setTimeout(150_000);

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function pdfAt(href: string): Promise<string> {
  const res = await fetch(new URL(href, BASE_URL));
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return flat(pdfText(Buffer.from(await res.arrayBuffer())));
}

describe('billing documents: receipts, a paid invoice, a credit note', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser.close());

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('links the PAID invoice and the credit note, each with its document and email (%s)', async (name, viewport) => {
    const stamp = `${Date.now().toString(36)}${name.slice(0, 1)}`;
    const account = { email: `docs.${stamp}@example.co.nz`, password: 'Documents-2026', username: `docs${stamp}`, fullName: `Documents ${stamp}` };
    await registerAdvertiser(account);
    const admin = await signIn(DEMO_ADMIN);
    const invoice = await buyPlan(await signIn(account), 'basic', admin);

    const receipt = await waitForMailTo(account.email, `Receipt: $29.99 received for invoice ${invoice.number}`);
    expect(receipt).toContain('The invoice is now paid in full, and your plan is on.');

    const page = await (await newContext(browser, { viewport })).newPage();
    await signInOnScreen(page, account);
    await page.goto('/profile?tab=billing');
    const paidLink = page.getByRole('link', { name: `Download ${invoice.number} (PDF)` });
    await paidLink.waitFor();
    const paid = await pdfAt((await paidLink.getAttribute('href'))!);
    expect(paid).toContain('PAID');
    expect(paid).toMatch(/Paid in full on \d{1,2} \w+ \d{4} by bank transfer\./);
    expect(paid).not.toContain('How to pay');

    const credited = await api(`/admin/invoices/${invoice.id}/credit-notes`, { token: admin, body: { amount_cents: 1000, reason: 'Listing was down for a week' } });
    expect(credited.status).toBe(200);
    const note = credited.json.invoice.credit_notes[0].number as string;
    const email = await waitForMailTo(account.email, `Credit note ${note} for invoice ${invoice.number}`);
    expect(email).toContain('Listing was down for a week');
    const raw = rawMailTo(account.email).find((mail) => mail.includes(`${note}.pdf`))!;
    expect(flat(pdfText(attachmentOf(raw, `${note}.pdf`)!))).toContain(`Credit note number ${note}`);

    await page.reload();
    const notes = page.getByRole('list', { name: `Credit notes for ${invoice.number}` });
    await notes.waitFor();
    expect(flat((await notes.textContent())!)).toContain(`Credit note ${note}`);
    const creditNote = await pdfAt((await notes.getByRole('link', { name: `Download ${note} (PDF)` }).getAttribute('href'))!);
    expect(creditNote).toContain('Tax credit note');
    expect(creditNote).toContain(`Tax invoice ${invoice.number}`);
    expect(await pdfAt((await paidLink.getAttribute('href'))!)).toContain(`Credit note ${note}`);
    await screenshot(page, `billing-documents-${name}`);
  });
});
