import { expect, test } from 'vitest';
import { newAccount, pathOf, submitSignUp } from './support/accounts';
import { useBrowser } from './support/browser';
import { followEmailLink } from './support/inbox';

const browser = useBrowser();

test('a beneficiary signs up, lands in the portal and verifies the e-mail address', async () => {
  const page = await browser.newPage();
  const account = newAccount('beneficiary', 'Halima');

  await submitSignUp(page, account);
  await page.getByText('Account created successfully! Please check your email to verify your account.').waitFor();
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await page.getByText(`Welcome, ${account.firstName}`, { exact: true }).waitFor();
  const banner = page.getByRole('region', { name: 'E-mail verification' });
  await banner.waitFor();

  await followEmailLink(page, account.email, 'verify-email');
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('verified') === '1');
  await page.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' }).waitFor();

  await page.goto('/beneficiary');
  await page.getByText(`Welcome, ${account.firstName}`, { exact: true }).waitFor();
  expect(pathOf(page)).toBe('/beneficiary');
  expect(await banner.count()).toBe(0);
});
