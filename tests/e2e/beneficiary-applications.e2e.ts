import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

const REASON = 'I lost my market stall in the floods and my family of seven has no income at all now.';

async function openApplicationsTab(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Applications', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Program Applications' }).waitFor();
}

async function fillDetails(page: Page, details: { income: string; size: string; employment: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Apply for Program' });
  await dialog.getByLabel('Monthly Household Income (KES)').fill(details.income);
  await dialog.getByLabel('Household Size').fill(details.size);
  await dialog.getByLabel('Employment Status').selectOption(details.employment);
  await dialog.getByLabel('Reason for Application').fill(REASON);
}

async function fillReference(
  page: Page,
  index: number,
  name: string,
  phone: string,
  relationship: string,
): Promise<void> {
  const reference = page.getByRole('group', { name: `Reference ${index + 1}`, exact: true });
  await reference.getByLabel('Full Name').fill(name);
  await reference.getByLabel('Phone Number').fill(phone);
  await reference.getByLabel('Relationship').fill(relationship);
}

/** Toasts cover the page for a few seconds; wait for them to go before judging the page with axe. */
async function waitForToastsToClear(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

test('a beneficiary applies through the wizard, leaves a second application half-way and finishes it from Drafts', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const account = newAccount('beneficiary', 'Amina');
  await submitSignUp(page, account);
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await openApplicationsTab(page);

  // A newcomer sees the empty state and what can be applied for.
  await page.getByRole('heading', { name: 'No Applications Yet' }).waitFor();
  await page.getByRole('heading', { name: 'Available Programs' }).waitFor();
  await page.getByRole('heading', { name: 'Small Business Grant' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'applications, empty');

  await page.getByRole('button', { name: 'New Application' }).click();
  const wizard = page.getByRole('dialog', { name: 'Apply for Program' });
  await wizard.getByText('Step 1 of 3').waitFor();
  await wizard.getByRole('radio', { name: /Emergency Cash Transfer/ }).waitFor();
  await expectNoSeriousA11yViolations(page, 'wizard step 1');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByText('Please select a program').waitFor();
  await wizard.getByRole('radio', { name: /Emergency Cash Transfer/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();

  await wizard.getByText('Step 2 of 3').waitFor();
  await fillDetails(page, { income: '0', size: '7', employment: 'unemployed' });
  // Detail fields appear only once their box is ticked.
  expect(await wizard.getByLabel('Bank account details').count()).toBe(0);
  await wizard.getByLabel('I have a bank account').check();
  await wizard.getByLabel('Bank account details').fill('Equity Bank, Dadaab');
  await expectNoSeriousA11yViolations(page, 'wizard step 2');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await wizard.getByText('Step 3 of 3').waitFor();
  // Two references are required, so neither can be removed; a third can.
  expect(await wizard.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
  await wizard.getByRole('button', { name: 'Add reference' }).click();
  expect(await wizard.getByRole('button', { name: /^Remove/ }).count()).toBe(3);
  await wizard.getByRole('button', { name: 'Remove Reference 3' }).click();
  await fillReference(page, 0, 'Fatuma Ali', '0712345678', 'Neighbour');
  await wizard.getByRole('button', { name: 'Submit Application' }).click();
  await wizard.getByText('Reference name is required').waitFor();
  await fillReference(page, 1, 'Omar Said', '0722345678', 'Block leader');
  await expectNoSeriousA11yViolations(page, 'wizard step 3');
  await wizard.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByText('Application submitted successfully!').waitFor();

  // The card shows the score the server computed and stored: 30 + 20 + 20 + 10.
  const cashCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Emergency Cash Transfer' }) });
  await cashCard.getByText('Submitted', { exact: true }).waitFor();
  await cashCard.getByText('80/100').waitFor();
  const stored = await page.request.get('/api/v1/beneficiary/applications');
  expect((await stored.json()).items).toMatchObject([
    { programId: 'cash-transfer', priorityScore: 80, status: 'submitted' },
  ]);
  await waitForToastsToClear(page);
  await expectNoSeriousA11yViolations(page, 'applications with a card');

  // A second application to the same programme is refused; another programme is left at step 2.
  await page.getByRole('button', { name: 'New Application' }).click();
  await wizard.getByRole('radio', { name: /Emergency Cash Transfer/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByText('You already have an active application for this programme.').waitFor();
  await wizard.getByRole('radio', { name: /Skills Development Program/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByText('Step 2 of 3').waitFor();
  await wizard.getByLabel('Household Size').fill('7');
  await wizard.getByRole('button', { name: 'Close' }).click();
  await page.getByText('Your application was saved as a draft.', { exact: false }).waitFor();

  await page.getByRole('tab', { name: /Drafts/ }).click();
  const draftCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Skills Development Program' }) });
  await draftCard.getByText('Draft', { exact: true }).waitFor();
  await draftCard.getByRole('button', { name: /Continue Application/ }).click();

  await wizard.getByText('Step 2 of 3').waitFor();
  expect(await wizard.getByLabel('Household Size').inputValue()).toBe('7');
  await fillDetails(page, { income: '4000', size: '7', employment: 'employed_part_time' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await fillReference(page, 0, 'Fatuma Ali', '0712345678', 'Neighbour');
  await fillReference(page, 1, 'Omar Said', '0722345678', 'Block leader');
  await wizard.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByText('Application submitted successfully!').waitFor();

  // The counts follow once the list is fetched again after the submission.
  await expect.poll(() => page.getByRole('tab', { name: /Drafts/ }).textContent()).toBe('Drafts0');
  await expect.poll(() => page.getByRole('tab', { name: /Active/ }).textContent()).toBe('Active2');
  const skillsCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Skills Development Program' }) });
  // 25 (income under 5,000) + 20 (seven people) + 10 (part-time) + 10 (no previous assistance).
  await skillsCard.getByText('65/100').waitFor();
});
