import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

async function openBulkUpload(page: Page, viewport: typeof PHONE) {
  await signIn(page, DEMO.officer, DEMO_PASSWORD, '/staff');
  if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Bulk Upload', exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === '/staff/bulk-upload');
  await page.getByRole('heading', { level: 1, name: 'Bulk Upload' }).waitFor();
}

async function summaryFigure(page: Page, key: string): Promise<number> {
  const text = await page.locator(`[data-summary="${key}"] p`).first().innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Two bad rows (3 and 5) among three good ones, with ProGres IDs unique to this run (4 + 1 + 1 digits). */
function registryCsv(run: string): string {
  const id = (n: number) => `KEN-DAD-2025-${run}${n}`;
  return [
    'progres_id,first_name,last_name,date_of_birth,gender,nationality,location,phone_number,household_id,vulnerability_score,status,skills',
    `${id(1)},Amina,Cabdullaahi,1990-05-14,female,SOM,DAD-IFO-B12,0712345678,HH-1,3.5,active,Tailoring;Cooking`,
    `${id(2)},Hodan,Xuseen,1985-02-01,x,SOM,DAD-IFO-B12,0712,HH-1,9,active,`,
    `${id(3)},Jean-Claude,Mugisha,1979-11-30,male,COD,KAK-KK2-B7,+254712345679,HH-2,4.1,active,`,
    `,Trésor,N'Goma,1992-07-07,male,COD,KAK-KK2-B7,,HH-3,,active,`,
    `${id(4)},Maxamed,Cali,2001-01-01,male,SOM,DAD-DAG-B3,254712345670,HH-4,1.5,active,`,
  ].join('\r\n');
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('bulk upload on %s', (name, viewport) => {
  test('an officer downloads a template, uploads a file with errors, reads them and imports the valid rows', async () => {
    const page = await browser.newPage({ viewport });
    await openBulkUpload(page, viewport);
    await page.getByRole('heading', { name: 'Beneficiary Data Upload' }).waitFor();
    await page.getByText('Large files are processed in the background.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousA11yViolations(page, `bulk upload (${name})`);

    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Template (CSV): Beneficiaries' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('beneficiaries-template.csv');
    const header = (await readFile((await template.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toBe(
      'progres_id,first_name,last_name,date_of_birth,gender,nationality,location,phone_number,household_id,vulnerability_score,status,skills',
    );

    await page.locator('[data-summary="recordsImported"]').waitFor();
    const filesBefore = await summaryFigure(page, 'filesUploaded');
    const importedBefore = await summaryFigure(page, 'recordsImported');

    const run = String(Date.now()).slice(-4) + (viewport.width < 1024 ? '1' : '0');
    const fileName = `dadaab-${name}.csv`;
    await page
      .locator('input[type="file"][aria-label="Choose a file of Beneficiaries to upload"]')
      .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(registryCsv(run)) });

    const item = page.getByRole('article', { name: fileName });
    await item.getByText('Validated').waitFor({ timeout: 20_000 });
    // The first 3 row errors, then how many more.
    expect(
      await item
        .getByRole('list', { name: `Errors in ${fileName}` })
        .getByRole('listitem')
        .allInnerTexts(),
    ).toEqual([
      'Row 3: Choose a gender',
      'Row 3: Invalid phone number format',
      'Row 3: Vulnerability score must be between 0 and 5 with at most one decimal',
      '...and 1 more error',
    ]);
    // Valid, rows with errors (rows 3 and 5), success rate; the four problems apart.
    expect(await item.getByRole('definition').allInnerTexts()).toEqual(['3', '2', '60%']);
    await item.getByText('4 problems found (a row can have more than one)').waitFor();
    // Until it is imported, the card says by when: the retention rule deletes the file and its rows 90 days after upload.
    const keptYear = new Date(Date.now() + 90 * 86_400_000).getFullYear();
    await item
      .getByText(new RegExp(`^Import by .*${keptYear}: the file and its rows are deleted 90 days after upload\\.$`))
      .waitFor();

    const [report] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('link', { name: 'Error Report', exact: true }).click(),
    ]);
    const lines = (await readFile((await report.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'row,column,message',
      '3,gender,Choose a gender',
      '3,phone_number,Invalid phone number format',
      '3,vulnerability_score,Vulnerability score must be between 0 and 5 with at most one decimal',
      '5,progres_id,Missing ProGres ID',
    ]);

    await item.getByRole('button', { name: 'Import Valid Records' }).click();
    await item.getByText('3 records imported').waitFor({ timeout: 20_000 });
    expect(await item.getByRole('button', { name: 'Import Valid Records' }).isDisabled()).toBe(true);
    expect(await item.getByText(/^Import by /).count()).toBe(0);

    await expect.poll(() => summaryFigure(page, 'recordsImported'), { timeout: 10_000 }).toBe(importedBefore + 3);
    expect(await summaryFigure(page, 'filesUploaded')).toBe(filesBefore + 1);
    await expectNoSeriousA11yViolations(page, `bulk upload after import (${name})`);
  });
});
