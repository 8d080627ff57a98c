import { expect, test } from 'vitest';
import { useBrowser } from './support/browser';

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
