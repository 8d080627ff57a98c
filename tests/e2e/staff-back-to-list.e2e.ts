import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { samplePng } from '@server/platform/sample-files';
import { DEMO, DEMO_PASSWORD, newAccount, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
let dir: string;
let idFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'e2e-back-to-list-'));
  idFile = join(dir, 'national-id.png');
  await writeFile(idFile, samplePng());
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The person applies through the API: this journey is the officer's, the wizard has its own. */
async function applyForCashTransfer(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/beneficiary/applications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        programId: 'cash-transfer',
        householdIncome: 0,
        householdSize: 5,
        employmentStatus: 'unemployed',
        reasonForApplication: 'My shop in Kalobeyei burned down and I need to feed my five children this season.',
        previousAssistance: false,
        hasBankAccount: false,
        hasMobileMoney: true,
        references: [
          { name: 'Fatuma Ali', phone: '0712345678', relationship: 'Neighbour' },
          { name: 'Omar Said', phone: '0722345678', relationship: 'Block leader' },
        ],
      }),
    });
    if (response.status !== 201) throw new Error(`apply answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  });
}

/** Opens the first item of a filtered list, comes back by its link, and expects the same filters. */
async function openAndComeBack(
  staff: Page,
  listUrl: string,
  itemLink: ReturnType<Page['getByRole']>,
  itemPath: RegExp,
  back: string,
) {
  await staff.goto(listUrl);
  await itemLink.first().click();
  await staff.waitForURL((url) => itemPath.test(url.pathname));
  await staff.getByRole('link', { name: back }).click();
  await staff.waitForURL((url) => !itemPath.test(url.pathname));
  expect(staff.url()).toMatch(new RegExp(`${listUrl.replace('?', '\\?')}$`));
}

test(
  '"Back to the list" returns to the queue as it was left, and to the plain queue from anywhere else',
  { timeout: 90_000 },
  async () => {
    // A newcomer uploads an ID and applies.
    const portal = await browser.newPage({ viewport: PHONE });
    const account = newAccount('beneficiary', 'Akuol');
    await submitSignUp(portal, account);
    await portal.waitForURL((url) => url.pathname === '/beneficiary');
    await portal.getByRole('link', { name: 'Documents', exact: true }).click();
    await portal.getByRole('button', { name: 'Upload First Document' }).click();
    const dialog = portal.getByRole('dialog', { name: 'Upload Document' });
    const idName = `National ID ${account.email.slice(12, 20)}`;
    await dialog.getByLabel('Document Type').selectOption({ label: 'National ID' });
    await dialog.getByLabel('Document Name').fill(idName);
    await dialog.getByLabel('File', { exact: true }).setInputFiles(idFile);
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await dialog.waitFor({ state: 'detached' });
    const applicationId = await applyForCashTransfer(portal);

    const staff = await browser.newPage({ viewport: PHONE });
    await signIn(staff, DEMO.officer, DEMO_PASSWORD, '/staff');

    // From a filtered list, each item page's back link returns to the list as it was.
    const main = staff.getByRole('main');
    await openAndComeBack(
      staff,
      '/staff/applications?status=submitted',
      main.getByRole('heading', { level: 2 }).getByRole('link'),
      /^\/staff\/applications\/./,
      'Back to Application Review',
    );
    await openAndComeBack(
      staff,
      '/staff/documents?status=pending',
      staff.getByRole('list', { name: 'Documents' }).getByRole('link'),
      /^\/staff\/documents\/./,
      'Back to documents',
    );
    await openAndComeBack(
      staff,
      '/staff/payments?page=1',
      main.getByRole('table').getByRole('link'),
      /^\/staff\/payments\/./,
      'Back to payment batches',
    );
    await openAndComeBack(
      staff,
      '/staff/beneficiaries?status=active',
      main.getByRole('link', { name: /^View / }),
      /^\/staff\/beneficiaries\/./,
      'Back to beneficiaries',
    );

    // Opened from elsewhere (a notification), the application leads back to the plain queue...
    await staff.goto(`/staff/applications/${applicationId}`);
    await staff.getByRole('heading', { level: 1, name: new RegExp(account.firstName) }).waitFor();
    expect(await staff.getByRole('link', { name: 'Back to Application Review' }).getAttribute('href')).toBe(
      '/staff/applications',
    );

    // ...and its document opens the review page, in context, with the raw file a side link.
    await main.getByText('National ID', { exact: true }).waitFor();
    const openFile = main.getByRole('link', { name: /^Open file/ });
    expect(await openFile.getAttribute('target')).toBe('_blank');
    expect(await openFile.getAttribute('href')).toMatch(/^\/api\/v1\/staff\/documents\/.+\/file$/);
    await expectNoSeriousA11yViolations(staff, 'application page with a document');
    await main.getByRole('link', { name: idName, exact: true }).click();
    await staff.waitForURL((url) => /^\/staff\/documents\/./.test(url.pathname));
    await staff.getByRole('heading', { level: 1, name: idName }).waitFor();
    await staff.getByRole('link', { name: 'Back to documents' }).click();
    await staff.waitForURL((url) => url.pathname === '/staff/documents');
    expect(new URL(staff.url()).search).toBe('');
  },
);
