import { Browser } from 'playwright-core';
import { adminLogin, api } from './support/admin-api';
import { DEMO_ADMIN, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { waitForMailTo } from './support/mail-sink';

describe('back office: contact messages', () => {
  let browser: Browser;
  const visitor = {
    name: 'Hemi Walker',
    phone: '021 555 0199',
    email: `hemi.${Date.now()}@example.co.nz`,
    city: 'Wellington',
    message: 'Kia ora, I would like to know how verification works for a new advertiser. Thanks!',
    website: '',
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    const sent = await api('/contact', { body: visitor });
    expect(sent.json).toEqual({ message: 'Your message has been sent successfully! We will get back to you soon.' });
  });

  afterAll(() => browser.close());

  it('reads a thread, replies by email, and deletes the thread', async () => {
    const page = await (await newContext(browser)).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.getByRole('menuitem', { name: 'Messages' }).click();
    const card = page.getByRole('listitem').filter({ hasText: visitor.email });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/MSG-\d{6}/);
    await card.getByText('Awaiting Reply').waitFor();
    await card.getByText(visitor.phone).waitFor();
    await screenshot(page, 'admin-messages-desktop');

    await card.click();
    await page.getByRole('link', { name: 'Back to Messages' }).waitFor();
    await page.getByText(visitor.message).waitFor();
    const history = page.getByTestId('chat-history');
    expect(await history.evaluate((el) => getComputedStyle(el).height)).toBe('600px');

    const send = page.getByRole('button', { name: 'Send reply' });
    const reply = page.getByPlaceholder('Type your reply...');
    expect(await send.isDisabled()).toBe(true);
    await reply.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await reply.fill('Kia ora Hemi, upload your ID and a selfie from the Account tab and we review them within 24-48 hours.');
    await send.click();
    await page.getByText('Reply sent successfully!').waitFor();
    const bubble = page.getByTestId('admin-bubble').last();
    await bubble.getByText(/upload your ID and a selfie/).waitFor();
    const layout = await bubble.evaluate((row) => {
      const inner = row.firstElementChild as HTMLElement;
      return { justify: getComputedStyle(row).justifyContent, maxWidth: getComputedStyle(inner).maxWidth };
    });
    expect(layout).toEqual({ justify: 'flex-end', maxWidth: '70%' });
    await bubble.getByText(/Email (pending|sent)/).waitFor();

    const email = await waitForMailTo(visitor.email, 'upload your ID and a selfie');
    expect(email).toMatch(/^Subject: New Message from Kiwi Companions support$/m);
    await page.reload();
    await page.getByTestId('admin-bubble').last().getByText('Email sent').waitFor();
    await page.getByText('Replied', { exact: true }).waitFor();
    await screenshot(page, 'admin-thread-desktop');

    await page.getByRole('button', { name: 'Delete Thread' }).click();
    await page.getByText('Are you sure you want to delete this entire conversation? This cannot be undone.').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Thread deleted successfully').waitFor();
    await page.waitForURL(/\/admin\/messages$/);
    await page.getByRole('listitem').filter({ hasText: visitor.email }).waitFor({ state: 'detached' });
  });

  it('shows the thread list on a phone', async () => {
    const page = await (await newContext(browser, { viewport: PHONE })).newPage();
    await adminLogin(page, DEMO_ADMIN);
    await page.goto('/admin/messages');
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'admin-messages-phone');
  });
});
