import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name, exact: true }).click();
}

/** sonner's success colours fall just short of 4.5:1 (known, reported): judge the page once the toast is gone. */
async function waitForToastsToGo(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

test('a beneficiary fills the skills assessment and sees it on the profile', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await submitSignUp(page, newAccount('beneficiary', 'Amina'));
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await openTab(page, 'Skills Assessment');
  await page.getByRole('heading', { level: 1, name: 'Skills Assessment' }).waitFor();
  const field = (label: string) => page.getByLabel(label, { exact: true });

  await page.getByRole('button', { name: 'Save assessment' }).click();
  await page.getByText('Please select a skill area', { exact: true }).waitFor();
  await page.getByText('Please select your level', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'skills assessment with errors (360 px)');

  await field('Skill area 1').selectOption({ label: 'Tailoring and sewing' });
  await field('Level for skill area 1').selectOption({ label: 'Advanced' });
  await page.getByRole('button', { name: 'Add a skill area' }).click();
  await field('Skill area 2').selectOption({ label: 'Other' });
  await field('Describe skill area 2').fill('Soap making');
  await field('Level for skill area 2').selectOption({ label: 'Beginner' });
  await page.getByRole('button', { name: 'Add a language' }).click();
  await field('Language 1').fill('Somali');
  await field('How well you speak language 1').selectOption({ label: 'Native' });
  await page.getByRole('button', { name: 'Add a job' }).click();
  await field('Job title 1').fill('Tailor');
  await field('Years in job 1').fill('4');
  await page.getByRole('button', { name: 'Save assessment' }).click();
  await page.getByText('Skills assessment saved!', { exact: true }).waitFor();
  await page.getByText(/4 years of work experience in total/).waitFor();
  await waitForToastsToGo(page);
  await expectNoSeriousA11yViolations(page, 'skills assessment saved (360 px)');

  await openTab(page, 'My Profile');
  const card = page.getByRole('region', { name: 'Skills assessment' });
  await card.getByText('Tailoring and sewing (Advanced), Soap making (Beginner)').waitFor();
  expect(await card.locator('dd').allInnerTexts()).toEqual([
    'Tailoring and sewing (Advanced), Soap making (Beginner)',
    'Somali (Native)',
    '4 years',
  ]);
  await card.getByRole('link', { name: 'Update skills assessment' }).click();
  await page.getByRole('heading', { level: 1, name: 'Skills Assessment' }).waitFor();
  expect(await field('Describe skill area 2').inputValue()).toBe('Soap making');

  // The dashboard checklist now counts the assessment.
  await openTab(page, 'Dashboard');
  await page.getByText('Skills assessment completed', { exact: true }).waitFor();
});

test('in Settings a beneficiary opts in to employers, changes password, downloads their data and requests deletion', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const account = newAccount('beneficiary', 'Nasra');
  await submitSignUp(page, account);
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await openTab(page, 'Settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.getByText('your camp or area').waitFor();
  await expectNoSeriousA11yViolations(page, 'settings (360 px)');

  // Discoverability is off until the person turns it on.
  const discoverable = field('Let employers find me in candidate search');
  expect(await discoverable.isChecked()).toBe(false);
  await discoverable.check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await page.getByText('Preferences saved!', { exact: true }).waitFor();
  await page.reload();
  await field('Let employers find me in candidate search').waitFor();
  expect(await field('Let employers find me in candidate search').isChecked()).toBe(true);

  // A wrong current password is said plainly; the right one changes it.
  const newPassword = `${account.password}-new`;
  await field('Current password').fill('not-my-password');
  await field('New password').fill(newPassword);
  await field('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('alert').filter({ hasText: 'Your current password is not correct.' }).waitFor();
  await field('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password has been changed.', { exact: true }).waitFor();
  expect(await field('Current password').inputValue()).toBe('');

  const otherDevice = await browser.newPage({ viewport: PHONE });
  await signIn(otherDevice, account.email, newPassword, '/beneficiary');

  // Download my data: a JSON file with the person's own record.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile.firstName).toBe('Nasra');
  expect(data.preferences.discoverableByEmployers).toBe(true);

  // Request deletion, then change my mind.
  await page.getByRole('button', { name: 'Request account deletion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request account deletion?' });
  await dialog.getByLabel('Reason').fill('Moving to another country');
  await expectNoSeriousA11yViolations(page, 'deletion dialog (360 px)');
  await dialog.getByRole('button', { name: 'Request deletion' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(/You asked for your account to be deleted on/).waitFor();
  const cancel = page.getByRole('button', { name: 'Cancel deletion request' });
  expect(await cancel.evaluate((button) => button === document.activeElement)).toBe(true);
  await waitForToastsToGo(page);
  await expectNoSeriousA11yViolations(page, 'settings with a pending deletion request (360 px)');
  await cancel.click();
  await page.getByText('Your deletion request has been cancelled.', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Request account deletion' }).waitFor();

  // Saving a language switches the portal to it.
  await field('Preferred language').selectOption('sw');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await page.getByRole('heading', { level: 1, name: 'Mipangilio' }).waitFor();
});
