import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
const CODE_WAIT_MS = 20_000;

/** The phone number as the server stores it (E.164), from the local way it was typed at sign-up. */
const e164 = (local: string) => `+254${local.slice(1)}`;

/** Reads the newest text to `number` on the development inbox, pressing Refresh until the send job has kept it. */
async function readCodeFromDevInbox(page: Page, number: string): Promise<string> {
  await page.goto('/dev/inbox');
  await page.getByRole('heading', { level: 1, name: 'Development inbox' }).waitFor();
  const texts = page.getByRole('region', { name: 'Text messages' }).getByRole('listitem').filter({ hasText: number });
  const deadline = Date.now() + CODE_WAIT_MS;
  while ((await texts.count()) === 0) {
    if (Date.now() > deadline) throw new Error('No text message arrived in the development inbox');
    await page.waitForTimeout(750);
    const refresh = page.getByRole('button', { name: 'Refresh' });
    if (await refresh.isEnabled()) await refresh.click();
  }
  const body = await texts.first().getByTestId('sms-body').innerText();
  return /\b(\d{6})\b/.exec(body)![1]!;
}

test('a beneficiary verifies their phone number with a code sent by SMS', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const account = newAccount('beneficiary', 'Safiya');
  await submitSignUp(page, account);
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

  const section = page.getByRole('region', { name: 'Phone number' });
  await section.getByText(e164(account.phoneNumber)).waitFor();
  await section.getByText('Not verified', { exact: true }).waitFor();
  // The SMS switches say that nothing is texted before the number is verified.
  await page.getByText(/only once you have verified the number/).waitFor();

  await section.getByRole('button', { name: 'Send code' }).click();
  await section.getByText(/We sent a code to your phone/).waitFor();
  const codeField = section.getByLabel('Code from the text message');
  expect(await codeField.getAttribute('inputmode')).toBe('numeric');
  expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
  await expectNoSeriousA11yViolations(page, 'phone verification with a code on its way (360 px)');

  // A wrong code is said plainly and leaves the number unverified.
  await codeField.fill('12345');
  await section.getByRole('button', { name: 'Confirm' }).click();
  await section.getByText('Enter the 6-digit code from the text message').waitFor();

  const inbox = await browser.newPage({ viewport: PHONE });
  const code = await readCodeFromDevInbox(inbox, e164(account.phoneNumber));
  await expectNoSeriousA11yViolations(inbox, 'development inbox with a text message (360 px)');

  await codeField.fill(code);
  await section.getByRole('button', { name: 'Confirm' }).click();
  await section.getByText('Verified', { exact: true }).waitFor();
  await section.getByText(/^Verified on /).waitFor();
  expect(await section.getByRole('button', { name: 'Send code' }).count()).toBe(0);

  // It stays verified on the next visit.
  await page.reload();
  await page.getByRole('region', { name: 'Phone number' }).getByText('Verified', { exact: true }).waitFor();
});

test("staff see on a person's page whether the phone is verified and the texts sent to it", async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await signIn(page, DEMO.admin, DEMO_PASSWORD, '/staff');
  await page.goto('/staff/beneficiaries?q=KEN-DAD-2019-004512');
  await page
    .getByRole('table', { name: 'Beneficiaries' })
    .getByRole('link', { name: /Amina Hassan/ })
    .click();
  const card = page.getByRole('region', { name: 'Text messages' });
  // The demo beneficiary's phone is verified in the demo data.
  await card.getByText('Verified', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'text messages on the person page (360 px)');
});
