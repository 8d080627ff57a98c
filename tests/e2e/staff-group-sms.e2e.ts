import { test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

test('an administrator sets the daily SMS ceiling; a group message by SMS shows its texts, parts and cost first', async () => {
  const staff = await browser.newPage({ viewport: DESKTOP });
  await signIn(staff, DEMO.admin, DEMO_PASSWORD, '/staff');

  // Without a ceiling the option says why group SMS is off.
  await staff.goto('/staff/messages');
  await staff.getByRole('button', { name: 'New message' }).click();
  let compose = staff.getByRole('dialog', { name: 'New message' });
  await compose.getByLabel('Camp').selectOption('KAK');
  await compose.getByLabel('Message', { exact: true }).fill('Distribution on Friday at the field office.');
  await compose.getByLabel(/Also by SMS/).check();
  await compose.getByText(/an administrator must set a daily SMS ceiling/).waitFor();
  await staff.keyboard.press('Escape');
  await compose.waitFor({ state: 'hidden' });

  await staff.goto('/staff/organisations');
  const ceiling = staff.getByRole('region', { name: 'Daily group SMS ceiling' });
  await ceiling.getByText('No ceiling is set: group SMS is off.').waitFor();
  await ceiling.getByLabel(/KES a day/).fill('500');
  await ceiling.getByRole('button', { name: 'Save ceiling' }).click();
  await staff.getByText('SMS ceiling saved').waitFor();
  await ceiling.getByText(/^Spent today: .+ of .+500/).waitFor();
  await expectNoSeriousA11yViolations(staff, 'organisations page with the SMS ceiling');

  await staff.goto('/staff/messages');
  await staff.getByRole('button', { name: 'New message' }).click();
  compose = staff.getByRole('dialog', { name: 'New message' });
  await compose.getByLabel('Camp').selectOption('KAK');
  const message = compose.getByLabel('Message', { exact: true });
  await message.fill('Distribution on Friday at the field office.');
  await compose.getByLabel(/Also by SMS/).check();
  const estimate = compose.getByRole('status').filter({ hasText: 'Estimated cost' });
  await estimate.getByText(/^1 SMS part per text · plain letters$/).waitFor();
  await estimate.getByText(/^Estimated cost: (Ksh|KES)/).waitFor();
  await estimate.getByText(/^Left today: .+ of a daily ceiling of .*500\.00$/).waitFor();
  // The figure follows the body: Arabic letters go as Unicode, in more parts.
  await message.fill('يرجى الحضور إلى المكتب يوم الجمعة لاستلام المساعدات الغذائية والمواد غير الغذائية.');
  await estimate.getByText(/^2 SMS parts per text · Unicode/).waitFor();
  await expectNoSeriousA11yViolations(staff, 'new group message with SMS');
  await staff.keyboard.press('Escape');
  await compose.waitFor({ state: 'hidden' });

  // The estimate stays readable on a small phone.
  const phone = await browser.newPage({ viewport: PHONE });
  await signIn(phone, DEMO.admin, DEMO_PASSWORD, '/staff');
  await phone.goto('/staff/messages');
  await phone.getByRole('button', { name: 'New message' }).click();
  const small = phone.getByRole('dialog', { name: 'New message' });
  await small.getByLabel('Camp').selectOption('KAK');
  await small.getByLabel('Message', { exact: true }).fill('Distribution on Friday.');
  await small.getByLabel(/Also by SMS/).check();
  await small.getByText(/^Estimated cost: (Ksh|KES)/).waitFor();
  await expectNoSeriousA11yViolations(phone, 'group message with SMS at phone width');
});
