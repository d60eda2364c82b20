import { Browser, Page } from 'playwright-core';
import { registerAdvertiser } from './support/admin-api';
import { BASE_URL, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { waitForMailTo } from './support/mail-sink';

// An advertiser who forgot the password: 'Forgot password?' on the sign-in page, the link from
// the email, a new password, signed in with it; the same link refused the second time.

jest.setTimeout(120_000);

const stamp = Date.now().toString(36);
const advertiser = {
  fullName: `Reset Tester ${stamp}`,
  username: `reset${stamp}`,
  email: `reset.${stamp}@example.nz`,
  password: 'Forgotten2026!',
  newPassword: 'Remembered2026!',
};

const see = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });

describe('advertiser: forgotten password', () => {
  let browser: Browser;
  let page: Page;
  let resetLink: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await registerAdvertiser(advertiser);
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: PHONE })).newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  afterAll(() => browser?.close());

  it("asks for a link from 'Forgot password?' on the sign-in page and receives it by email", async () => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email').fill(`  ${advertiser.email}  `);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await see(page, "If an account exists for that email, we've sent a link to reset your password. Please check your inbox.");
    await screenshot(page, 'password-reset-requested-390');

    const email = await waitForMailTo(advertiser.email, '/reset-password?token=');
    const link = email.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w-]+/);
    expect(link).not.toBeNull();
    resetLink = link![0];
    expect(resetLink.startsWith(`${BASE_URL}/reset-password?token=`)).toBe(true);
  });

  it('opens the link, refuses a mismatch and a short password, then sets the new one', async () => {
    await page.goto(resetLink);
    await page.getByRole('heading', { level: 1, name: 'Choose a New Password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm new password').fill('abcdeg');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await see(page, 'Passwords do not match');

    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abc');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await see(page, 'Password must be at least 8 characters long');
    await screenshot(page, 'password-reset-too-short-390');

    await page.getByLabel('New password', { exact: true }).fill(advertiser.newPassword);
    await page.getByLabel('Confirm new password').fill(advertiser.newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/signin');
    await see(page, 'Your password has been reset. Please sign in with your new password.');
  });

  it('signs in with the new password, not the old one', async () => {
    await page.getByLabel('Email').fill(advertiser.email);
    await page.getByLabel('Password').fill(advertiser.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await see(page, 'Invalid email or password. Please try again.');

    await page.getByLabel('Password').fill(advertiser.newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/profile');
    await see(page, advertiser.fullName);
  });

  it('refuses the same link a second time', async () => {
    const visitor = await (await newContext(browser, { viewport: PHONE })).newPage();
    visitor.on('pageerror', (error) => pageErrors.push(error.message));
    await visitor.goto(resetLink);
    await visitor.getByLabel('New password', { exact: true }).fill('Another2026!');
    await visitor.getByLabel('Confirm new password').fill('Another2026!');
    await visitor.getByRole('button', { name: 'Reset Password' }).click();
    await see(visitor, 'This password reset link is invalid or has expired.');
    await screenshot(visitor, 'password-reset-link-used-390');
    await visitor.context().close();
  });
});
