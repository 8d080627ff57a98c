import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, pathOf, signIn, submitSignUp } from './support/accounts';
import { useBrowser } from './support/browser';

const browser = useBrowser();
const STAFF_TABS = ['Dashboard', 'Beneficiaries', 'Projects', 'Bulk Upload', 'Duplicate Alerts', 'Reports'];

test('a staff sign-up waits for approval; once the admin approves, the console opens, and making them an admin asks first', async () => {
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

  // Making a colleague an admin asks first and says what they will be able to do; cancelling changes nothing.
  const makeAdmin = member.getByRole('button', { name: /^Make admin/ });
  await makeAdmin.click();
  const question = adminPage.getByRole('alertdialog', {
    name: `Make ${account.firstName} ${account.lastName} an admin?`,
  });
  await question.getByText(/approve and deactivate staff accounts/).waitFor();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => makeAdmin.evaluate((button) => button === document.activeElement)).toBe(true);
  expect(await member.getByText('Admin', { exact: true }).count()).toBe(0);
  await makeAdmin.click();
  await question.getByRole('button', { name: 'Make admin' }).click();
  await member.getByText('Admin', { exact: true }).waitFor();
  await member.getByRole('button', { name: /^Remove admin/ }).waitFor();
  expect(await question.count()).toBe(0);

  await staffPage.reload();
  await staffPage.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
  expect(pathOf(staffPage)).toMatch(/^\/staff/);
  const menu = staffPage.getByRole('navigation', { name: 'Staff menu' });
  for (const tab of STAFF_TABS) await menu.getByRole('link', { name: tab, exact: true }).waitFor();
});
