import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import arApplications from '../../src/web/locales/ar/applications.json';
import arDevice from '../../src/web/locales/ar/device.json';
import soApplications from '../../src/web/locales/so/applications.json';
import soDevice from '../../src/web/locales/so/device.json';
import { newAccount } from './support/accounts';
import { PHONE, useBrowser } from './support/browser';
import { serverUrl } from './support/servers';

const browser = useBrowser();

const READERS = [
  { language: 'so', locale: 'so-KE', dir: 'ltr', applications: soApplications, device: soDevice, name: 'Hodan' },
  { language: 'ar', locale: 'ar', dir: 'rtl', applications: arApplications, device: arDevice, name: 'Fatima' },
] as const;
type Reader = (typeof READERS)[number];

/** Signs the person up through the API, in the page's own context: the browser holds the session. */
async function signUpBeneficiary(page: Page, name: string): Promise<void> {
  const account = newAccount('beneficiary', name);
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: serverUrl() },
    data: { ...account, name: `${account.firstName} ${account.lastName}`, callbackURL: '/' },
  });
  expect(response.status()).toBe(200);
}

async function openApplications(page: Page, reader: Reader): Promise<void> {
  await page.goto('/beneficiary/applications');
  await page.getByRole('heading', { level: 1, name: reader.applications.title }).waitFor();
  expect(await page.locator('html').getAttribute('dir')).toBe(reader.dir);
}

/*
 * The service worker installs after the first screen has loaded, and keeps each file the first time it
 * passes through it: once it controls the page, a reload sends this tab's code (and, as the person goes
 * on, the wizard's) through it, as a second visit of a real phone would.
 */
async function keepThePortalOnThePhone(page: Page, reader: Reader): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: reader.applications.title }).waitFor();
}

async function submittedApplications(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/beneficiary/applications');
  const items = ((await response.json()) as { items: { status: string }[] }).items;
  return items.filter((item) => item.status !== 'draft').length;
}

/*
 * The network drops between step 2 and 3, the tab is closed, and a new tab, still offline (the service
 * worker serves the portal), finds the answers kept on the phone. Sent while offline, the application
 * waits in the outbox with its key and goes, once, when the network returns.
 */
async function applyAcrossADroppedNetwork(context: BrowserContext, page: Page, reader: Reader): Promise<void> {
  const wizardTexts = reader.applications.wizard;
  await openApplications(page, reader);
  await keepThePortalOnThePhone(page, reader);
  await page.getByRole('button', { name: reader.applications.newApplication }).click();
  const wizard = page.getByRole('dialog', { name: wizardTexts.title });
  await wizard.getByRole('radio').first().check();
  await wizard.getByRole('button', { name: wizardTexts.next }).click();
  await wizard.getByRole('heading', { name: wizardTexts.steps['2'] }).waitFor();
  await wizard.locator('[name="householdIncome"]').fill('0');
  await wizard.locator('[name="householdSize"]').fill('7');
  await wizard.locator('[name="employmentStatus"]').selectOption('unemployed');
  await wizard
    .locator('[name="reasonForApplication"]')
    .fill('We lost our income when the market closed and need support to feed seven people.');

  await context.setOffline(true);
  await wizard.getByRole('button', { name: wizardTexts.next }).click();
  await wizard.getByRole('heading', { name: wizardTexts.steps['3'] }).waitFor();
  await wizard.getByText(reader.device.keptOffline).waitFor();
  await wizard.locator('[name="references.0.name"]').fill('Fatuma Ali');
  await wizard.locator('[name="references.0.phone"]').fill('0712345678');
  await wizard.locator('[name="references.0.relationship"]').fill('Neighbour');
  await wizard.locator('[name="references.1.name"]').fill('Omar Said');
  await wizard.locator('[name="references.1.phone"]').fill('0722345678');
  await wizard.locator('[name="references.1.relationship"]').fill('Block leader');
  await page.close();

  const again = await context.newPage();
  await openApplications(again, reader);
  await again.getByText(reader.device.unfinishedApplication).waitFor();
  await again.getByRole('button', { name: reader.device.continueApplication, exact: true }).click();
  const reopened = again.getByRole('dialog', { name: wizardTexts.title });
  await reopened.getByRole('heading', { name: wizardTexts.steps['3'] }).waitFor();
  expect(await reopened.locator('[name="references.1.relationship"]').inputValue()).toBe('Block leader');

  await reopened.getByRole('button', { name: wizardTexts.submit }).click();
  await reopened.getByRole('button', { name: reader.device.queued }).waitFor();
  await context.setOffline(false);
  await again.getByText(reader.device.sent.application).waitFor();
  expect(await submittedApplications(again)).toBe(1);
  // A second trip of the network does not send it again.
  await context.setOffline(true);
  await context.setOffline(false);
  await again.waitForTimeout(500);
  expect(await submittedApplications(again)).toBe(1);
}

for (const reader of READERS) {
  test(`a beneficiary reading ${reader.language} applies across a dropped network and a closed tab, once`, async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: reader.locale });
    await signUpBeneficiary(page, reader.name);
    await applyAcrossADroppedNetwork(page.context(), page, reader);
  });
}
