import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** Two people of this run only, added through the registry API with the page's staff session. */
async function addPeople(page: Page, surname: string) {
  for (const firstName of ['Baraka', 'Zawadi']) {
    const response = await page.request.post('/api/v1/staff/beneficiaries', {
      data: {
        progresId: `KEN-KAK-2021-${String(randomInt(1_000_000)).padStart(6, '0')}`,
        firstName,
        lastName: surname,
        dateOfBirth: '1992-03-11',
        gender: 'female',
        nationality: 'SSD',
        location: 'KAK-KK2-B7',
        vulnerabilityScore: 3.4,
      },
    });
    expect(response.status()).toBe(201);
  }
}

/** A stat card's figure on the dashboard (digits only: "1,456" -> 1456). */
async function dashboardFigure(page: Page, label: string): Promise<number> {
  await page.goto('/staff');
  // The budget card's "% utilized" appears once the figures have arrived.
  await page.getByText(/% utilized/).waitFor();
  const value = page.getByRole('heading', { level: 3, name: label }).locator('xpath=following-sibling::p[1]');
  return Number((await value.innerText()).replace(/[^\d]/g, ''));
}

/** The value next to a label in the project's overview. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function journey(viewport: { width: number; height: number }, label: string) {
  const page = await browser.newPage({ viewport });
  await signIn(page, DEMO.admin, DEMO_PASSWORD, '/staff');
  const surname = `Lokiru${letters(6)}`;
  const projectName = `Tailoring ${surname}`;
  await addPeople(page, surname);
  const before = {
    active: await dashboardFigure(page, 'Active Projects'),
    completions: await dashboardFigure(page, 'Program Completions'),
  };

  await page.goto('/staff/projects');
  await page.getByRole('heading', { level: 1, name: 'Project Management' }).waitFor();
  await page.getByText('Active Projects').waitFor();
  await page.getByRole('heading', { level: 2, name: 'Projects' }).waitFor();
  await expectNoSeriousA11yViolations(page, `projects tab (${label})`);

  // Create: the code is left empty, so the server gives the next IRC skills code of the year.
  await page.getByRole('button', { name: 'Create Project', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Create Project' });
  await form.getByLabel('Project name').fill(projectName);
  await form.getByLabel('Partner').fill('IRC');
  await form.getByLabel('Type').selectOption('skills_training');
  await form.getByLabel('Location').selectOption('KAK');
  await form.getByLabel('Target beneficiaries').fill('10');
  await form.getByLabel('Budget (USD)').fill('5000');
  await form.getByLabel('Start date').fill('2026-01-01');
  await form.getByLabel('End date').fill('2026-12-31');
  await form.getByLabel('Status').selectOption('active');
  await expectNoSeriousA11yViolations(page, `create project dialog (${label})`);
  await form.getByRole('button', { name: 'Create Project' }).click();
  await page.getByRole('heading', { level: 1, name: projectName }).waitFor();
  const code = await page.getByText(/^IRC-SKT-2026-\d{3}$/).innerText();

  // Enrol the two people found by their surname.
  await page.getByRole('button', { name: 'Enrol people' }).click();
  const enrol = page.getByRole('dialog', { name: 'Enrol people' });
  await enrol.getByRole('searchbox', { name: 'Search people' }).fill(surname);
  await enrol.getByRole('button', { name: 'Search', exact: true }).click();
  await enrol.getByRole('checkbox', { name: `Baraka ${surname}` }).check();
  await enrol.getByRole('checkbox', { name: `Zawadi ${surname}` }).check();
  await enrol.getByText('2 people selected').waitFor();
  await expectNoSeriousA11yViolations(page, `enrol dialog (${label})`);
  await enrol.getByRole('button', { name: 'Enrol 2 people' }).click();
  await page.getByText('2 people enrolled').waitFor();
  const people = page.getByRole('table', { name: 'Enrolled beneficiaries' });
  await people.getByText(`Baraka ${surname}`).waitFor();
  await people.getByText(`Zawadi ${surname}`).waitFor();

  // Schedule an activity and take attendance: one present, one absent.
  await page.getByRole('button', { name: 'Schedule Activity' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Activity' });
  await schedule.getByLabel('Activity title').fill('Pattern cutting');
  await schedule.getByLabel('Date', { exact: true }).fill('2026-03-02');
  await schedule.getByLabel('Start time (optional)').fill('09:30');
  await schedule.getByLabel('Place').fill('Kakuma 2 community hall');
  await schedule.getByRole('button', { name: 'Schedule Activity' }).click();
  await page.getByText('Pattern cutting scheduled').waitFor();
  await page.getByRole('button', { name: 'Take attendance: Pattern cutting' }).click();
  const attendance = page.getByRole('dialog', { name: 'Attendance: Pattern cutting' });
  await attendance.getByRole('checkbox', { name: `Baraka ${surname}` }).check();
  await expectNoSeriousA11yViolations(page, `attendance dialog (${label})`);
  await attendance.getByRole('button', { name: 'Save attendance' }).click();
  await page.getByText('Attendance saved: 50%').waitFor();

  await expect.poll(() => figure(page, 'Attendance rate').innerText()).toBe('50%');
  expect(await figure(page, 'Enrolled').innerText()).toBe('2');
  await page.getByRole('progressbar', { name: 'Enrolled: 2 / 10' }).waitFor();
  if (viewport.width < 400)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await expectNoSeriousA11yViolations(page, `project details (${label})`);

  // Manage: mark one person completed (the only one to have finished: 100% completion) and record money spent.
  await people.getByRole('button', { name: `Mark completed: Baraka ${surname}` }).click();
  await page.getByText(`Baraka ${surname} marked completed`).waitFor();
  await page.getByLabel('Amount (USD)').fill('1200');
  await page.getByLabel('What for').fill('Sewing machines');
  await page.getByRole('button', { name: 'Record expense' }).click();
  await page.getByRole('table', { name: 'Spending' }).getByText('Sewing machines').waitFor();
  await expect.poll(() => figure(page, 'Spent').innerText()).toBe('$1,200');
  await page.getByRole('progressbar', { name: 'Completion: 100%' }).waitFor();

  // Back on the list, the project shows its figures.
  await page.getByRole('link', { name: 'Back to projects' }).click();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(projectName);
  await page.getByRole('button', { name: 'Search projects' }).click();
  await page.getByText(/^Showing 1-1 of 1 projects$/).waitFor();
  await page.getByRole('progressbar', { name: 'Enrolled: 2 / 10' }).waitFor();
  await page.getByRole('progressbar', { name: 'Completion: 100%' }).waitFor();
  await page.getByRole('link', { name: `View Details: ${projectName}` }).waitFor();
  await expectNoSeriousA11yViolations(page, `project list (${label})`);

  // Bulk Enroll from the quick actions: enrolling the same people again changes nothing.
  await page.getByRole('button', { name: 'Bulk Enroll' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Enroll' });
  await bulk.getByLabel('Project', { exact: true }).selectOption({ label: `${code} · ${projectName}` });
  await bulk.getByRole('searchbox', { name: 'Search people' }).fill(surname);
  await bulk.getByRole('button', { name: 'Search', exact: true }).click();
  await bulk.getByRole('checkbox', { name: `Zawadi ${surname}` }).check();
  await expectNoSeriousA11yViolations(page, `bulk enrol dialog (${label})`);
  await bulk.getByRole('button', { name: 'Enrol 1 person' }).click();
  await page.getByText('1 was already enrolled').waitFor();

  // The dashboard counts the new active project and the completion.
  expect(await dashboardFigure(page, 'Active Projects')).toBe(before.active + 1);
  expect(await dashboardFigure(page, 'Program Completions')).toBe(before.completions + 1);
}

test('an admin creates a project, enrols two people, schedules an activity and takes attendance (1280 px)', async () => {
  await journey(DESKTOP, '1280 px');
});

test('the same on a phone (360 px)', async () => {
  await journey(PHONE, '360 px');
});
