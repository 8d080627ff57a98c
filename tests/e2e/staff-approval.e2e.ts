import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, pathOf, signIn, submitSignUp } from './support/accounts';
import { useBrowser } from './support/browser';

const browser = useBrowser();
const STAFF_TABS = ['Dashboard', 'Beneficiaries', 'Projects', 'Bulk Upload', 'Duplicate Alerts', 'Reports'];

test('a staff sign-up waits for approval; once the admin approves, the console opens', async () => {
  const staffPage = await browser.newPage();
  const account = newAccount('staff', 'Baraka');
  await submitSignUp(staffPage, account);
  await staffPage.waitForURL((url) => url.pathname.startsWith('/staff'));
  await staffPage.getByRole('heading', { name: 'Awaiting Approval' }).waitFor();
  expect(await staffPage.getByRole('navigation', { name: 'Staff menu' }).count()).toBe(0);

  const adminPage = await browser.newPage();
  await signIn(adminPage, DEMO.admin, DEMO_PASSWORD, '/staff');
  await adminPage.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Settings' }).click();
  await adminPage.waitForURL((url) => url.pathname === '/staff/team');
  const member = adminPage.getByRole('listitem').filter({ hasText: account.email });
  await member.getByRole('button', { name: /^Approve/ }).click();
  await member.getByText('Active', { exact: true }).waitFor();

  await staffPage.reload();
  await staffPage.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
  expect(pathOf(staffPage)).toMatch(/^\/staff/);
  const menu = staffPage.getByRole('navigation', { name: 'Staff menu' });
  for (const tab of STAFF_TABS) await menu.getByRole('link', { name: tab, exact: true }).waitFor();
});
