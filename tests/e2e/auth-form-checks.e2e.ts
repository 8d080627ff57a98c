import { expect, test } from 'vitest';
import { pathOf } from './support/accounts';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** The validation messages are their own file of the build (assets/locales/<lang>-<hash>/validation.json). */
const isValidationChunk = (url: string) => /\/assets\/locales\/[a-z]{2}-\w+\/validation\.json$/.test(url);

test("sign-up checks its fields before sending, in the reader's language, and the checks load only once a field is used", async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/auth/signup');
  await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
  expect(requested.filter(isValidationChunk)).toEqual([]);

  await page.getByLabel('First Name').fill('A');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await page.getByText('First name must be at least 2 characters').waitFor();
  await page.getByText('Please enter a valid email address').waitFor();
  await page.getByText('Please select your account type').waitFor();
  expect(requested.filter(isValidationChunk)).toHaveLength(1);
  // Nothing was sent, and the first field in error has the focus, for a keyboard or screen reader user.
  expect(requested.some((url) => url.includes('/api/auth/sign-up'))).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
  expect(await page.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');

  // After a first try each correction is checked as it is typed.
  await page.getByLabel('First Name').fill('Amina');
  await page.getByText('First name must be at least 2 characters').waitFor({ state: 'detached' });
  await page.getByText('Please enter a valid email address').waitFor();
  expect(pathOf(page)).toBe('/auth/signup');

  await page.evaluate(() => localStorage.setItem('lang', 'sw'));
  await page.reload();
  await page.getByRole('button', { name: 'Fungua Akaunti' }).click();
  await page.getByText('Jina la kwanza lazima liwe na angalau herufi 2').waitFor();
  await page.getByText('Tafadhali chagua aina ya akaunti yako').waitFor();
});

test('forgot-password refuses an address that is not one, without asking the server', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill('amina@');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Please enter a valid email address').waitFor();
  expect(sent).toEqual([]);
});
