import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
const SUBJECT = 'Verification visit on Thursday';

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name, exact: true }).click();
}

test('Amina reads the message from staff, it is no longer unread, and her reply joins the thread', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await signIn(page, DEMO.beneficiary, DEMO_PASSWORD, '/beneficiary');
  const unreadCard = page.getByRole('region', { name: 'Unread Messages' });
  await unreadCard.getByText(SUBJECT).waitFor();

  await openTab(page, 'Messages');
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  const conversations = page.getByRole('list', { name: 'Conversations' });
  const row = conversations.getByRole('button', { name: new RegExp(SUBJECT) });
  await row.getByText('Unread', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'messages inbox at 360 px');

  await row.click();
  await page.getByRole('heading', { level: 2, name: SUBJECT }).waitFor();
  const thread = page.getByRole('list', { name: 'Messages in this conversation' });
  await thread.getByText('Programme staff').waitFor();

  const reply = 'Thank you, I will be there with my card.';
  await page.getByLabel('Your reply', { exact: true }).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await page.getByText('Reply sent').waitFor();
  await thread.getByText(reply).waitFor();
  await thread.getByText('You', { exact: true }).waitFor();
  expect(await page.getByLabel('Your reply', { exact: true }).inputValue()).toBe('');
  await expectNoSeriousA11yViolations(page, 'messages thread at 360 px');

  await page.getByRole('button', { name: 'Back to messages' }).click();
  // The reply is the latest message: the inbox now previews it and counts it.
  await conversations.getByText('1 reply').waitFor();
  await conversations.getByText(reply).waitFor();
  expect(await conversations.getByText('Unread', { exact: true }).count()).toBe(0);

  await openTab(page, 'Dashboard');
  await unreadCard.getByText('No new messages').waitFor();
});

test('an empty reply is refused with the validation message', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await signIn(page, DEMO.beneficiary, DEMO_PASSWORD, '/beneficiary');
  await openTab(page, 'Messages');
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(SUBJECT) })
    .click();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await page.getByText('Required', { exact: true }).waitFor();
  expect(await page.getByLabel('Your reply', { exact: true }).getAttribute('aria-invalid')).toBe('true');
});
