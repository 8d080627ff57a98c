import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
const DEMO_COMPANY = 'Amani Tailoring Cooperative';

async function openReports(page: Page, viewport: typeof PHONE) {
  await signIn(page, DEMO.admin, DEMO_PASSWORD, '/staff');
  if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === '/staff/reports');
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
}

/** A figure of a report table's Total row: its cells after the row heading, the last by default. */
async function totalOf(table: Locator, cell = -1): Promise<number> {
  const total = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: 'Total', exact: true }) });
  await total.waitFor();
  const cells = await total.getByRole('cell').allInnerTexts();
  return Number((cells.at(cell) ?? '').replace(/[^\d]/g, ''));
}

async function rowHeadings(table: Locator): Promise<string[]> {
  return (await table.getByRole('rowheader').allInnerTexts()).filter((text) => text !== 'Total');
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('staff reports on %s', (name, viewport) => {
  test('the admin reads the registrations, filters by camp, downloads a CSV and prints', async () => {
    const page = await browser.newPage({ viewport });
    await openReports(page, viewport);
    expect(await page.getByLabel('From').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The demo registry: a chart drawn beside each table, hidden from screen readers that read the table.
    await page.getByRole('heading', { level: 2, name: 'Registrations' }).waitFor();
    const overTime = page.getByRole('table', { name: 'Registrations over time' });
    await overTime.waitFor();
    expect(await totalOf(overTime)).toBeGreaterThan(0);
    expect(await overTime.getByRole('row').count()).toBeGreaterThan(3);
    await page.locator('.report-chart svg').first().waitFor();
    expect(await page.locator('.report-chart').first().getAttribute('aria-hidden')).toBe('true');
    const byLocation = page.getByRole('table', { name: 'Registrations by camp and area' });
    const camps = new Set((await rowHeadings(byLocation)).map((label) => label.split(' · ')[0]));
    expect(camps.size).toBeGreaterThan(1);
    await page.getByRole('table', { name: 'Registrations by vulnerability band' }).waitFor();
    // Projects running in the period and their partners (the first figure is the number of projects).
    expect(await totalOf(page.getByRole('table', { name: 'Performance by partner' }), 0)).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'All payments by status' }).waitFor();
    await page.getByRole('table', { name: 'By employer' }).getByRole('rowheader', { name: DEMO_COMPANY }).waitFor();

    // The page itself never scrolls sideways: wide tables scroll inside their card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousA11yViolations(page, `reports (${name})`);

    // Kakuma only.
    await page.getByLabel('Location').selectOption({ label: 'Kakuma' });
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect
      .poll(async () => [...new Set((await rowHeadings(byLocation)).map((label) => label.split(' · ')[0]))])
      .toEqual(['Kakuma']);
    const projectRows = page.getByRole('table', { name: 'Performance by project' }).getByRole('row');
    await expect
      .poll(async () => (await projectRows.allInnerTexts()).slice(1).every((row) => row.includes('Kakuma')))
      .toBe(true);

    // The table as CSV: the header row, then the rows of Kakuma.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV: Registrations by camp and area' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^registrations-by-location_.*_KAK\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, first] = csv.split('\r\n');
    expect(header).toBe('Location,Registrations');
    expect(first).toMatch(/^Kakuma · /);

    // Print: window.print is the browser's; on paper the console's menu and the buttons go.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Show report' }).isVisible()).toBe(false);
    await page.getByText('Period: ').filter({ hasText: 'Location: Kakuma.' }).waitFor();
    await page.emulateMedia({ media: 'screen' });
  });
});

test('a period before the platform existed shows each report empty', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await openReports(page, PHONE);
  await page.getByLabel('From').fill('2001-01-01');
  await page.getByLabel('To').fill('2001-12-31');
  await page.getByRole('button', { name: 'Show report' }).click();
  await page.getByText('No one was registered in this period.').waitFor();
  await page.getByText('No project runs in this period.').waitFor();
  await page.getByText('No payments were made in this period.').waitFor();
  await page.getByText('No job applications were made in this period.').waitFor();
  await expectNoSeriousA11yViolations(page, 'reports, empty period (360 px)');
});
