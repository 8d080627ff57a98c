import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

test('staff write to a new beneficiary, who sees the notification, reads and replies; staff see the reply unread', async () => {
  const person = await browser.newPage({ viewport: PHONE });
  const account = newAccount('beneficiary', 'Halima');
  await submitSignUp(person, account);
  await person.waitForURL((url) => url.pathname === '/beneficiary');
  const profile = await person.request.get('/api/v1/beneficiary/profile');
  const { id: beneficiaryId } = (await profile.json()) as { id: string };
  const name = `${account.firstName} ${account.lastName}`;
  const subject = `Tailoring class ${Date.now().toString(36)}`;

  const staff = await browser.newPage({ viewport: DESKTOP });
  await signIn(staff, DEMO.admin, DEMO_PASSWORD, '/staff');
  await staff.goto(`/staff/beneficiaries/${beneficiaryId}`);
  await staff.getByText('No messages with this person yet.').waitFor();
  await staff.getByRole('button', { name: 'Write to this person' }).click();
  const compose = staff.getByRole('dialog', { name: `Write to ${name}` });
  await compose.getByLabel('Subject').fill(subject);
  await compose
    .getByLabel('Message', { exact: true })
    .fill('You have a place in the tailoring class. Can you start on Monday?');
  await compose.getByRole('button', { name: 'Send', exact: true }).click();
  await staff.getByText('Message sent to 1 person').waitFor();
  await staff.getByRole('heading', { level: 3, name: subject }).waitFor();
  await staff.getByText('Not read yet').waitFor();

  await person.reload();
  const bell = person.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const panel = person.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByRole('link', { name: /New message from our team/ });
  await notice.waitFor();
  await expectNoSeriousA11yViolations(person, 'notifications panel at 360 px');
  await person.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  // Closing the panel gives focus back to the bell (now read: no count in its name).
  await person.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Notifications');
  await person.keyboard.press('Enter');
  await notice.click();
  await person.waitForURL((url) => url.pathname === '/beneficiary/messages');
  await person.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await person
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(subject) })
    .click();
  await person.getByLabel('Your reply', { exact: true }).fill('Yes, I can start on Monday.');
  await person.getByRole('button', { name: 'Send reply' }).click();
  await person.getByText('Reply sent').waitFor();

  await staff.goto('/staff/messages');
  await staff.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  const row = staff.getByRole('button', { name: `Open the conversation with ${name}: ${subject}` });
  await row.getByText('New reply').waitFor();
  await expectNoSeriousA11yViolations(staff, 'staff messages inbox');
  await row.click();
  const conversation = staff.getByRole('dialog', { name: `Conversation with ${name}` });
  await conversation.getByText('Yes, I can start on Monday.').waitFor();
  await conversation.getByLabel('Your reply').fill('Good. Bring your ID card.');
  await conversation.getByRole('button', { name: 'Send reply' }).click();
  await staff.getByText('Reply sent').waitFor();
  await conversation.getByText('Good. Bring your ID card.').waitFor();
  await staff.keyboard.press('Escape');
  // The dialog has no trigger of its own: focus goes back to the row it was opened from.
  await staff.waitForFunction(
    (label) => document.activeElement?.getAttribute('aria-label') === label,
    `Open the conversation with ${name}: ${subject}`,
  );
  expect(await row.getByText('New reply').count()).toBe(0);

  await staff.getByRole('button', { name: 'New message' }).click();
  const group = staff.getByRole('dialog', { name: 'New message' });
  await group.getByLabel('Camp').selectOption('KAK');
  await group.getByText(/^This goes to [\d,]+ (person|people)\.$/).waitFor();
  await expectNoSeriousA11yViolations(staff, 'new group message dialog');
  await staff.keyboard.press('Escape');
  await group.waitFor({ state: 'hidden' });
  await staff.waitForFunction(() => document.activeElement?.textContent?.trim() === 'New message');
});
