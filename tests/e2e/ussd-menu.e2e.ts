import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** The demo beneficiary's number (verified in the demo data), typed the local way. */
const AMINA_PHONE = '0712345678';
const AMINA_E164 = '+254712345678';
const PIN = '4821';

function pinSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Phone menu PIN' });
}

function screen(page: Page): Locator {
  return page.getByRole('region', { name: 'Phone screen' }).getByTestId('ussd-screen');
}

/** Waits for the menu's next screen containing `expected` and answers its text. */
async function screenShows(page: Page, expected: string | RegExp): Promise<string> {
  await screen(page).filter({ hasText: expected }).waitFor();
  return screen(page).innerText();
}

/** Answers the menu as a person types on the keypad, then waits for the next screen. */
async function answer(page: Page, input: string): Promise<void> {
  await page.getByLabel('Your answer', { exact: true }).fill(input);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByLabel('Your answer', { exact: true }).and(page.locator(':enabled')).waitFor();
}

/** The number a menu line offers for `label` ("2 Lacagahayga" -> "2"). */
function optionFor(screenText: string, label: string): string {
  const line = screenText.split('\n').find((text) => text.includes(label));
  const number = line?.match(/^\s*(\d+)/)?.[1];
  if (!number) throw new Error(`No option "${label}" on the screen:\n${screenText}`);
  return number;
}

/** The code in the newest text to her number; the text leaves through the job queue, so it may take a moment. */
async function textedCode(page: Page): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const outbox = (await (await page.request.get('/api/v1/dev/sms-outbox')).json()) as {
      items: { to: string; body: string }[];
    };
    const code = outbox.items.find((sms) => sms.to === AMINA_E164)?.body.match(/\b(\d{4,8})\b/)?.[1];
    if (code) return code;
    await page.waitForTimeout(500);
  }
  throw new Error('No verification code was texted to the demo beneficiary');
}

/*
 * The demo data has her number verified. Should it not (an older demo database), she proves it as a person
 * would, with the code texted to it, read from the development SMS outbox: the PIN needs a verified number.
 */
async function verifyPhoneIfNeeded(page: Page): Promise<void> {
  const base = '/api/v1/beneficiary/phone-verification';
  const status = (await (await page.request.get(base)).json()) as { verified: boolean };
  if (status.verified) return;
  expect((await page.request.post(base)).status()).toBe(201);
  const code = await textedCode(page);
  expect((await page.request.post(`${base}/confirm`, { data: { code } })).status()).toBe(200);
}

async function dial(page: Page): Promise<void> {
  await page.getByLabel("Caller's phone number", { exact: true }).fill(AMINA_PHONE);
  await page.getByRole('button', { name: /^Dial( again)?$/ }).click();
  await screenShows(page, 'العربية');
}

test('the demo beneficiary sets a phone menu PIN and reads her payments on the phone menu in Somali and Arabic', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await signIn(page, DEMO.beneficiary, DEMO_PASSWORD, '/beneficiary');
  await verifyPhoneIfNeeded(page);
  await page.goto('/beneficiary/settings');
  const section = pinSection(page);
  await section.getByText('Your PIN:').waitFor();
  const field = (label: string) => section.getByLabel(label, { exact: true });
  const pinLabel =
    (await section.getByText('Set', { exact: true }).count()) > 0 ? 'New PIN (4 digits)' : 'PIN (4 digits)';

  // The PIN is typed on the number pad and never offered to the browser's password manager.
  expect(await field(pinLabel).getAttribute('inputmode')).toBe('numeric');
  expect(await field(pinLabel).getAttribute('autocomplete')).toBe('off');

  // A PIN anyone would try, and two PINs that differ, are said plainly before anything is sent.
  await field(pinLabel).fill('1234');
  await field('Type the PIN again').fill('1234');
  await section.getByRole('button', { name: /^(Set|Change) PIN$/ }).click();
  await section.getByText('This PIN is too easy to guess.', { exact: false }).waitFor();
  await field(pinLabel).fill(PIN);
  await field('Type the PIN again').fill('4829');
  await section.getByRole('button', { name: /^(Set|Change) PIN$/ }).click();
  await section.getByText('The two PINs do not match.').waitFor();

  await field('Type the PIN again').fill(PIN);
  await section.getByRole('button', { name: /^(Set|Change) PIN$/ }).click();
  await section.getByText('Your PIN is saved.', { exact: false }).waitFor();
  await section.getByText('Set', { exact: true }).waitFor();
  expect(await field('New PIN (4 digits)').inputValue()).toBe('');
  await section.getByRole('button', { name: 'Remove PIN' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'settings with the phone menu PIN set (360 px)');

  // On the simulator: Somali, then payments behind the PIN.
  await page.goto('/dev/ussd');
  await page.getByRole('heading', { level: 1, name: 'Phone menu simulator' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'phone menu simulator before dialling (360 px)');
  await dial(page);
  const languages = await screen(page).innerText();
  expect(languages).toContain('Soomaali');
  await answer(page, optionFor(languages, 'Soomaali'));
  const menu = await screenShows(page, 'Lacagahayga');
  await page.getByText(/^\d+ of 182 characters$/).waitFor();
  await answer(page, optionFor(menu, 'Lacagahayga'));
  await screenShows(page, 'PIN');
  await expectNoSeriousA11yViolations(page, 'phone menu simulator during a call (360 px)');
  await page.getByLabel('Your answer', { exact: true }).fill(PIN);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const payments = await screenShows(page, /Lacagtii ugu dambeysay|Lacagta xigta/);
  expect(payments).toMatch(/KES [\d,]+/);
  await page.getByText('The menu has ended this call.').waitFor();

  // Dialling again starts a new call at the language screen; in Arabic the screen reads right to left.
  await page.getByRole('button', { name: 'Dial again' }).click();
  const again = await screenShows(page, 'العربية');
  await answer(page, optionFor(again, 'العربية'));
  await screenShows(page, 'سبل العيش');
  expect(await screen(page).evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await expectNoSeriousA11yViolations(page, 'phone menu simulator in Arabic (360 px)');

  // Hanging up clears the screen and leaves the number ready to dial.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Dial', exact: true }).waitFor();
  expect(await page.getByRole('region', { name: 'Phone screen' }).count()).toBe(0);
  expect(await page.getByLabel("Caller's phone number", { exact: true }).inputValue()).toBe(AMINA_PHONE);
});
