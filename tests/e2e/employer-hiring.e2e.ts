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

/** A fresh beneficiary applies to the demo employer's Workshop Assistant job through the Job Search API. */
async function applyAsNewBeneficiary(page: Page, firstName: string) {
  await submitSignUp(page, newAccount('beneficiary', firstName));
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  const jobs = await (await page.request.get('/api/v1/beneficiary/jobs?pageSize=100')).json();
  const job = jobs.items.find((item: { title: string; companyName: string }) => item.title === 'Workshop Assistant');
  const applied = await page.request.post(`/api/v1/beneficiary/jobs/${job.id}/applications`, {
    data: {
      coverLetter:
        'I kept the stock book of a shop in Kakuma for two years and I am careful with records and customers.',
    },
  });
  expect(applied.status()).toBe(201);
}

test('an employer reviews an application: shortlists, schedules an interview and hires; the applicant sees each step', async () => {
  const applicant = await browser.newPage({ viewport: DESKTOP });
  await applyAsNewBeneficiary(applicant, 'Zawadi');

  const page = await browser.newPage({ viewport: PHONE });
  await signIn(page, DEMO.employer, DEMO_PASSWORD, '/employer');
  await page.getByRole('link', { name: 'Applications', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Application Review' }).waitFor();
  await page.getByLabel('Job posting').selectOption({ label: 'Workshop Assistant' });
  const card = page
    .getByRole('list', { name: 'Applications' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Zawadi Abdi' }) });
  await card.getByText('Applied for Workshop Assistant').waitFor();
  await card.getByText('New', { exact: true }).waitFor();
  expect(await card.getByText(/of 3 required skills/).count()).toBe(1);
  // Initials drawn on the page, no avatar image from anywhere.
  expect(await card.getByText('ZA', { exact: true }).count()).toBe(1);
  expect(await card.locator('img').count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'application review (360 px)');

  await card.getByRole('button', { name: /^View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Zawadi Abdi' });
  await details.getByText(/I kept the stock book of a shop in Kakuma for two years/).waitFor();
  await details.getByRole('button', { name: 'Shortlist' }).click();
  await details.getByText('Shortlisted', { exact: true }).waitFor();

  await details.getByRole('button', { name: 'Schedule Interview' }).click();
  await details.getByLabel('Date').fill('2026-12-10');
  await details.getByLabel('Time').fill('10:30');
  await details.getByLabel('Place or phone number').fill('Kakuma workshop, Block 4');
  await details.getByRole('button', { name: 'Schedule', exact: true }).click();
  await details.getByText(/Interview: .*Kakuma workshop, Block 4/).waitFor();

  await details.getByLabel('Your feedback').fill('Good with numbers; ask about Saturday availability.');
  await details.getByRole('button', { name: 'Add Feedback' }).click();
  await details.getByText('Good with numbers; ask about Saturday availability.', { exact: true }).waitFor();
  await details.getByRole('button', { name: '4 stars' }).click();
  await details.getByRole('button', { name: '4 stars', pressed: true }).waitFor();
  await waitForToastsToGo(page);
  await expectNoSeriousA11yViolations(page, 'application details (360 px)');

  await details.getByRole('button', { name: 'Hire' }).click();
  await details.getByLabel('Start date').fill('2027-01-04');
  await details.getByRole('button', { name: 'Confirm hire' }).click();
  await details.getByText('Hired', { exact: true }).waitFor();
  await details.getByText('This application is closed: no further decisions.').waitFor();
  await page.keyboard.press('Escape');
  await card.getByText('Rated 4 of 5').waitFor();
  await page.getByRole('button', { name: /^Hired/ }).click();
  await card.getByText('Hired', { exact: true }).waitFor();

  // The applicant follows it in their Job Search: each step, and never the employer's private notes.
  await applicant.getByRole('link', { name: 'Job Search', exact: true }).click();
  await applicant.getByRole('button', { name: 'My applications' }).click();
  const followed = applicant
    .getByRole('list', { name: 'My job applications' })
    .getByRole('listitem')
    .filter({ has: applicant.getByRole('heading', { name: 'Workshop Assistant' }) });
  await followed.getByText('Hired', { exact: true }).first().waitFor();
  await followed.getByText('Interview scheduled').waitFor();
  await followed.getByText(/Congratulations! You start on/).waitFor();
  expect(await applicant.getByText('Saturday availability').count()).toBe(0);

  const mine = await (await applicant.request.get('/api/v1/beneficiary/job-applications')).json();
  const application = mine.items.find((item: { jobTitle: string }) => item.jobTitle === 'Workshop Assistant');
  expect(application.status).toBe('hired');
  expect(JSON.stringify(application)).not.toContain('Saturday availability');
});

test('an employer searches discoverable candidates on a desktop', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await signIn(page, DEMO.employer, DEMO_PASSWORD, '/employer');
  await page.goto('/employer/applications?view=candidates');
  await page.getByRole('heading', { level: 1, name: 'Find Candidates' }).waitFor();
  const search = page.getByRole('search', { name: 'Candidate search' });
  await search.getByLabel('Skills').fill('Tailoring');
  await search.getByLabel('Camp').selectOption({ label: 'Dadaab' });
  await search.getByRole('button', { name: 'Search' }).click();
  await page
    .getByText(/No candidates match this search\.|candidates? found/)
    .first()
    .waitFor();
  await expectNoSeriousA11yViolations(page, 'candidate search (desktop)');
  await page.getByRole('link', { name: 'Applications', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Application Review' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'application review (desktop)');
});
