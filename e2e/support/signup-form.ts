import { Page } from 'playwright-core';

/** Fills the sign-up wizard's ACCOUNT step (the page shows it) with matching confirmations. */
export async function fillAccountStep(page: Page, account: { fullName: string; username: string; email: string; password: string }): Promise<void> {
  await page.getByLabel('Display name').fill(account.fullName);
  await page.getByLabel('Username', { exact: false }).first().fill(account.username);
  await page.getByLabel('Email', { exact: false }).first().fill(account.email);
  await page.getByLabel('Confirm email').fill(account.email);
  await page.locator('#signup-password').fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
}
