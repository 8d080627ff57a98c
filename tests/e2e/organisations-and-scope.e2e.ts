import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, signIn, submitSignUp } from './support/accounts';
import { DESKTOP, useBrowser } from './support/browser';

const browser = useBrowser();

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

/** One person of this run, added through the registry API with the page's (whole-registry) staff session. */
async function addPerson(page: Page, firstName: string, lastName: string, camp: 'KAL' | 'DAD', location: string) {
  const response = await page.request.post('/api/v1/staff/beneficiaries', {
    data: {
      progresId: `KEN-${camp}-2020-${String(randomInt(1_000_000)).padStart(6, '0')}`,
      firstName,
      lastName,
      dateOfBirth: '1988-03-09',
      gender: 'female',
      nationality: 'SSD',
      location,
      vulnerabilityScore: 3,
    },
  });
  expect(response.status()).toBe(201);
}

test('a lead-agency admin adds a partner, gives its new officer Kalobeyei, and the officer sees only the people there', async () => {
  const code = letters(6);
  const organisationName = `Kalobeyei Partner ${code}`;
  const surname = `Lokwang${letters(6).toLowerCase()}`;

  // A new officer signs up and waits for approval.
  const officerPage = await browser.newPage({ viewport: DESKTOP });
  const account = newAccount('staff', 'Akiru');
  await submitSignUp(officerPage, account);
  await officerPage.getByRole('heading', { name: 'Awaiting Approval' }).waitFor();

  // The lead agency's admin registers two people of the same family name, one in Kalobeyei, one in Dadaab.
  const admin = await browser.newPage({ viewport: DESKTOP });
  await signIn(admin, DEMO.admin, DEMO_PASSWORD, '/staff');
  await addPerson(admin, 'Nakiru', surname, 'KAL', 'KAL-V2-B3');
  await addPerson(admin, 'Ayen', surname, 'DAD', 'DAD-IFO-B12');

  // The admin adds the partner on the Organisations page.
  await admin.goto('/staff/organisations');
  await admin.getByRole('heading', { level: 1, name: 'Organisations' }).waitFor();
  await admin.getByRole('button', { name: 'Add an organisation' }).click();
  const form = admin.getByRole('dialog', { name: 'Add an organisation' });
  // A wrong code is named under its field, the way every form of the console says what to fix.
  await form.getByLabel('Code').fill('K9');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('The code is 2 to 10 capital letters, e.g. IRC').waitFor();
  await form.getByText("Enter the organisation's name (at most 120 characters)").waitFor();
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Name').fill(organisationName);
  await form.getByLabel('Badge colour').selectOption('green');
  await form.getByRole('button', { name: 'Save' }).click();
  await admin.getByText(`${organisationName} was saved`).waitFor();
  await admin.getByText(organisationName).first().waitFor();

  // On the Team page the admin approves the officer, then sets their organisation and places.
  await admin.goto('/staff/team');
  const member = admin.getByRole('listitem').filter({ hasText: account.email });
  await member.getByRole('button', { name: /^Approve/ }).click();
  await member.getByText('No places yet: set where this member works').waitFor();
  await member.getByRole('button', { name: /^Set places/ }).click();
  const scope = admin.getByRole('dialog', { name: `Where ${account.firstName} ${account.lastName} works` });
  await scope.getByLabel('Organisation').selectOption(code);
  await scope.getByRole('button', { name: 'Add a place' }).click();
  await scope.getByLabel('Camp of place 1').selectOption('KAL');
  // A block that is not one is named under its row; the whole camp then goes through.
  await scope.getByLabel('Area of place 1').selectOption('V2');
  await scope.getByLabel('Block of place 1').fill('B-3/7');
  await scope.getByRole('button', { name: 'Save' }).click();
  await scope.getByText('A block needs an area and is up to 6 letters or digits, e.g. B12').waitFor();
  await scope.getByLabel('Area of place 1').selectOption('');
  await scope.getByRole('button', { name: 'Save' }).click();
  await admin.getByText(`${account.firstName} ${account.lastName}'s places were saved`).waitFor();
  expect(await member.getByText('No places yet: set where this member works').count()).toBe(0);

  // The officer, signed in, finds only the Kalobeyei person of the two in the registry.
  await officerPage.goto('/staff/beneficiaries');
  await officerPage.getByRole('heading', { level: 1, name: 'Beneficiary Management' }).waitFor();
  await officerPage.getByRole('searchbox', { name: 'Search beneficiaries' }).fill(surname);
  await officerPage.waitForURL((url) => url.searchParams.get('q') === surname);
  const table = officerPage.getByRole('table', { name: 'Beneficiaries' });
  await table.getByText(`Nakiru ${surname}`).waitFor();
  await officerPage.getByText(/^Showing 1-1 of 1 beneficiary$/).waitFor();
  expect(await officerPage.getByText(`Ayen ${surname}`).count()).toBe(0);

  // The admin, with the whole registry, finds both.
  await admin.goto(`/staff/beneficiaries?q=${surname}`);
  await admin.getByRole('table', { name: 'Beneficiaries' }).getByText(`Ayen ${surname}`).waitFor();
  await admin.getByText(/^Showing 1-2 of 2 beneficiaries$/).waitFor();
});
