import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, useBrowser } from './support/browser';
import { openBusinessGrant } from './support/cycle-steps';

const browser = useBrowser();

/** The Small Business Grant of the demo data: a running Kakuma cycle and two finished Dadaab ones. */
const DEMO_PROGRAMME = 'business-grant';

/** The "All participants" figure of the indicators table. */
async function participants(page: Page): Promise<string> {
  const overall = page.getByRole('row').filter({ hasText: 'All participants' });
  await overall.waitFor();
  return (await overall.getByRole('cell').nth(1).innerText()).trim();
}

test('a designer adds a follow-up question; a refused save keeps what was typed', async () => {
  const officer = await browser.newPage({ viewport: DESKTOP });
  await signIn(officer, DEMO.officer, DEMO_PASSWORD, '/staff');
  // A programme of its own, so the demo programme's questionnaire stays as other journeys expect it.
  const { programmeId } = await openBusinessGrant(officer.request);
  await officer.goto(`/staff/programmes/${programmeId}/outcomes`);
  await officer.getByRole('heading', { level: 1, name: /^Outcomes: / }).waitFor();

  await officer.getByRole('button', { name: 'Edit questionnaire' }).click();
  const editor = officer.getByRole('form', { name: 'Follow-up questionnaire and graduation criteria' });
  await editor.getByRole('button', { name: 'Add a question' }).click();
  await editor.getByLabel('Kind of question 8').selectOption('yes_no');
  await editor.getByLabel('Question 8 in Somali').fill('Ma kaydsataa lacag bil kasta?');
  // The English label is left empty: the server refuses it, and says so by the field.
  await editor.getByRole('button', { name: 'Add a criterion' }).click();
  await editor.getByLabel('Question of criterion 1').selectOption({ label: 'Is the business still trading?' });
  await editor.getByLabel('Months after completion, criterion 1').fill('6');
  await expectNoSeriousA11yViolations(officer, 'follow-up questionnaire editor');
  await editor.getByRole('button', { name: 'Save questionnaire' }).click();
  const english = editor.getByLabel('Question 8 in English');
  await expect.poll(() => english.getAttribute('aria-invalid')).toBe('true');
  expect(await editor.getByLabel('Question 8 in Somali').inputValue()).toBe('Ma kaydsataa lacag bil kasta?');

  await english.fill('Do you save money every month?');
  await editor.getByRole('button', { name: 'Move question 8 up' }).click();
  await editor.getByRole('button', { name: 'Save questionnaire' }).click();
  await officer.getByText('Questionnaire and criteria saved.').waitFor();
  await officer.getByText('8 questions, asked by officers; 1 graduation criteria.').waitFor();
  const list = officer.getByRole('listitem').filter({ hasText: 'Do you save money every month?' });
  await list.waitFor();
  // Moved up one place: seventh of eight.
  const items = await officer.locator('ol.list-decimal > li').allInnerTexts();
  expect(items.indexOf('Do you save money every month?')).toBe(6);
  await officer.close();
});

test('choosing a cycle shows the figures of its cohort and names it', async () => {
  const officer = await browser.newPage({ viewport: DESKTOP });
  await signIn(officer, DEMO.officer, DEMO_PASSWORD, '/staff');
  await officer.goto(`/staff/programmes/${DEMO_PROGRAMME}/outcomes`);
  await officer.getByRole('heading', { level: 1, name: /^Outcomes: / }).waitFor();
  const whole = await participants(officer);

  await officer.getByLabel('Cycle', { exact: true }).selectOption({ label: 'Kakuma traders, cohort 1' });
  await officer.getByText('Cycle: Kakuma traders, cohort 1').waitFor();
  await expect.poll(() => participants(officer)).not.toBe(whole);
  const csv = officer.getByRole('link', { name: 'CSV' });
  expect(await csv.getAttribute('href')).toContain('cycleId=');

  await officer.getByLabel('Cycle', { exact: true }).selectOption({ label: 'All cycles' });
  await expect.poll(() => participants(officer)).toBe(whole);
  await officer.close();
});
