import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, pathOf, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser, type BrowserSession } from './support/browser';

const browser = useBrowser();
/** The demo beneficiary (seed-demo-beneficiary.ts). */
const DEMO_PERSON = { name: 'Amina Hassan', progresId: 'KEN-DAD-2019-004512' };

/** Someone asks for a staff account: a new item on the admin's bell. */
async function requestStaffAccount(session: BrowserSession, firstName: string) {
  const page = await session.newPage();
  const account = newAccount('staff', firstName);
  await submitSignUp(page, account);
  await page.waitForURL((url) => url.pathname.startsWith('/staff'));
  await page.context().close();
  return account;
}

async function openMenuLink(page: Page, width: number, name: string) {
  if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name, exact: true }).click();
}

const figureOf = async (page: Page, label: string) =>
  Number(
    (
      await page.getByRole('heading', { level: 3, name: label }).locator('xpath=following-sibling::p[1]').innerText()
    ).replace(/[^\d]/g, ''),
  );

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('staff dashboard on %s', (name, viewport) => {
  test('the admin reads the figures, changes period, finds a person, clears the bell and finds the view in the audit log', async () => {
    const applicant = await requestStaffAccount(browser, name === 'phone' ? 'Neema' : 'Baraka');
    const page = await browser.newPage({ viewport });
    await signIn(page, DEMO.admin, DEMO_PASSWORD, '/staff');

    // The figures of the demo registry, computed by the server.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Total Beneficiaries' }).waitFor();
    expect(await figureOf(page, 'Total Beneficiaries')).toBeGreaterThan(1_000);
    expect(await figureOf(page, 'Active Projects')).toBeGreaterThan(0);
    await page.getByText(/% utilized/).waitFor();
    await page.getByText('Dadaab Camp Complex').waitFor();
    await page.getByRole('progressbar', { name: 'Share of beneficiaries in Kakuma Camp' }).waitFor();
    await page.getByRole('heading', { name: 'Partner Organizations Activity' }).waitFor();
    await page.getByText('No registry export has been imported yet.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousA11yViolations(page, `dashboard (${name})`);

    // Another period: the deltas are counted again and the choice is in the address.
    await page.getByLabel('Period').selectOption({ label: 'Last 12 months' });
    await page.waitForURL((url) => url.searchParams.get('period') === '12m');
    await page.getByText(/registered in 12 months/).waitFor();

    // The header search as a combobox: the ProGres ID finds the demo person; arrows and Enter open the record.
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill(DEMO_PERSON.progresId);
    const option = page.getByRole('option').filter({ hasText: DEMO_PERSON.progresId });
    await option.waitFor();
    expect(await search.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('group', { name: 'Beneficiaries' }).waitFor();
    await expectNoSeriousA11yViolations(page, `header search open (${name})`);
    await search.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await search.press('Enter');
    await page.waitForURL((url) => /^\/staff\/beneficiaries\/[0-9a-f-]{36}$/.test(url.pathname));
    const personId = pathOf(page).split('/').at(-1)!;
    await page.getByText(DEMO_PERSON.name).first().waitFor();

    // The bell, back on the dashboard: a dot while something is new; opening the list clears it.
    await openMenuLink(page, viewport.width, 'Dashboard');
    await page.getByRole('heading', { level: 3, name: 'Total Beneficiaries' }).waitFor();
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    expect(await page.getByTestId('unread-dot').count()).toBe(1);
    await bell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list
      .getByText(`${applicant.firstName} ${applicant.lastName} is waiting for approval as staff`)
      .first()
      .waitFor();
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `notifications (${name})`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // Settings lists the new staff sign-up, waiting for approval.
    await openMenuLink(page, viewport.width, 'Settings');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    const pending = page.getByRole('listitem').filter({ hasText: applicant.email });
    await pending.getByText('Pending', { exact: true }).waitFor();

    // The audit log (linked from Settings, admins only): the view of that person, by this admin.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await page.getByLabel('Record id').fill(personId);
    await page.getByLabel('Action').fill('beneficiary.view');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('targetId') === personId);
    const row = page.getByRole('row').filter({ hasText: 'beneficiary.view' }).filter({ hasText: DEMO.admin }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain(personId);
    await expectNoSeriousA11yViolations(page, `audit log (${name})`);
  });
});

test('an officer sees neither the audit log link nor its entries', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await signIn(page, DEMO.officer, DEMO_PASSWORD, '/staff');
  await page.goto('/staff/audit-log');
  await page.getByText('Only administrators can read the audit log.').waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
});
