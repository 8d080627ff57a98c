import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** sonner's success colours fall just short of 4.5:1 (known, reported): judge the page once the toast is gone. */
async function waitForToastsToGo(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function completeProfile(page: Page, companyName: string) {
  const form = page.getByRole('form', { name: 'Company profile' });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.getByText('Company name must be at least 2 characters').waitFor();
  await form.getByText('Description must be at least 50 characters').waitFor();
  await form.getByText('Please enter a complete address').waitFor();
  await form.getByLabel('Website').fill('not a site');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.getByText('Please enter a valid URL').waitFor();
  await expectNoSeriousA11yViolations(page, 'company profile form with errors (360 px)');

  await form.getByLabel('Company Name').fill(companyName);
  await form.getByLabel('Industry').selectOption('Construction');
  await form.getByLabel('Company Size').selectOption('11-50');
  await form.getByLabel('Website').fill('https://tujenge.example.org');
  await form
    .getByLabel('Company Description')
    .fill('We build schools and clinics in Turkana and hire masons, carpenters and site assistants.');
  await form.getByLabel('Contact Person').fill('Wanjiku Kamau');
  await form.getByLabel('Contact Phone').fill('0722 000 111');
  await form.getByLabel('Address', { exact: true }).fill('Plot 12, Kakuma Town Road');
  await form.getByLabel('County', { exact: true }).selectOption('Nairobi');
  await form.getByLabel('Sub-county').fill('Westlands');
  await form.getByLabel('Registration Number').fill('PVT-2020-12345');
  await form.getByLabel('Tax PIN').fill('P051234567X');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Company profile updated successfully!').waitFor();
}

async function verifyAsStaff(companyName: string) {
  const staff = await browser.newPage({ viewport: DESKTOP });
  await signIn(staff, DEMO.admin, DEMO_PASSWORD, '/staff');
  await staff
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Employer Verification' })
    .click();
  await staff.getByRole('heading', { level: 1, name: 'Employer Verification' }).waitFor();
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: companyName }) });
  await card.getByText('P051234567X').waitFor();
  await card.getByText('PVT-2020-12345').waitFor();
  await expectNoSeriousA11yViolations(staff, 'employer verification queue (desktop)');
  await card.getByRole('button', { name: new RegExp(`^Verify.*${companyName}$`) }).click();
  await staff.getByText(`${companyName} is verified.`, { exact: false }).waitFor();
  await card.waitFor({ state: 'detached' });
}

test('a new employer completes the profile, staff verify it, and the employer posts a job', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const companyName = `Tujenge ${Date.now().toString(36)}`;
  await submitSignUp(page, newAccount('employer', 'Wanjiku'));
  await page.waitForURL((url) => url.pathname.startsWith('/employer'));
  await page.getByRole('heading', { name: 'Complete your company profile' }).waitFor();
  await page.getByText('No recent job postings. Create your first job posting to get started.').waitFor();
  await expectNoSeriousA11yViolations(page, 'employer dashboard, new employer (360 px)');

  await page.getByRole('link', { name: 'Complete Company Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/employer/profile');
  await completeProfile(page, companyName);
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  await page.getByText('Verification pending').waitFor();
  await waitForToastsToGo(page);
  await expectNoSeriousA11yViolations(page, 'company profile read view, pending (360 px)');

  await verifyAsStaff(companyName);

  await page.reload();
  await page.getByText('Verified company').waitFor();
  await page.getByRole('link', { name: 'Job Postings', exact: true }).click();
  await page.getByRole('heading', { name: 'No Job Postings Yet' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Post New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Job' });
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await dialog.getByText('Job title must be at least 3 characters').waitFor();
  await dialog.getByText('Job description must be at least 50 characters').waitFor();
  await dialog.getByText('Location is required').waitFor();
  await dialog.getByText('Application deadline is required').waitFor();
  await expectNoSeriousA11yViolations(page, 'post job dialog with errors (360 px)');

  await dialog.getByLabel('Job Title').fill('Site assistant');
  await dialog
    .getByLabel('Job Description')
    .fill('Help the site team with materials, measurements and safety checks on a school building.');
  await dialog.getByLabel('Location').fill('Nakuru');
  await dialog.getByLabel('Employment Type').selectOption('contract');
  await dialog.getByLabel('Minimum Salary').fill('30000');
  await dialog.getByLabel('Maximum Salary').fill('20000');
  await dialog.getByLabel('Application Deadline').fill(inDays(30));
  await dialog.getByLabel('Positions Available').fill('');
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await dialog.getByText('Maximum salary cannot be below the minimum salary').waitFor();
  await dialog.getByLabel('Minimum Salary').fill('18000');
  await dialog.getByLabel('Maximum Salary').fill('25000');
  await dialog.getByLabel('Required Skills').fill('Masonry, Carpentry');
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await page.getByText('Job posting created successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Site assistant' }) });
  await card.getByText('Open', { exact: true }).waitFor();
  await card.getByText('KES 18,000 - 25,000').waitFor();
  await card.getByText('0 of 1').waitFor();
  await waitForToastsToGo(page);
  await expectNoSeriousA11yViolations(page, 'job postings with a card (360 px)');

  await page.setViewportSize(DESKTOP);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const active = page.getByRole('listitem').filter({ hasText: 'Active Job Postings' });
  await active.getByText('1', { exact: true }).waitFor();
  await page.getByText('Site assistant').waitFor();
  await expectNoSeriousA11yViolations(page, 'employer dashboard with a posting (desktop)');
  expect(await page.getByText('No applications yet. Post jobs to start receiving applications.').count()).toBe(1);
});
