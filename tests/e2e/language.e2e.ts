import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

test('the language chosen with the switcher survives a reload', async () => {
  const page = await browser.newPage();
  await page.goto('/auth/signin');
  await page.getByLabel('Language').selectOption('sw');
  await page.getByLabel('Lugha').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');

  await page.reload();
  await page.getByLabel('Lugha').waitFor();
  expect(await page.getByLabel('Lugha').inputValue()).toBe('sw');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.getByText('Welcome Back').count()).toBe(0);
});

/** Where an element's centre sits across the page, from 0 (left edge) to 1 (right edge). */
async function across(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  if (!box) throw new Error('not on screen');
  return (box.x + box.width / 2) / width;
}

test('in Arabic the beneficiary portal reads right to left and mirrors; in Somali it speaks Somali', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const account = newAccount('beneficiary', 'Faadumo');
  await submitSignUp(page, account);
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  const title = page.getByText('Beneficiary Portal', { exact: true });
  await title.waitFor();
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  expect(await across(page, title)).toBeLessThan(0.5);
  expect(await across(page, signOut)).toBeGreaterThan(0.5);

  await page.getByLabel('Language').selectOption('ar');
  const name = `${account.firstName} ${account.lastName}`;
  await page.getByRole('heading', { level: 1, name: `مرحبًا بعودتك، ${name}!` }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);
  // The header mirrors: the portal's name on the right, signing out on the left.
  expect(await across(page, page.getByText('بوابة المستفيدين', { exact: true }))).toBeGreaterThan(0.5);
  expect(await across(page, page.getByRole('button', { name: 'تسجيل الخروج' }))).toBeLessThan(0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'beneficiary dashboard in Arabic');

  await page.getByLabel('اللغة').selectOption('so');
  await page.getByRole('heading', { level: 1, name: `Ku soo dhowow mar kale, ${name}!` }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'so',
    'ltr',
  ]);
});
