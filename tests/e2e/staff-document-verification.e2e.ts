import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { samplePdf, samplePng } from '@server/platform/sample-files';
import { DEMO, DEMO_PASSWORD, newAccount, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
let dir: string;
const files = { png: '', pdf: '' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'e2e-verification-'));
  files.png = join(dir, 'national-id.png');
  files.pdf = join(dir, 'passport.pdf');
  await writeFile(files.png, samplePng());
  await writeFile(files.pdf, samplePdf('Passport'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function upload(page: Page, opener: string, type: string, name: string, file: string) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByLabel('Document Type').selectOption({ label: type });
  await dialog.getByLabel('Document Name').fill(name);
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The queue is oldest first and other journeys upload too: page on until the document shows. */
async function openFromQueue(staff: Page, documentName: string) {
  await staff.goto('/staff/documents');
  await staff.getByRole('heading', { level: 1, name: 'Document Verification' }).waitFor();
  const link = staff.getByRole('list', { name: 'Documents' }).getByRole('link', { name: new RegExp(documentName) });
  for (;;) {
    await staff.getByRole('list', { name: 'Documents' }).waitFor();
    const next = staff.getByRole('navigation', { name: 'Document pages' }).getByRole('button', { name: 'Next' });
    if ((await link.count()) > 0 || (await next.count()) === 0 || (await next.isDisabled())) break;
    const before = await staff.getByText(/^Page \d+ of/).textContent();
    await next.click();
    await staff
      .getByText(/^Page \d+ of/)
      .filter({ hasNotText: before ?? '' })
      .waitFor();
  }
  await link.click();
  await staff.getByRole('heading', { level: 1, name: documentName }).waitFor();
}

const cardOf = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('a document from upload to verification: staff verify one and reject another, and the person sees both decisions', async () => {
  // A new refugee uploads two documents in the portal.
  const portal = await browser.newPage({ viewport: PHONE });
  const account = newAccount('beneficiary', 'Nyaluak');
  await submitSignUp(portal, account);
  await portal.waitForURL((url) => url.pathname === '/beneficiary');
  await portal.getByRole('link', { name: 'Documents', exact: true }).click();
  await portal.getByText('No Documents Yet').waitFor();
  const idName = `National ID ${account.email.slice(12, 20)}`;
  const passportName = `Passport ${account.email.slice(12, 20)}`;
  await upload(portal, 'Upload First Document', 'National ID', idName, files.png);
  await cardOf(portal, idName).getByText('Pending', { exact: true }).waitFor();
  await upload(portal, 'Upload Document', 'Passport', passportName, files.pdf);
  await cardOf(portal, passportName).getByText('Pending', { exact: true }).waitFor();

  // An officer finds the first in the queue, on a phone, through the menu.
  const staff = await browser.newPage({ viewport: PHONE });
  const refused: string[] = [];
  staff.on('console', (message) => {
    if (/Refused|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await signIn(staff, DEMO.officer, DEMO_PASSWORD, '/staff');
  await staff.getByRole('button', { name: 'Open menu' }).click();
  await staff
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Document Verification', exact: true })
    .click();
  await staff.getByRole('heading', { level: 1, name: 'Document Verification' }).waitFor();
  await staff.getByText(/^\d+ documents?$/).waitFor();
  await staff.setViewportSize({ width: 320, height: 740 });
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await staff.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(staff, 'document queue (360 px)');

  // The picture is shown beside the person's record.
  await openFromQueue(staff, idName);
  const picture = staff.getByRole('img', { name: `The uploaded file: ${idName}` });
  await picture.waitFor();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const record = staff.getByRole('heading', { name: "Person's record" }).locator('..');
  await record.getByText(`Nyaluak ${account.lastName}`, { exact: true }).waitFor();
  await record.getByRole('link', { name: passportName }).waitFor();
  await expectNoSeriousA11yViolations(staff, 'document review (360 px)');

  await staff.getByLabel('Verification notes').fill('Matches the ProGres record');
  await staff.getByRole('button', { name: 'Verify', exact: true }).click();
  await staff.getByText(`${idName} verified. The person has been told.`).waitFor();
  await staff.getByText('This document has been decided.', { exact: false }).waitFor();
  await staff.getByText('Matches the ProGres record').waitFor();

  // The passport (a PDF) shows in a frame; rejecting it needs a note the person will read.
  await openFromQueue(staff, passportName);
  const frame = staff.frameLocator(`iframe[title="${passportName}, the uploaded file"]`);
  await staff.locator('iframe').waitFor();
  expect(await staff.locator('iframe').getAttribute('src')).toMatch(/^\/api\/v1\/staff\/documents\/[\w-]+\/file$/);
  await frame.locator('body').waitFor({ state: 'attached' });
  // A frame the policy refused would be left on Chromium's error page.
  await expect
    .poll(() => staff.frames().map((each) => each.url()))
    .toContainEqual(expect.stringMatching(/\/api\/v1\/staff\/documents\/[\w-]+\/file$/));
  await staff.getByRole('button', { name: 'Reject', exact: true }).click();
  await staff
    .getByText('Write at least 3 characters telling the person why, so they know what to upload instead.')
    .waitFor();
  await staff.getByLabel('Verification notes').fill('The photo page is cut off; please scan the whole page');
  await staff.getByRole('button', { name: 'Reject', exact: true }).click();
  await staff.getByText(`${passportName} rejected. The person has been asked to upload it again.`).waitFor();
  expect(refused).toEqual([]);

  // The person sees both decisions on their cards.
  await portal.reload();
  const verified = cardOf(portal, idName);
  await verified.getByText('Verified', { exact: true }).waitFor();
  await verified.getByText(/^Verified on /).waitFor();
  await verified.getByText('Matches the ProGres record').waitFor();
  expect(await verified.getByRole('button', { name: /Re-upload/ }).count()).toBe(0);
  const rejected = cardOf(portal, passportName);
  await rejected.getByText('Rejected', { exact: true }).waitFor();
  await rejected.getByText('The photo page is cut off; please scan the whole page').waitFor();
  await rejected.getByRole('button', { name: /Re-upload/ }).waitFor();
  expect(await rejected.getByText(/^Verified on /).count()).toBe(0);
});
