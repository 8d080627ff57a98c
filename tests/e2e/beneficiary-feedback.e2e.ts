import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
const SUBJECT = 'A distribution worker asked for favours';

/** sonner's success colours fall just short of 4.5:1 (known, reported): judge the page once the toast is gone. */
async function waitForToastsToGo(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

test('a beneficiary submits a sensitive complaint anonymously, notes its reference and follows it up', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await submitSignUp(page, newAccount('beneficiary', 'Amina'));
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Feedback & Complaints', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Feedback & Complaints' }).waitFor();
  await page.getByText('Nothing sent yet').waitFor();
  await expectNoSeriousA11yViolations(page, 'feedback tab, empty (360 px)');

  const opener = page.getByRole('button', { name: 'Submit feedback', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Submit feedback or a complaint' });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await dialog.getByText('Please choose feedback or complaint').waitFor();
  await dialog.getByText('Please select a category').waitFor();
  await dialog.getByText('Please choose how we should contact you').waitFor();
  await expectNoSeriousA11yViolations(page, 'submit dialog with errors (360 px)');

  await dialog.getByRole('radio', { name: /^Complaint/ }).check();
  await dialog.getByLabel('Category').selectOption({ label: 'Sexual exploitation or abuse' });
  await dialog.getByText('This goes to a restricted team').waitFor();
  await dialog.getByText(/helpline 1195/).waitFor();
  await dialog.getByLabel('Subject').fill(SUBJECT);
  await dialog
    .getByLabel('Description')
    .fill('At the food distribution on Monday, a worker said I would get my ration only if I met him later.');
  await dialog.getByRole('checkbox', { name: 'Keep my name hidden from staff' }).check();
  await dialog.getByText(/Other staff will not see your name/).waitFor();
  await dialog.getByLabel('How should we contact you?').selectOption({ label: 'SMS' });
  await expectNoSeriousA11yViolations(page, 'submit dialog, sensitive category (360 px)');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();

  const sent = page.getByRole('dialog', { name: 'Thank you, your case was sent' });
  const reference = sent.getByText(/^FB-\d{4}-\d{6,}$/);
  const number = (await reference.innerText()).trim();
  // Focus is on the block that reads "Your reference number FB-…", so a screen reader hears it at once.
  const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(focused).toBe(`Your reference number${number}`);
  await sent.getByText('Your case was sent to the restricted team.').waitFor();
  await expectNoSeriousA11yViolations(page, 'reference number shown (360 px)');
  await sent.getByRole('button', { name: 'Done' }).click();
  await sent.waitFor({ state: 'detached' });
  expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

  const row = page
    .getByRole('list', { name: 'My feedback and complaints' })
    .getByRole('button', { name: new RegExp(SUBJECT) });
  await row.getByText(number).waitFor();
  await row.getByText('Received', { exact: true }).waitFor();
  await row.getByText('Complaint · Sexual exploitation or abuse').waitFor();
  await expectNoSeriousA11yViolations(page, 'feedback tab with a case (360 px)');

  await row.click();
  await page.getByRole('heading', { level: 2, name: SUBJECT }).waitFor();
  await page.getByText('Handled by the restricted team').waitFor();
  await page.getByText("No reply yet. The agency's answer will appear here.").waitFor();
  await page.getByLabel('Add a follow-up').fill('He was there again today.');
  await page.getByRole('button', { name: 'Send follow-up' }).click();
  await page.getByText('Follow-up sent').waitFor();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await conversation.getByText('He was there again today.').waitFor();
  await conversation.getByText('You', { exact: true }).waitFor();
  await waitForToastsToGo(page);
  await expectNoSeriousA11yViolations(page, 'case detail with a follow-up (360 px)');

  await page.getByRole('button', { name: 'Back to my cases' }).click();
  await page.evaluate(() => localStorage.setItem('lang', 'sw'));
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Maoni na Malalamiko' }).waitFor();
  await page.getByText('Imepokelewa', { exact: true }).waitFor();
});
