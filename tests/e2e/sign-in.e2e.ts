import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, pathOf, submitSignIn } from './support/accounts';
import { useBrowser } from './support/browser';

const browser = useBrowser();

test('a wrong password shows the server message in the red alert and stays on sign-in', async () => {
  const page = await browser.newPage();
  const answer = page.waitForResponse((response) => response.url().includes('/api/auth/sign-in'));
  await submitSignIn(page, DEMO.beneficiary, 'not-the-password');
  const response = await answer;
  expect(response.status()).toBeGreaterThanOrEqual(400);
  const body = (await response.json()) as { detail?: string; message?: string };
  const serverMessage = body.detail ?? body.message ?? '';
  expect(serverMessage).not.toBe('');

  await page.getByRole('alert').filter({ hasText: serverMessage }).waitFor();
  expect(pathOf(page)).toBe('/auth/signin');

  // An unknown account gets the very same answer: sign-in does not reveal who has an account.
  await submitSignIn(page, 'nobody-here@e2e.test', 'not-the-password');
  await page.getByRole('alert').filter({ hasText: serverMessage }).waitFor();
});

test('a beneficiary signs in, stays signed in across a reload and signs out', async () => {
  const page = await browser.newPage();
  await submitSignIn(page, DEMO.beneficiary, DEMO_PASSWORD);
  await page.getByText('Sign in successful! Redirecting...').waitFor();
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await page.getByText('Welcome, Amina', { exact: true }).waitFor();

  await page.reload();
  await page.getByText('Welcome, Amina', { exact: true }).waitFor();
  expect(pathOf(page)).toBe('/beneficiary');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByText('Signed out successfully').waitFor();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/beneficiary');
  await page.getByText('Access Required').waitFor();
  await page.getByText('Please sign in to access your beneficiary portal.').waitFor();
});
