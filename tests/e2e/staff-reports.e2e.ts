import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
const DEMO_COMPANY = 'Amani Tailoring Cooperative';

test('staff open Reports on a phone and see the demo employer with its applications', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await signIn(page, DEMO.admin, DEMO_PASSWORD, '/staff');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/staff/reports');
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Employment outcomes' }).waitFor();

  // The period opens on the last 12 months, which holds the seeded applications.
  expect(await page.getByLabel('From').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const byEmployer = page.getByRole('table', { name: 'By employer' });
  const amani = byEmployer.getByRole('row').filter({ has: page.getByRole('rowheader', { name: DEMO_COMPANY }) });
  await amani.waitFor();
  const [applications] = await amani.getByRole('cell').allInnerTexts();
  expect(Number(applications)).toBeGreaterThanOrEqual(3);
  await page.getByRole('table', { name: 'By camp' }).waitFor();
  await page.getByRole('table', { name: 'By programme' }).getByRole('rowheader', { name: 'Total' }).waitFor();

  // The page itself never scrolls sideways: wide tables scroll inside their card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page, 'reports (360 px)');

  // A period before the platform existed has no applications.
  await page.getByLabel('From').fill('2001-01-01');
  await page.getByLabel('To').fill('2001-12-31');
  await page.getByRole('button', { name: 'Show report' }).click();
  await page.getByText('No job applications were made in this period.').waitFor();
  await expectNoSeriousA11yViolations(page, 'reports, empty period (360 px)');
});
