import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

const REASON = 'I sold vegetables in Kakuma before the floods and want to restart with a small kiosk for my family.';
const NOTES = 'Welcome to the programme. Your group meets on Monday at 9:00 at the community hall.';

/** The person submits a Small Business Grant application through the portal's wizard, as in beneficiary-applications.e2e.ts. */
async function applyThroughWizard(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Applications', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Program Applications' }).waitFor();
  await page.getByRole('button', { name: 'New Application' }).click();
  const wizard = page.getByRole('dialog', { name: 'Apply for Program' });
  await wizard.getByRole('radio', { name: /Small Business Grant/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByText('Step 2 of 3').waitFor();
  await wizard.getByLabel('Monthly Household Income (KES)').fill('0');
  await wizard.getByLabel('Household Size').fill('7');
  await wizard.getByLabel('Employment Status').selectOption('unemployed');
  await wizard.getByLabel('Reason for Application').fill(REASON);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByText('Step 3 of 3').waitFor();
  for (const [index, [name, phone, relationship]] of [
    ['Fatuma Ali', '0712345678', 'Neighbour'],
    ['Omar Said', '0722345678', 'Block leader'],
  ].entries()) {
    const reference = page.getByRole('group', { name: `Reference ${index + 1}`, exact: true });
    await reference.getByLabel('Full Name').fill(name!);
    await reference.getByLabel('Phone Number').fill(phone!);
    await reference.getByLabel('Relationship').fill(relationship!);
  }
  await wizard.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByText('Application submitted successfully!').waitFor();
}

/** Chooses a filter and waits for the queue the server answers to it. */
async function filterBy(page: Page, label: string, value: string, param: string) {
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().includes('/api/v1/staff/applications?') && response.url().includes(param),
    ),
    page.getByLabel(label, { exact: true }).selectOption(value),
  ]);
}

async function waitForToastsToGo(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

test('an application from submission to approval', { timeout: 120_000 }, async () => {
  // A newcomer signs up on a phone and applies.
  const person = await browser.newPage({ viewport: PHONE });
  const account = { ...newAccount('beneficiary', 'Zawadi'), lastName: 'Lokwang' };
  const name = `${account.firstName} ${account.lastName}`;
  await submitSignUp(person, account);
  await person.waitForURL((url) => url.pathname === '/beneficiary');
  await applyThroughWizard(person);

  // An officer finds it in the queue (on a phone too), filtered to the programme and to new applications.
  const staff = await browser.newPage({ viewport: PHONE });
  await signIn(staff, DEMO.officer, DEMO_PASSWORD, '/staff');
  await staff.getByRole('button', { name: 'Open menu' }).click();
  await staff
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Application Review', exact: true })
    .click();
  await staff.getByRole('heading', { level: 1, name: 'Application Review' }).waitFor();
  await staff.locator('option[value="business-grant"]').waitFor({ state: 'attached' });
  await filterBy(staff, 'Programme', 'business-grant', 'programme=business-grant');
  await filterBy(staff, 'Status', 'submitted', 'status=submitted');
  const queue = staff.getByRole('list', { name: 'Applications' });
  const item = queue.getByRole('listitem').filter({ hasText: name });
  await item.getByText('High priority · 80').waitFor();
  await item.getByText('Submitted', { exact: true }).waitFor();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(staff, 'application review queue (phone)');
  await staff.setViewportSize({ width: 320, height: PHONE.height });
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await staff.setViewportSize(PHONE);

  // The application with the registry record and the programme's rules beside the decision.
  await item.getByRole('link', { name: new RegExp(name) }).click();
  await staff.getByRole('heading', { level: 1, name }).waitFor();
  await staff.getByText(REASON).waitFor();
  await staff.getByRole('heading', { name: 'Registry record' }).waitFor();
  await staff.getByRole('heading', { name: 'Eligibility, rule by rule' }).waitFor();
  await staff.getByText('This programme has no eligibility rules.').waitFor();
  await staff.getByText('Assign the application to yourself', { exact: false }).waitFor();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(staff, 'application details (phone)');
  // The narrowest phones the console supports: nothing scrolls sideways at 320 px either.
  await staff.setViewportSize({ width: 320, height: PHONE.height });
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await staff.setViewportSize(PHONE);

  // Assign to me, then approve into a project of the programme with notes for the person.
  await staff.getByRole('button', { name: 'Assign to me' }).click();
  await staff.getByText(`${name}'s application is now under review by you.`).waitFor();
  await staff.getByText('Under Review', { exact: true }).waitFor();
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: `Approve ${name}` });
  await dialog.getByRole('button', { name: 'Approve and enrol' }).click();
  await dialog.getByText('Choose the project the person joins.').waitFor();
  const project = dialog.getByLabel('Project');
  await project.selectOption({ index: 1 });
  const projectLabel = (await project.locator('option:checked').textContent())!;
  const projectName = projectLabel.slice(0, projectLabel.indexOf(' ('));
  await dialog.getByLabel('Notes for the applicant (optional)').fill(NOTES);
  await expectNoSeriousA11yViolations(staff, 'approve dialog (phone)');
  await dialog.getByRole('button', { name: 'Approve and enrol' }).click();
  await dialog.waitFor({ state: 'detached' });
  await staff.getByText(`${name}'s application was approved.`).waitFor();
  await staff.getByText('Approved', { exact: true }).waitFor();
  await staff.getByText(new RegExp(`^${projectName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`)).waitFor();
  await staff.getByRole('button', { name: 'Mark completed' }).waitFor();
  await waitForToastsToGo(staff);

  // The person, still signed in, sees the decision and the officer's notes.
  await person.reload();
  await person
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Applications', exact: true })
    .click();
  const card = person
    .getByRole('listitem')
    .filter({ has: person.getByRole('heading', { name: 'Small Business Grant' }) });
  await card.getByText('Approved', { exact: true }).waitFor();
  await card.getByText('Reviewer Notes').waitFor();
  await card.getByText(NOTES).waitFor();
  // ...and the project the approval enrolled them in.
  await card.getByText('Your project:').waitFor();
  await card.getByText(new RegExp(`^${projectName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `)).waitFor();
});
