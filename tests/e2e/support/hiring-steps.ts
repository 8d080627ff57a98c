import type { Locator, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, signIn } from './accounts';
import type { BrowserSession } from './browser';
import { DESKTOP } from './browser';

/*
 * The steps of the connected hiring journey (tests/e2e/hiring-journey.e2e.ts),
 * with the same labels and texts as the single-portal journeys use.
 */

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** sonner's success colours fall just short of 4.5:1 (known, reported): judge the page once the toast is gone. */
export async function waitForToastsToGo(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** A new employer's company profile, filled in as the Company profile form asks. */
export async function completeCompanyProfile(page: Page, companyName: string) {
  await page.getByRole('link', { name: 'Complete Company Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/employer/profile');
  const form = page.getByRole('form', { name: 'Company profile' });
  await form.getByLabel('Company Name').fill(companyName);
  await form.getByLabel('Industry').selectOption('Transportation');
  await form.getByLabel('Company Size').selectOption('11-50');
  await form.getByLabel('Website').fill('https://pwani-haulage.example.org');
  await form
    .getByLabel('Company Description')
    .fill('We deliver building materials and food supplies along the coast from Mombasa to Malindi and Lamu.');
  await form.getByLabel('Contact Person').fill('Bakari Mwinyi');
  await form.getByLabel('Contact Phone').fill('0733 000 222');
  await form.getByLabel('Address', { exact: true }).fill('Plot 7, Lamu Road');
  await form.getByLabel('County', { exact: true }).selectOption('Mombasa');
  await form.getByLabel('Sub-county').fill('Mvita');
  await form.getByLabel('Registration Number').fill('PVT-2021-54321');
  await form.getByLabel('Tax PIN').fill('P059876543Z');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Company profile updated successfully!').waitFor();
  await page.getByText('Verification pending').waitFor();
}

/** admin@demo.local verifies the company on the staff console's Employer Verification page (desktop). */
export async function verifyCompanyAsStaff(browser: BrowserSession, companyName: string) {
  const staff = await browser.newPage({ viewport: DESKTOP });
  await signIn(staff, DEMO.admin, DEMO_PASSWORD, '/staff');
  await staff
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Employer Verification' })
    .click();
  await staff.getByRole('heading', { level: 1, name: 'Employer Verification' }).waitFor();
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: companyName }) });
  await card.getByText('P059876543Z').waitFor();
  await card.getByText('PVT-2021-54321').waitFor();
  await card.getByRole('button', { name: new RegExp(`^Verify.*${companyName}$`) }).click();
  await staff.getByText(`${companyName} is verified.`, { exact: false }).waitFor();
  await card.waitFor({ state: 'detached' });
}

export interface NewJob {
  title: string;
  location: string;
  requiredSkills: string;
}

/** The verified employer posts the job from the Job Postings page. */
export async function postJob(page: Page, job: NewJob) {
  await page.getByRole('link', { name: 'Job Postings', exact: true }).first().click();
  await page.getByRole('heading', { name: 'No Job Postings Yet' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Post New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Job' });
  await dialog.getByLabel('Job Title').fill(job.title);
  await dialog
    .getByLabel('Job Description')
    .fill(
      'Drive our pick-up between the depot and building sites around Malindi, load and unload, and keep the logbook.',
    );
  await dialog.getByLabel('Location').fill(job.location);
  await dialog.getByLabel('Employment Type').selectOption('full_time');
  await dialog.getByLabel('Minimum Salary').fill('20000');
  await dialog.getByLabel('Maximum Salary').fill('28000');
  await dialog.getByLabel('Years of Experience').fill('0');
  await dialog.getByLabel('Positions Available').fill('1');
  await dialog.getByLabel('Application Deadline').fill(inDays(30));
  await dialog.getByLabel('Required Skills').fill(job.requiredSkills);
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await page.getByText('Job posting created successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The employer's card for a posting on the Job Postings page. */
export function jobPostingCard(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

/** A new beneficiary's skills assessment with one skill area. */
export async function assessSkills(page: Page, area: string, level: string) {
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Skills Assessment', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Skills Assessment' }).waitFor();
  await page.getByLabel('Skill area 1', { exact: true }).selectOption({ label: area });
  await page.getByLabel('Level for skill area 1', { exact: true }).selectOption({ label: level });
  await page.getByRole('button', { name: 'Save assessment' }).click();
  await page.getByText('Skills assessment saved!', { exact: true }).waitFor();
}

/** The beneficiary reloads the portal and opens Job Search → My applications; answers the card of the job. */
export async function openMyApplication(page: Page, jobTitle: string): Promise<Locator> {
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Job Search', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Job Search' }).waitFor();
  await page.getByRole('button', { name: 'My applications' }).click();
  return page
    .getByRole('list', { name: 'My job applications' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: jobTitle }) });
}

/** How the beneficiary's own browser writes a moment or a day (its locale and time zone, as the app does). */
export async function shownInBrowser(page: Page, value: string, withTime: boolean): Promise<string> {
  return page.evaluate(
    ([iso, time]) =>
      new Intl.DateTimeFormat(
        'en-KE',
        time ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
      ).format(new Date(iso)),
    [value, withTime] as const,
  );
}
