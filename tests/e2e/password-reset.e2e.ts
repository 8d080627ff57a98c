import { expect, test } from 'vitest';
import { newAccount, pathOf, signIn, submitSignIn, submitSignUp } from './support/accounts';
import { useBrowser } from './support/browser';
import { followEmailLink } from './support/inbox';

const browser = useBrowser();

test('a person who forgot the password resets it through the e-mailed link', async () => {
  const account = newAccount('beneficiary', 'Zawadi');
  const signUpPage = await browser.newPage();
  await submitSignUp(signUpPage, account);
  await signUpPage.waitForURL((url) => url.pathname === '/beneficiary');

  const page = await browser.newPage();
  await page.goto('/auth/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/forgot-password');
  // The URL changes before the page's chunk arrives; the sign-in form (with its own Email field) stays until then.
  await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('status').filter({ hasText: 'we have sent a link to reset your password' }).waitFor();

  await followEmailLink(page, account.email, 'reset-password');
  await page.waitForURL((url) => url.pathname === '/auth/reset-password' && url.searchParams.has('token'));
  const newPassword = `${account.password}-new`;
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();

  // The old password no longer works; the new one does.
  await submitSignIn(page, account.email, account.password);
  await page.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
  expect(pathOf(page)).toBe('/auth/signin');
  await signIn(page, account.email, newPassword, '/beneficiary');
  await page.getByText(`Welcome, ${account.firstName}`, { exact: true }).waitFor();
});
