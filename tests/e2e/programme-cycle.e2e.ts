import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { addMonths } from '@domain/programmes/cycles-entitlements';
import { nairobiToday } from '@domain/kenya-day';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import {
  approveAndPayByFile,
  openBusinessGrant,
  selectTheApplicant,
  takeAttendance,
  uploadBusinessPlan,
  verifyDocument,
} from './support/cycle-steps';
import { applyThrough, newSignedUpClient, uploadRefugeeCard } from './support/programme-steps';

const browser = useBrowser();

/** The row of the cycle's one person, and one of their instalments in it. */
const personRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const tranche = (page: Page, name: string, number: number) =>
  personRow(page, name)
    .getByRole('listitem')
    .filter({ hasText: `Tranche ${number}` });

/** Prepares what is due on the cycle page and returns the one batch made (its id and reference). */
async function preparePayments(officer: Page): Promise<{ id: string; reference: string }> {
  await officer.getByRole('button', { name: 'Prepare payments' }).click();
  const dialog = officer.getByRole('dialog', { name: 'Prepare payments' });
  await dialog.getByText(/1 instalment is due/).waitFor();
  await dialog.getByRole('button', { name: 'Prepare', exact: true }).click();
  await dialog.getByText("Prepared. Each batch now awaits another staff member's approval:").waitFor();
  const link = dialog.getByRole('link', { name: /^PAY-\d{4}-\d{6}$/ });
  const reference = (await link.textContent())!.trim();
  const id = (await link.getAttribute('href'))!.split('/').pop()!;
  await officer.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return { id, reference };
}

test('an officer runs a business-grant cycle from selection to the third tranche and the 6-month visit', async () => {
  const officer = await browser.newPage({ viewport: DESKTOP });
  await signIn(officer, DEMO.officer, DEMO_PASSWORD, '/staff');
  const admin = await browser.newPage({ viewport: DESKTOP });
  await signIn(admin, DEMO.admin, DEMO_PASSWORD, '/staff');

  // Set up through the API: a programme open today with its project, one applicant, selected.
  const { programmeId, projectId } = await openBusinessGrant(officer.request);
  const { client: person, account } = await newSignedUpClient({
    firstName: 'Nyakuoth',
    gender: 'female',
    dateOfBirth: '1996-04-02',
    camp: 'KAK',
  });
  await applyThrough(person, {
    programId: programmeId,
    documentId: await uploadRefugeeCard(person),
    answers: {},
    householdIncome: 3000,
  });
  const { applicationId, beneficiaryId } = await selectTheApplicant(officer.request, programmeId, projectId);
  const name = `${account.firstName} ${account.lastName}`;

  // The officer opens a cycle: 40% on a verified business plan, 40% after 80% attendance, 20% after a visit.
  await officer.goto(`/staff/programmes/${programmeId}`);
  await officer.getByRole('button', { name: 'New cycle' }).click();
  const newCycle = officer.getByRole('dialog', { name: 'New cycle' });
  await newCycle.getByLabel('Name or cohort').fill('Cohort 1');
  await newCycle.getByLabel('Ends on').fill(addMonths(nairobiToday(), 6));
  await newCycle.getByLabel('Total per person (KES)').fill('50000');
  const group = (number: number) => newCycle.getByRole('group', { name: `Tranche ${number}` });
  expect(await group(1).getByLabel('Share (%)').inputValue()).toBe('40');
  await group(1).getByLabel('Paid when').selectOption('document_verified');
  await group(1).getByLabel('Document').selectOption('other');
  await group(2).getByLabel('Paid when').selectOption('attendance_at_least');
  await group(2).getByLabel('Attendance at least (%)').fill('80');
  await group(3).getByLabel('Paid when').selectOption('verification_visit');
  await expectNoSeriousA11yViolations(officer, 'new cycle dialog, filled in');
  await newCycle.getByRole('button', { name: 'Open cycle' }).click();
  await officer.getByText('Cycle Cohort 1 opened.').waitFor();
  await officer.getByRole('link', { name: 'Cohort 1' }).click();
  await officer.getByRole('heading', { level: 1, name: 'Cohort 1' }).waitFor();

  // Nothing is due yet, and the page says why, tranche by tranche.
  await tranche(officer, name, 1)
    .getByText('Waiting for the Business plan or other document to be approved.')
    .waitFor();
  await tranche(officer, name, 2)
    .getByText(/^Attendance \d+%, needs 80%\.$/)
    .waitFor();
  await tranche(officer, name, 3).getByText('No verification visit recorded.').waitFor();
  expect(await officer.getByRole('button', { name: 'Prepare payments' }).isDisabled()).toBe(true);

  // The business plan is approved; one session attended of two.
  await verifyDocument(officer.request, await uploadBusinessPlan(person));
  await takeAttendance(officer.request, projectId, beneficiaryId, true);
  await takeAttendance(officer.request, projectId, beneficiaryId, false);
  await officer.reload();
  await tranche(officer, name, 1).getByText('Due', { exact: true }).waitFor();
  await tranche(officer, name, 2).getByText('Attendance 50%, needs 80%.').waitFor();

  // First tranche: prepared by the officer, approved and paid by the administrator.
  const first = await preparePayments(officer);
  await tranche(officer, name, 1).getByText(first.reference).waitFor();
  await approveAndPayByFile(admin.request, first.id);

  // Once the batch is completed, a sample of its people is drawn to ask whether the money arrived.
  await officer.goto(`/staff/payments/${first.id}`);
  await officer.getByRole('heading', { name: 'Payment verification' }).waitFor();
  await officer.getByRole('button', { name: 'Draw sample' }).click();
  await officer.getByRole('row').filter({ hasText: name }).getByText('Not reached yet').waitFor();
  await officer.goBack();

  // The person sees in the portal what was paid, what is next and what it waits on.
  const portal = await browser.newPage({ viewport: PHONE });
  await signIn(portal, account.email, account.password, '/beneficiary');
  await portal.goto('/beneficiary/payments');
  const plan = portal.getByRole('region', { name: 'My payment plan' });
  await plan.getByText('Part 1 (40%)').waitFor();
  await plan.getByText('Paid', { exact: true }).first().waitFor();
  await plan.getByText('Next payment: ', { exact: false }).waitFor();
  await plan.getByText('Waits for your training attendance to reach 80% (now 50%).').waitFor();

  // Three more sessions attended (4 of 5, 80%): the second tranche is due.
  for (let session = 0; session < 3; session += 1) {
    await takeAttendance(officer.request, projectId, beneficiaryId, true);
  }
  await officer.reload();
  await tranche(officer, name, 1).getByText('Paid', { exact: true }).waitFor();
  await tranche(officer, name, 2).getByText('Due', { exact: true }).waitFor();
  const second = await preparePayments(officer);
  await approveAndPayByFile(admin.request, second.id);

  // The verification visit releases the third.
  await officer.reload();
  await personRow(officer, name).getByRole('button', { name: 'Record visit' }).click();
  const visit = officer.getByRole('dialog', { name: `Verification visit to ${name}` });
  await visit.getByLabel('What you saw (optional)').fill('A tailoring kiosk open by the market, two machines.');
  await expectNoSeriousA11yViolations(officer, 'verification visit dialog');
  await visit.getByRole('button', { name: 'Record visit' }).click();
  await officer.getByText(`Visit to ${name} recorded.`).waitFor();
  await tranche(officer, name, 3).getByText('Due', { exact: true }).waitFor();
  const third = await preparePayments(officer);
  await approveAndPayByFile(admin.request, third.id);
  await officer.reload();
  for (const number of [1, 2, 3]) await tranche(officer, name, number).getByText('Paid', { exact: true }).waitFor();
  // The "Paid" total: the whole grant, in three instalments.
  await officer.getByText(/^(KES|Ksh)\s50,000$/).waitFor();
  await officer.getByText('3 instalments', { exact: true }).waitFor();

  // She completes the programme; the 6-month round is opened and her visit recorded on the Outcomes page.
  const completed = await officer.request.post(`/api/v1/staff/applications/${applicationId}/complete`, { data: {} });
  expect(completed.status(), await completed.text()).toBe(200);
  await officer.goto(`/staff/programmes/${programmeId}/outcomes`);
  await officer.getByRole('heading', { level: 1, name: /^Outcomes: / }).waitFor();
  await officer.getByLabel('Months after completion').fill('6');
  await officer.getByRole('button', { name: 'Open round' }).click();
  await officer.getByText('1 new visits planned').waitFor();
  await officer.getByText('6 months: 0 of 1 visits recorded').waitFor();
  await officer.getByRole('button', { name: 'Record visit' }).click();
  const answers = officer.locator('form').filter({ has: officer.getByRole('button', { name: 'Save answers' }) });
  for (const select of await answers.getByRole('combobox').all()) await select.selectOption('yes');
  for (const number of await answers.getByRole('spinbutton').all()) await number.fill('9000');
  for (const text of await answers.getByRole('textbox').all()) await text.fill('Her own tailoring kiosk');
  await expectNoSeriousA11yViolations(officer, 'follow-up visit answers');
  await answers.getByRole('button', { name: 'Save answers' }).click();
  await officer.getByText(`Visit to ${name} recorded.`).waitFor();
  await officer.getByText('6 months: 1 of 1 visits recorded').waitFor();

  // The indicators: one participant, who completed and still trades at 6 months (none asked at 3 or 12).
  await officer.reload();
  const overall = officer.getByRole('row').filter({ hasText: 'All participants' });
  await overall.waitFor();
  const cells = (await overall.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
  const [, participants, completion, survival3, survival6, survival12] = cells;
  expect({ participants, completion, survival3, survival6, survival12 }).toEqual({
    participants: '1',
    completion: '100%',
    survival3: '–',
    survival6: '100%',
    survival12: '–',
  });
  await person.dispose();
});
