import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

/** A project of the officer's own with one person in it, made through the staff API (the Projects screens are tested elsewhere). */
async function projectWith(staff: Page, beneficiaryId: string): Promise<{ id: string; name: string }> {
  const name = `Stipend ${letters(6)}`;
  const created = await staff.request.post('/api/v1/staff/projects', {
    data: {
      name,
      partner: 'UNHCR',
      type: 'cash_for_work',
      location: 'KAK',
      targetBeneficiaries: 5,
      budget: 1000,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      status: 'active',
    },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const enrolled = await staff.request.post(`/api/v1/staff/projects/${projectId}/enrolments`, {
    data: { beneficiaryIds: [beneficiaryId] },
  });
  expect(enrolled.ok()).toBe(true);
  return { id: projectId, name };
}

test('a payment batch from creation to the beneficiary seeing it completed', async () => {
  // A new refugee signs up; staff enrol her in a project.
  const portal = await browser.newPage({ viewport: PHONE });
  await submitSignUp(portal, newAccount('beneficiary', 'Zahra'));
  await portal.waitForURL((url) => url.pathname === '/beneficiary');
  const beneficiaryId = ((await (await portal.request.get('/api/v1/beneficiary/profile')).json()) as { id: string }).id;

  // The officer creates the batch on a phone-sized screen.
  const officer = await browser.newPage({ viewport: PHONE });
  await signIn(officer, DEMO.officer, DEMO_PASSWORD, '/staff');
  const project = await projectWith(officer, beneficiaryId);
  await officer.getByRole('button', { name: 'Open menu' }).click();
  await officer
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Payments', exact: true })
    .click();
  await officer.getByRole('heading', { level: 1, name: 'Payment Batches' }).waitFor();
  await officer.getByRole('button', { name: 'New batch' }).click();
  const dialog = officer.getByRole('dialog', { name: 'New payment batch' });
  await dialog.getByLabel('Project').selectOption(project.id);
  await dialog.getByLabel('Amount each (KES)').fill('2500');
  await dialog.getByLabel('Payment method').selectOption({ label: 'Mobile money' });
  await expectNoSeriousA11yViolations(officer, 'new payment batch (phone)');
  await dialog.getByRole('button', { name: 'Create batch' }).click();
  await officer.waitForURL((url) => /^\/staff\/payments\/[0-9a-f-]{36}$/.test(url.pathname));
  const batchPath = new URL(officer.url()).pathname;
  const heading = officer.getByRole('heading', { level: 1, name: /^PAY-\d{4}-\d{6}$/ });
  await heading.waitFor();
  const reference = (await heading.textContent())!.trim();
  await officer.getByText('Awaiting approval').first().waitFor();
  // Maker-checker: the maker may not approve, and is told why.
  expect(await officer.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
  await officer.getByText(/You created this batch, so another staff member must approve/).waitFor();
  expect(await officer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(officer, 'payment batch awaiting approval (phone)');

  // The administrator approves, disburses through the file provider and downloads the upload file.
  const admin = await browser.newPage({ viewport: DESKTOP });
  await signIn(admin, DEMO.admin, DEMO_PASSWORD, '/staff');
  await admin.goto(batchPath);
  await admin.getByRole('heading', { level: 1, name: reference }).waitFor();
  // Each money step asks first, saying what will happen; focus starts on the safe choice.
  await admin.getByRole('button', { name: 'Approve' }).click();
  const approve = admin.getByRole('dialog', {
    name: new RegExp(`^Approve ${reference}: (KES|Ksh) 2,500 for 1 person\\?$`),
  });
  await approve.getByText('You are the second check.', { exact: false }).waitFor();
  expect(
    await approve.getByRole('button', { name: 'Go back' }).evaluate((button) => button === document.activeElement),
  ).toBe(true);
  await admin.keyboard.press('Escape');
  await approve.waitFor({ state: 'detached' });
  await admin.getByText('Awaiting approval').first().waitFor();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await approve.getByRole('button', { name: 'Yes, approve' }).click();
  await admin.getByText(`Batch ${reference} approved.`).waitFor();
  await admin.getByRole('radio', { name: /File provider/ }).check();
  await admin.getByRole('button', { name: 'Disburse' }).click();
  const disburse = admin.getByRole('dialog', { name: /^Pay (KES|Ksh) 2,500 to 1 person through the file provider\?$/ });
  await disburse.getByText(/Money moves when the provider pays the file/).waitFor();
  await expectNoSeriousA11yViolations(admin, 'disburse confirmation (desktop)');
  await disburse.getByRole('button', { name: 'Pay 1 person' }).click();
  await admin.getByText(`Batch ${reference} is being paid.`).waitFor();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Download upload file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${reference}-upload.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('\uFEFFreference,payee_account,amount,batch_reference');
  expect(lines).toHaveLength(2);
  const [paymentReference, payeeAccount, amount, batchReference] = lines[1]!.split(',');
  expect([payeeAccount, amount, batchReference]).toEqual([expect.stringMatching(/^2547\d{8}$/), '2500', reference]);

  // The provider's result file comes back: the payment is completed.
  const receipt = `SKE${letters(7)}`;
  await admin.getByLabel("Choose the provider's result file (CSV or XLSX)").setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`reference,status,receipt,reason\r\n${paymentReference},completed,${receipt},\r\n`),
  });
  await admin.getByText('Completed: 1. Failed: 0. Already up to date: 0.').waitFor();
  await admin.getByRole('row').filter({ hasText: receipt }).getByText('Completed').waitFor();
  await admin.getByText('Completed', { exact: true }).first().waitFor();
  await expectNoSeriousA11yViolations(admin, 'payment batch completed (desktop)');

  // The beneficiary sees it completed, with the receipt, on her Payments tab.
  await portal.getByRole('link', { name: 'Payment History', exact: true }).click();
  await portal.getByRole('heading', { level: 1, name: 'Payment History' }).waitFor();
  const row = portal.getByRole('listitem').filter({ hasText: receipt });
  await row.getByText('Completed').waitFor();
  await row.getByText(project.name).waitFor();
  await expectNoSeriousA11yViolations(portal, 'payments tab (phone)');
});

/**
 * The screen for M-Pesa payments the status sweep gave up on. The journey's
 * server has no M-Pesa account, so the batch's two API answers are stood in for
 * (the API itself is tested in settle-by-hand.test.ts); what is checked is what
 * the officer sees and what the screen sends.
 */
test('an officer records what the M-Pesa portal shows for a payment M-Pesa never answered about', async () => {
  const officer = await browser.newPage({ viewport: PHONE });
  await signIn(officer, DEMO.officer, DEMO_PASSWORD, '/staff');
  const batchId = '6f1c1e0a-3b7e-4c61-9a57-0d2f4c9b8e11';
  const payment = (id: string, name: string, unresolved: boolean) => ({
    id,
    beneficiaryId: id,
    name,
    progresId: null,
    amount: 3000,
    status: 'processing',
    failureCode: null,
    failureDetail: null,
    paymentReference: null,
    providerRequestId: `req-${id.slice(0, 8)}`,
    attention: unresolved ? 'unresolved' : null,
    unresolved,
  });
  const unresolved = [
    payment('11111111-0000-4000-8000-000000000001', 'Amina Hassan', true),
    payment('11111111-0000-4000-8000-000000000002', 'Neema Juma', true),
  ];
  const settled: unknown[] = [];
  await officer.route(`**/api/v1/staff/payment-batches/${batchId}`, (route) =>
    route.fulfill({
      json: {
        id: batchId,
        reference: 'PAY-2026-009999',
        project: { id: batchId, code: 'KAK-CFW', name: 'Cash for work' },
        amountEach: 3000,
        paymentMethod: 'mobile_money',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        description: null,
        status: 'disbursing',
        provider: 'mpesa',
        paymentCount: 3,
        totalAmount: 9000,
        createdBy: null,
        decidedBy: null,
        decidedAt: null,
        decisionNote: null,
        disbursedAt: null,
        completedAt: null,
        createdAt: '2026-11-02T08:00:00.000Z',
        statusCounts: { pending: 0, processing: 2, completed: 1, failed: 0 },
        permissions: { approve: false, cancel: false, disburse: false, mpesa: false, settleByHand: true },
        approveBlockedReason: null,
        unresolvedCount: 2,
      },
    }),
  );
  await officer.route(`**/api/v1/staff/payment-batches/${batchId}/payments?*`, (route) => {
    const onlyToCheck = new URL(route.request().url()).searchParams.get('needsCheck') === 'true';
    const items = onlyToCheck
      ? unresolved
      : [
          ...unresolved,
          { ...payment('11111111-0000-4000-8000-000000000003', 'Zawadi Otieno', false), status: 'completed' },
        ];
    return route.fulfill({ json: { items, page: 1, pageSize: 20, total: items.length } });
  });
  await officer.route(`**/api/v1/staff/payment-batches/${batchId}/payments/*/settle`, (route) => {
    settled.push(route.request().postDataJSON());
    return route.fulfill({
      json: {
        id: unresolved[0]!.id,
        status: 'completed',
        paymentReference: 'SAB1C2D3E4',
        failureCode: null,
        failureDetail: null,
      },
    });
  });

  await officer.goto(`/staff/payments/${batchId}`);
  await officer.getByRole('heading', { level: 2, name: '2 payments need checking in the M-Pesa portal' }).waitFor();
  await officer.getByRole('button', { name: 'Show only these payments' }).click();
  await officer.getByRole('heading', { level: 2, name: 'Payments to check in the M-Pesa portal' }).waitFor();
  expect(await officer.getByText('Check in M-Pesa portal', { exact: true }).count()).toBe(2);
  await expectNoSeriousA11yViolations(officer, 'M-Pesa payments to check (phone)');

  await officer.getByRole('button', { name: 'Record result for Amina Hassan' }).click();
  const dialog = officer.getByRole('dialog', { name: 'Record the M-Pesa result for Amina Hassan' });
  await dialog.getByText('It does not send any money', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Record as paid' }).click();
  await dialog.getByText(/Enter the M-Pesa receipt as the portal shows it/).waitFor();
  await dialog.getByLabel('M-Pesa receipt').fill('sab1c2d3e4');
  await expectNoSeriousA11yViolations(officer, 'record the M-Pesa result (phone)');
  await dialog.getByRole('button', { name: 'Record as paid' }).click();
  await officer.getByText('The payment to Amina Hassan is recorded as paid.').waitFor();
  expect(settled).toEqual([{ outcome: 'completed', receipt: 'SAB1C2D3E4' }]);
  expect(await officer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
