import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount, submitSignUp, type NewAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** Signs up a new beneficiary and waits for the dashboard's figures (not just its greeting). */
async function signUpToDashboard(page: Page, account: NewAccount): Promise<void> {
  await submitSignUp(page, account);
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await page
    .getByRole('heading', { level: 1, name: `Welcome back, ${account.firstName} ${account.lastName}!` })
    .waitFor();
  await page.getByRole('progressbar', { name: 'Profile completion' }).waitFor();
}

function profileCompletion(page: Page): Promise<number> {
  return page.getByRole('progressbar', { name: 'Profile completion' }).getAttribute('aria-valuenow').then(Number);
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name, exact: true }).click();
}

test('a new beneficiary completes the profile, it is kept, and the dashboard shows the progress', async () => {
  const page = await browser.newPage();
  const account = newAccount('beneficiary', 'Halima');

  await signUpToDashboard(page, account);
  await page.getByText('No applications yet', { exact: true }).waitFor();
  const before = await profileCompletion(page);
  expect(before).toBe(0);

  await openTab(page, 'My Profile');
  await page.getByRole('heading', { level: 1, name: 'Profile Management' }).waitFor();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.getByRole('button', { name: 'Save Profile' }).waitFor();
  // The profile was created from the sign-up.
  expect(await field('First Name').inputValue()).toBe(account.firstName);
  expect(await field('Email').inputValue()).toBe(account.email);

  await field('Gender').selectOption('female');
  await field('Date of Birth').fill('1994-03-12');
  await field('Nationality').selectOption('SOM');
  await field('Alternative Phone').fill('0722000111');
  await field('Camp').selectOption('DAD');
  await field('Block').fill('B12');
  await field('Emergency Contact Name').fill('Fatuma Abdi');
  await field('Emergency Contact Phone').fill('0733000222');

  const skill = field('Skills');
  await skill.fill('Tailoring');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await skill.fill('  Carpentry  ');
  await skill.press('Enter');
  // Enter added the skill and did not submit the form; a repeated skill is not added twice.
  await page.getByRole('button', { name: 'Remove Carpentry' }).waitFor();
  await skill.fill('tailoring');
  await skill.press('Enter');
  await page.getByText('tailoring is already in your list').waitFor();
  expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(2);
  await page.getByRole('button', { name: 'Remove Carpentry' }).click();
  expect(await page.getByRole('button', { name: 'Remove Carpentry' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Profile updated successfully!', { exact: true }).waitFor();

  // Saving made the dashboard stale: it shows the new status without a reload.
  await openTab(page, 'Dashboard');
  await expect.poll(() => profileCompletion(page), { timeout: 10_000 }).toBe(50);
  // Skills in the profile are tags; the checklist waits for the Skills Assessment tab.
  await page.getByText('Skills assessment pending', { exact: true }).waitFor();

  await openTab(page, 'My Profile');
  await page.reload();
  await page.getByRole('button', { name: 'Save Profile' }).waitFor();
  expect(await field('Gender').inputValue()).toBe('female');
  expect(await field('Date of Birth').inputValue()).toBe('1994-03-12');
  expect(await field('Nationality').inputValue()).toBe('SOM');
  expect(await field('Camp').inputValue()).toBe('DAD');
  expect(await field('Block').inputValue()).toBe('B12');
  // Phones are stored in E.164.
  expect(await field('Alternative Phone').inputValue()).toBe('+254722000111');
  expect(await field('Emergency Contact Name').inputValue()).toBe('Fatuma Abdi');
  expect(await page.getByRole('button', { name: 'Remove Tailoring' }).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Remove Carpentry' }).count()).toBe(0);

  await page.goto('/beneficiary');
  await page.getByRole('progressbar', { name: 'Profile completion' }).waitFor();
  expect(await profileCompletion(page)).toBeGreaterThan(before);
});

test("the profile shows the spec's validation messages and keeps the fallbacks for empty numbers", async () => {
  const page = await browser.newPage();
  await signUpToDashboard(page, newAccount('beneficiary', 'Zahra'));
  await openTab(page, 'My Profile');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.getByRole('button', { name: 'Save Profile' }).waitFor();

  await field('First Name').fill('Z');
  await field('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('First name must be at least 2 characters').waitFor();
  await page.getByText('Please enter a valid email', { exact: true }).waitFor();

  await field('First Name').fill('Zahra');
  await field('Email').fill('');
  await field('Household Size').fill('');
  await field('Monthly Income (KES)').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Profile updated successfully!', { exact: true }).waitFor();
  expect(await field('Household Size').inputValue()).toBe('1');
  expect(await field('Monthly Income (KES)').inputValue()).toBe('0');
});

test('the dashboard and profile tabs pass axe on a 360 px phone, in English and Swahili', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await signUpToDashboard(page, newAccount('beneficiary', 'Amani'));
  const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await expectNoSeriousA11yViolations(page, 'dashboard (en, 360 px)');
  expect(await fitsWidth()).toBe(true);
  await openTab(page, 'My Profile');
  await page.getByRole('button', { name: 'Save Profile' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'profile (en, 360 px)');
  expect(await fitsWidth()).toBe(true);

  await page.evaluate(() => localStorage.setItem('lang', 'sw'));
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Usimamizi wa Wasifu' }).waitFor();
  await page.getByRole('button', { name: 'Hifadhi Wasifu' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'profile (sw, 360 px)');
  await page.goto('/beneficiary');
  await page.getByRole('progressbar', { name: 'Ukamilishaji wa wasifu' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'dashboard (sw, 360 px)');
});
