import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import {
  applyThrough,
  bornForAgeOn,
  fillProfile,
  newSignedUpClient,
  signInThrough,
  signUpThrough,
  uploadRefugeeCard,
  type ApplicantFacts,
} from './support/programme-steps';

const browser = useBrowser();

const NAME = 'Tailoring cohort, Kakuma, 2027';
const NAME_SW = 'Kikundi cha ushonaji, Kakuma, 2027';
const CLOSES_ON = '2027-06-30';
const QUESTION = 'Do you own a sewing machine?';

/** What the designer created, for the later steps of the journey. */
const created = { programmeId: '', questionId: '' };

/** The Applications tab of the portal, in whatever language the person reads. */
async function openApplications(page: Page): Promise<void> {
  await page.goto('/beneficiary/applications');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

function programmeCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

test('the demo admin designs the tailoring cohort in the browser and opens it', async () => {
  const page = await browser.newPage();
  await signIn(page, DEMO.admin, DEMO_PASSWORD, '/staff');
  await page.goto('/staff/programmes/new');
  await page.getByRole('heading', { level: 1, name: 'New programme' }).waitFor();

  // Texts in English, then in Kiswahili.
  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByLabel('Description', { exact: true }).fill('Six months of tailoring with a starter kit.');
  await page.getByLabel('Amount', { exact: true }).fill('Starter kit worth KES 15,000');
  await page.getByLabel('Duration', { exact: true }).fill('6 months');
  await page.getByRole('tab', { name: /Kiswahili/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(NAME_SW);
  await page.getByLabel('Description', { exact: true }).fill('Miezi sita ya ushonaji pamoja na vifaa vya kuanzia.');

  // Kind, dates, places; a quota of at least half the places for women.
  await page.getByLabel('Kind', { exact: true }).selectOption('skills_training');
  await page.getByLabel('Places', { exact: true }).fill('60');
  await page.getByLabel('Closes on', { exact: true }).fill(CLOSES_ON);
  await page.getByRole('button', { name: 'Add a quota' }).click();
  const quota = page.getByRole('group', { name: 'Quota 1' });
  await quota.getByLabel('Group by', { exact: true }).selectOption('gender');
  await quota.getByLabel('Group', { exact: true }).selectOption('female');
  await quota.getByRole('button', { name: 'At least half the places' }).click();
  expect(await quota.getByLabel('At least (places)').inputValue()).toBe('30');

  await page.getByRole('group', { name: 'Document types' }).getByLabel('UNHCR Card').check();

  // One yes/no question, in both languages.
  await page.getByRole('button', { name: 'Add a question' }).click();
  const question = page.getByRole('group', { name: 'Question 1' });
  await question.getByLabel('Answer type').selectOption('yes_no');
  await question.getByLabel('Must be answered').check();
  await question.getByLabel('Question (English)').fill(QUESTION);
  await question.getByLabel('Question (Kiswahili)').fill('Je, una cherehani?');

  // Rules: lives in Kakuma, aged 18 to 35; both keep a person out.
  await page.getByLabel('New rule', { exact: true }).selectOption('camp');
  await page.getByRole('button', { name: 'Add the rule' }).click();
  const campRule = page.getByRole('group', { name: /^Rule 1: Camp/ });
  await campRule.getByRole('group', { name: 'Camps' }).getByLabel('Kakuma').check();
  await campRule.getByLabel('Effect').selectOption('hard');
  await page.getByLabel('New rule', { exact: true }).selectOption('age');
  await page.getByRole('button', { name: 'Add the rule' }).click();
  const ageRule = page.getByRole('group', { name: /^Rule 2: Age/ });
  await ageRule.getByLabel('Youngest age').fill('18');
  await ageRule.getByLabel('Oldest age').fill('35');
  await ageRule.getByLabel('Effect').selectOption('hard');

  // A project to enrol the selected in.
  await page.getByRole('group', { name: 'Projects', exact: true }).getByRole('checkbox').first().check();

  // The spec's formula, plus 10 points for owning a sewing machine.
  await page.getByLabel('New criterion', { exact: true }).selectOption('question');
  await page.getByRole('button', { name: 'Add the criterion' }).click();
  const criterion = page.getByRole('group', { name: /^Criterion \d+$/ }).last();
  await criterion.getByRole('group', { name: 'When the value is one of' }).getByLabel('Yes').check();
  await criterion.getByLabel('Points', { exact: true }).fill('10');

  await expectNoSeriousA11yViolations(page, 'programme designer, filled in');
  await page.getByRole('button', { name: 'Create programme' }).click();
  await page.getByText(`${NAME} was created as a draft.`).waitFor();
  await page.waitForURL((url) => /^\/staff\/programmes\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
  created.programmeId = new URL(page.url()).pathname.split('/').pop()!;

  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByText(`${NAME} is open.`).waitFor();

  const stored = await page.request.get(`/api/v1/staff/programmes/${created.programmeId}`);
  const programme = (await stored.json()) as { status: string; questions: { id: string }[]; places: number };
  expect(programme).toMatchObject({ status: 'open', places: 60 });
  created.questionId = programme.questions[0]!.id;
});

const AMINA: ApplicantFacts = {
  firstName: 'Amina',
  gender: 'female',
  dateOfBirth: bornForAgeOn(CLOSES_ON, 25),
  camp: 'KAK',
};
const BARAKA: ApplicantFacts = {
  firstName: 'Baraka',
  gender: 'male',
  dateOfBirth: bornForAgeOn(CLOSES_ON, 30),
  camp: 'KAK',
};
const DEKA: ApplicantFacts = {
  firstName: 'Deka',
  gender: 'female',
  dateOfBirth: bornForAgeOn(CLOSES_ON, 25),
  camp: 'DAD',
};

/** People who will check the outcome in the browser later. */
const watchers = { amina: newAccount('beneficiary', 'Amina'), baraka: newAccount('beneficiary', 'Baraka') };

async function signedUpPage(facts: ApplicantFacts, account: ReturnType<typeof newAccount>, locale = 'en-KE') {
  const page = await browser.newPage({ locale });
  await signUpThrough(page.request, account);
  await fillProfile(page.request, account, facts);
  return page;
}

test('beneficiaries see the programme and whether they may apply, in their language; the eligible apply', async () => {
  expect(created.programmeId).not.toBe('');

  // Baraka, in Kakuma, reads Kiswahili: he may apply; he applies with a low score (more income, no machine).
  const baraka = await signedUpPage(BARAKA, watchers.baraka, 'sw-KE');
  await openApplications(baraka);
  const barakaCard = programmeCard(baraka, NAME_SW);
  await barakaCard.getByText('Unaweza kuomba').waitFor();
  expect(await barakaCard.getByRole('button', { name: 'Omba' }).isEnabled()).toBe(true);
  const barakaCardId = await uploadRefugeeCard(baraka.request);
  await applyThrough(baraka.request, {
    programId: created.programmeId,
    documentId: barakaCardId,
    answers: { [created.questionId]: false },
    householdIncome: 40_000,
  });

  // Amina, 25, in Kakuma, applies through the wizard with the question answered and her refugee card.
  const amina = await signedUpPage(AMINA, watchers.amina);
  await uploadRefugeeCard(amina.request);
  await openApplications(amina);
  const aminaCard = programmeCard(amina, NAME);
  await aminaCard.getByText('You can apply').waitFor();
  await expectNoSeriousA11yViolations(amina, 'beneficiary programme list');
  await aminaCard.getByRole('button', { name: 'Apply' }).click();
  const wizard = amina.getByRole('dialog', { name: 'Apply for Program' });
  await wizard.getByText(/^Step \d of \d$/).waitFor();
  if (await wizard.getByText(/^Step 1 of/).isVisible()) {
    await wizard.getByRole('radio', { name: new RegExp(NAME) }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
  }
  await wizard.getByLabel('Monthly Household Income (KES)').fill('4000');
  await wizard.getByLabel('Household Size').fill('5');
  await wizard.getByLabel('Employment Status').selectOption('unemployed');
  await wizard
    .getByLabel('Reason for Application')
    .fill('I learned tailoring from my mother and want a trade that feeds my children in the camp.');
  await wizard
    .getByRole('group', { name: new RegExp(QUESTION.replace('?', '\\?')) })
    .getByLabel('Yes')
    .check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  const documents = wizard.getByLabel(/UNHCR Card/);
  await documents.waitFor();
  await documents.selectOption({ index: 1 });
  for (const [index, [name, phone, relationship]] of [
    ['Fatuma Ali', '0712345678', 'Neighbour'],
    ['Omar Said', '0722345678', 'Block leader'],
  ].entries()) {
    const reference = amina.getByRole('group', { name: `Reference ${index + 1}`, exact: true });
    await reference.getByLabel('Full Name').fill(name!);
    await reference.getByLabel('Phone Number').fill(phone!);
    await reference.getByLabel('Relationship').fill(relationship!);
  }
  await wizard.getByRole('button', { name: 'Submit Application' }).click();
  await amina.getByText('Application submitted successfully!').waitFor();

  // Deka lives in Dadaab and reads Kiswahili: she is told why, and cannot apply.
  const deka = await signedUpPage(DEKA, newAccount('beneficiary', 'Deka'), 'sw-KE');
  await openApplications(deka);
  const dekaCard = programmeCard(deka, NAME_SW);
  await dekaCard.getByText('Huwezi kuomba').waitFor();
  await dekaCard.getByText(/Programu hii inahudumia tu watu wanaoishi katika: Kakuma/).waitFor();
  expect(await dekaCard.getByRole('button', { name: 'Omba' }).isDisabled()).toBe(true);
});

/** Runs `work` over `items`, `width` at a time: sign-ups hash passwords, so a few at once, not all. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(work));
  }
}

test(
  'the admin selects the top 60 within the quota, withdraws one and selects the next; people see the outcome',
  { timeout: 180_000 },
  async () => {
    expect(created.programmeId).not.toBe('');
    // 29 more women (with Amina, the 30 the quota asks for) and 32 men who score higher (no income).
    const applicants: (ApplicantFacts & { income: number })[] = [
      ...Array.from({ length: 29 }, (_, index) => ({
        firstName: `Woman${index + 1}`,
        gender: 'female' as const,
        dateOfBirth: bornForAgeOn(CLOSES_ON, 20 + (index % 15)),
        camp: 'KAK' as const,
        income: 4000,
      })),
      ...Array.from({ length: 32 }, (_, index) => ({
        firstName: `Man${index + 1}`,
        gender: 'male' as const,
        dateOfBirth: bornForAgeOn(CLOSES_ON, 20 + (index % 15)),
        camp: 'KAK' as const,
        income: 0,
      })),
    ];
    await inBatches(applicants, 16, async (facts) => {
      const { client } = await newSignedUpClient(facts);
      const documentId = await uploadRefugeeCard(client);
      await applyThrough(client, {
        programId: created.programmeId,
        documentId,
        answers: { [created.questionId]: true },
        householdIncome: facts.income,
      });
      await client.dispose();
    });

    const staff = await browser.newPage();
    await signIn(staff, DEMO.admin, DEMO_PASSWORD, '/staff');
    await staff.goto(`/staff/programmes/${created.programmeId}/selection`);
    await staff.getByRole('heading', { level: 1, name: 'Ranking and selection' }).waitFor();
    await staff.getByRole('table').waitFor();
    await expectNoSeriousA11yViolations(staff, 'ranking and selection');

    await staff.getByRole('button', { name: 'Select the top N' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Select the top N' });
    await dialog.getByLabel('How many people (N)').fill('60');
    // The programme's one linked project is chosen already.
    expect(await dialog.getByLabel('Project to enrol them in').inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
    await staff.getByText('60 people were selected.').waitFor();
    // The places bar and the women's quota bar are full.
    const placesBar = staff.getByRole('progressbar', { name: '60 of 60 places taken' });
    await placesBar.waitFor();
    expect(await placesBar.getAttribute('aria-valuenow')).toBe('100');
    const womenBar = staff.getByRole('progressbar', { name: 'Women: 30 selected of at least 30' });
    await womenBar.waitFor();
    expect(await womenBar.getAttribute('aria-valuenow')).toBe('100');

    // Withdraw the first selected person; the next eligible man is offered and selected.
    await staff.getByRole('button', { name: 'Withdraw' }).first().click();
    const withdraw = staff.getByRole('dialog', { name: /^Withdraw the place of/ });
    await withdraw.getByLabel('Reason').fill('Moved to Nairobi for work.');
    await withdraw.getByRole('button', { name: 'Withdraw the place' }).click();
    const offer = withdraw.getByText(/^The next eligible person for this place is (.+) \(score \d+\)\.$/);
    await offer.waitFor();
    const next = /this place is (.+) \(score/.exec((await offer.textContent())!)![1]!;
    expect(next).toMatch(/^Man\d+ Abdi$/);
    await withdraw.getByRole('button', { name: 'Select them' }).click();
    await staff.getByText(`${next} was selected.`).waitFor();

    const ranking = await staff.request.get(
      `/api/v1/staff/programmes/${created.programmeId}/ranking?state=selected&pageSize=100`,
    );
    const selected = ((await ranking.json()) as { items: { name: string; gender: string; beneficiaryId: string }[] })
      .items;
    expect(selected).toHaveLength(60);
    expect(selected.filter((person) => person.gender === 'female')).toHaveLength(30);
    const aminaId = selected.find((person) => person.name === 'Amina Abdi')!.beneficiaryId;

    // The selection is in Amina's history and in the audit log.
    await staff.goto(`/staff/beneficiaries/${aminaId}`);
    await staff.getByRole('heading', { level: 1, name: /Amina Abdi/ }).waitFor();
    const historyTab = staff.getByRole('tab', { name: 'History' });
    if ((await historyTab.count()) > 0) await historyTab.click();
    await staff
      .getByText(/selected/i)
      .first()
      .waitFor();
    // In words, as every other entry of the history is, not the audit action's code.
    expect(await staff.getByText('application.selected', { exact: true }).count()).toBe(0);
    await staff.goto('/staff/audit-log?action=application.selected');
    await staff.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await staff
      .getByRole('cell', { name: /application\.selected|selected/i })
      .first()
      .waitFor();

    // Amina was selected (the quota); Baraka waits, second after the one man still waiting.
    const amina = await browser.newPage();
    await signInThrough(amina.request, watchers.amina);
    await openApplications(amina);
    await amina.getByText('You were selected: you have a place in this programme.').waitFor();
    const baraka = await browser.newPage({ locale: 'sw-KE' });
    await signInThrough(baraka.request, watchers.baraka);
    await openApplications(baraka);
    await baraka.getByText('Wewe ni nambari 2 kwenye orodha ya kusubiri.').waitFor();
  },
);
