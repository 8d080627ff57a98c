import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
  for (const firstName of ['Halimo', 'Halimah']) {
    const response = await page.request.post('/api/v1/staff/beneficiaries', {
      data: {
        progresId: `KEN-DAD-2019-${String(randomInt(1_000_000)).padStart(6, '0')}`,
        firstName,
        lastName: surname,
        dateOfBirth: '1990-05-17',
        gender: 'female',
        nationality: 'SOM',
        location: 'DAD-IFO-B12',
        vulnerabilityScore: 4.2,
      },
    });
    expect(response.status()).toBe(201);
  }
}

async function journey(viewport: { width: number; height: number }, label: string) {
  const page = await browser.newPage({ viewport });
  await signIn(page, DEMO.admin, DEMO_PASSWORD, '/staff');
  const surname = `Jibril${letters(6)}`;
  await addPeople(page, surname);
  await page.goto('/staff/beneficiaries');
  await page.getByRole('heading', { level: 1, name: 'Beneficiary Management' }).waitFor();
  await page.getByText('Total Beneficiaries').waitFor();

  // A misspelt first name still finds both spellings; the search lands in the address.
  await page.getByRole('searchbox', { name: 'Search beneficiaries' }).fill(`Halima ${surname}`);
  await page.waitForURL((url) => url.searchParams.get('q') === `Halima ${surname}`);
  const table = page.getByRole('table', { name: 'Beneficiaries' });
  await table.getByText(`Halimo ${surname}`).waitFor();
  await table.getByText(`Halimah ${surname}`).waitFor();
  await page.getByText(/^Showing 1-2 of 2 beneficiaries$/).waitFor();
  await expectNoSeriousA11yViolations(page, `registry search (${label})`);
  if (viewport.width < 400)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('active');
  await page.waitForURL((url) => url.searchParams.get('status') === 'active');
  await page.reload();
  expect(await page.getByRole('searchbox', { name: 'Search beneficiaries' }).inputValue()).toBe(`Halima ${surname}`);

  // Both selected, both made inactive with one reason.
  await page.getByRole('checkbox', { name: `Select Halimo ${surname}` }).check();
  await page.getByRole('checkbox', { name: `Select Halimah ${surname}` }).check();
  const bulk = page.getByRole('region', { name: 'Selected beneficiaries' });
  await bulk.getByText('2 selected').waitFor();
  await bulk.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status of 2 people' });
  await dialog.getByLabel('New status').selectOption('inactive');
  await dialog.getByLabel('Reason').fill('Moved to Kakuma with the family');
  await expectNoSeriousA11yViolations(page, `bulk status dialog (${label})`);
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await page.getByText('2 statuses changed').waitFor();
  await page.getByText('No beneficiaries match this search and these filters.').waitFor();

  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('inactive');
  await table.getByText(`Halimo ${surname}`).waitFor();
  expect(await table.getByText('Inactive', { exact: true }).count()).toBe(2);

  // The CSV holds exactly the filtered people, with Excel's byte order mark.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^beneficiaries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFProGres ID,First name,Last name')).toBe(true);
  const rows = csv.trimEnd().split('\r\n').slice(1);
  expect(rows).toHaveLength(2);
  for (const row of rows)
    expect(row).toMatch(
      new RegExp(`^KEN-DAD-2019-\\d{6},Halim(o|ah),${surname},SOM,1990,female,DAD-IFO-B12,4.2,inactive,0,`),
    );
  await expectNoSeriousA11yViolations(page, `registry inactive filter (${label})`);
}

test('an admin finds people by a misspelt name, filters, changes two statuses and exports them (1280 px)', async () => {
  await journey(DESKTOP, '1280 px');
});

test('the same on a phone (360 px): filters stack and the table scrolls inside its card', async () => {
  await journey(PHONE, '360 px');
});
