import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, pathOf, signIn } from './support/accounts';
import { useBrowser } from './support/browser';

const browser = useBrowser();

test('a beneficiary opening the staff console sees no access, and the API refuses', async () => {
  const page = await browser.newPage();
  await signIn(page, DEMO.beneficiary, DEMO_PASSWORD, '/beneficiary');

  await page.goto('/staff');
  await page.getByRole('heading', { name: 'No Access' }).waitFor();
  expect(pathOf(page)).toBe('/staff');
  const status = await page.evaluate(async () => (await fetch('/api/v1/staff/team')).status);
  expect(status).toBe(403);
});

test('an unknown path shows the not-found page, logs the path and leads home', async () => {
  const page = await browser.newPage();
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));

  await page.goto('/some/unknown/path');
  await page.getByText('Oops! Page not found').waitFor();
  expect(logged.some((line) => line.includes('/some/unknown/path'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});
