import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, paymentBatches, paymentEvents, paymentRecords, projectEnrolments } from '@server/db/schema';
import {
  buildSiblingApp,
  buildStaffAdmin,
  buildStaffMember,
  buildUser,
  type BuiltUser,
} from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import {
  auditOf,
  BASE,
  buildProject,
  call,
  createBatch,
  enrolPerson,
  eventsOf,
  multipart,
  paymentsOf,
} from './payment-fixtures';

let t: TestApp;
let maker: BuiltUser;
let checker: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  maker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
  checker = await buildStaffAdmin(t);
});
afterAll(() => t.close());

async function approvedBatch(people: number, overrides: Record<string, unknown> = {}) {
  const projectId = await buildProject(t);
  for (let i = 0; i < people; i += 1) await enrolPerson(t, projectId);
  const batch = await createBatch(t, maker, projectId, overrides);
  expect((await call(t, checker, 'POST', `${BASE}/${batch.id}/approve`)).statusCode).toBe(200);
  return { projectId, batch };
}

const upload = (batchId: string, fileName: string, content: Buffer | string, user = checker) => {
  const form = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${batchId}/provider-results`,
    headers: { cookie: user.cookie, ...form.headers },
    payload: form.payload,
  });
};

describe('disbursing through the file provider', () => {
  it('sends every payment (processing), fails mobile money without a phone with the reason, and only once', async () => {
    const { projectId, batch } = await approvedBatch(2);
    const noPhone = await enrolPerson(t, projectId, { phoneNumber: null });
    // Enrolled after the batch was made: not in it.
    expect((await paymentsOf(t, batch.id)).some((p) => p.beneficiaryId === noPhone.id)).toBe(false);
    const other = await createBatch(t, maker, projectId);
    await call(t, checker, 'POST', `${BASE}/${other.id}/approve`);

    const disbursed = await call(t, maker, 'POST', `${BASE}/${other.id}/disburse`, { provider: 'file' });
    expect(disbursed.json()).toMatchObject({ status: 'completed', provider: 'file' });
    expect((await paymentsOf(t, other.id))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'no_phone_number',
      failureDetail: null,
      provider: 'file',
    });

    const response = await call(t, maker, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'file' });
    expect(response.json()).toMatchObject({ status: 'disbursing', provider: 'file' });
    for (const payment of await paymentsOf(t, batch.id)) {
      expect(payment.status).toBe('processing');
      expect((await eventsOf(t, payment.id)).map((e) => e.source)).toEqual(['staff', 'provider_request']);
    }
    expect((await call(t, maker, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'file' })).statusCode).toBe(409);
    expect(await auditOf(t, 'payment_batch.disburse', batch.id)).toHaveLength(1);
  });

  it('refuses M-Pesa for a bank transfer batch, and when M-Pesa is not set up', async () => {
    const bank = await approvedBatch(1, { paymentMethod: 'bank_transfer' });
    const bankAnswer = await call(t, checker, 'POST', `${BASE}/${bank.batch.id}/disburse`, { provider: 'mpesa' });
    expect(bankAnswer.statusCode).toBe(409);
    expect(bankAnswer.json().detail).toMatch(/mobile money/);
    const mobile = await approvedBatch(1);
    const answer = await call(t, checker, 'POST', `${BASE}/${mobile.batch.id}/disburse`, { provider: 'mpesa' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toMatch(/not set up/);
    expect((await call(t, checker, 'GET', `${BASE}/${mobile.batch.id}`)).json().permissions).toMatchObject({
      disburse: true,
      mpesa: false,
    });
  });

  it('hands a mobile money batch to the M-Pesa queue when M-Pesa is set up', async () => {
    const { batch } = await approvedBatch(1);
    const withMpesa = await buildSiblingApp(t, {
      MPESA_BASE_URL: 'http://127.0.0.1:9',
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '600000',
      MPESA_INITIATOR_NAME: 'testapi',
      MPESA_SECURITY_CREDENTIAL: 'ENCRYPTED==',
      MPESA_CALLBACK_TOKEN: 'x'.repeat(32),
    });
    try {
      const viewed = await withMpesa.app.inject({
        method: 'GET',
        url: `${BASE}/${batch.id}`,
        headers: { cookie: checker.cookie },
      });
      expect(viewed.json().permissions).toMatchObject({ disburse: true, mpesa: true });
      const disbursed = await withMpesa.app.inject({
        method: 'POST',
        url: `${BASE}/${batch.id}/disburse`,
        headers: { cookie: checker.cookie },
        payload: { provider: 'mpesa' },
      });
      expect(disbursed.json()).toMatchObject({ status: 'disbursing', provider: 'mpesa' });
    } finally {
      await withMpesa.app.close();
    }
    const jobs = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.singletonKey, `mpesa-submit:${batch.id}`));
    expect(jobs).toHaveLength(1);
    expect((await paymentsOf(t, batch.id))[0]).toMatchObject({ status: 'pending', provider: 'mpesa' });
  });
});

describe('the upload file and the result file', () => {
  it('exports one guarded row per payment with our fixed reference, then reconciles the result file', async () => {
    const { batch } = await approvedBatch(3);
    await call(t, checker, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'file' });
    const payments = await paymentsOf(t, batch.id);

    const file = await call(t, maker, 'GET', `${BASE}/${batch.id}/provider-file.csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${batch.reference}-upload.csv"`);
    const lines = file.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFreference,payee_account,amount,batch_reference');
    expect(lines.slice(1)).toEqual(
      payments.map((p) => `${p.providerRequestId},${p.payeeAccount!.slice(1)},3000,${batch.reference}`),
    );
    expect(await auditOf(t, 'payment_batch.export_file', batch.id)).toHaveLength(1);

    const [paid, refused, later] = payments;
    const csv = [
      'Reference,Status,Receipt,Reason',
      `${paid!.providerRequestId},completed,SKL7H2QX1P,`,
      `${refused!.providerRequestId},failed,,Account closed`,
      'ffffffffffffffffffff,completed,X,',
      `${later!.providerRequestId},paid,,`,
      '',
    ].join('\r\n');
    const first = await upload(batch.id, 'results.csv', csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      completed: 1,
      failed: 1,
      unchanged: 0,
      unknownReferences: [4],
      invalidRows: [{ row: 5, message: 'The status must be completed or failed' }],
    });

    const after = await paymentsOf(t, batch.id);
    expect(after.find((p) => p.id === paid!.id)).toMatchObject({ status: 'completed', paymentReference: 'SKL7H2QX1P' });
    expect(after.find((p) => p.id === refused!.id)).toMatchObject({
      status: 'failed',
      failureCode: 'other',
      failureDetail: 'Account closed',
    });
    expect((await eventsOf(t, paid!.id)).at(-1)).toMatchObject({
      source: 'result_file',
      toStatus: 'completed',
      actorUserId: checker.userId,
    });

    // The same file again changes nothing; a contradicting row is reported, not applied.
    const eventsBefore = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paid!.id));
    const again = await upload(batch.id, 'results.csv', csv);
    expect(again.json()).toMatchObject({ completed: 0, failed: 0, unchanged: 2, unknownReferences: [4] });
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paid!.id))).toHaveLength(
      eventsBefore.length,
    );
    const contradicting = await upload(
      batch.id,
      'fix.csv',
      `reference,status\n${refused!.providerRequestId},completed\n`,
    );
    expect(contradicting.json()).toMatchObject({
      completed: 0,
      invalidRows: [{ row: 2, message: expect.stringMatching(/already final/) }],
    });
    expect(await auditOf(t, 'payment_batch.import_results', batch.id)).toHaveLength(3);

    // The last payment settles from an XLSX file, and with it the batch.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Results');
    sheet.addRow(['reference', 'status', 'receipt', 'reason']);
    sheet.addRow([later!.providerRequestId, 'completed', 'SKL7H2QX9Z', null]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await upload(batch.id, 'results.xlsx', xlsx)).json()).toMatchObject({ completed: 1 });
    const [settled] = await t.database.db.select().from(paymentBatches).where(eq(paymentBatches.id, batch.id));
    expect(settled).toMatchObject({ status: 'completed' });
    expect((await upload(batch.id, 'results.csv', csv)).json()).toMatchObject({ unchanged: 2 });
  });

  it('refuses a file without the columns, a file that is not a spreadsheet, and a batch not paid by file', async () => {
    const { batch } = await approvedBatch(1);
    expect((await upload(batch.id, 'results.csv', 'reference,status\n')).statusCode).toBe(409);
    expect((await call(t, checker, 'GET', `${BASE}/${batch.id}/provider-file.csv`)).statusCode).toBe(409);
    await call(t, checker, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'file' });
    const header = await upload(batch.id, 'results.csv', 'ref,outcome\nabc,completed\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().detail).toMatch(/reference and status/);
    expect(
      (await upload(batch.id, 'results.csv', Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 1, 2]))).statusCode,
    ).toBe(415);
    const beneficiary = await buildUser(t);
    expect((await upload(batch.id, 'results.csv', 'reference,status\n', beneficiary)).statusCode).toBe(403);
  });
});

describe("the beneficiary's Payments tab", () => {
  it('shows the failure reason and the project of a batch payment', async () => {
    const person = await buildUser(t);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/profile',
      headers: { cookie: person.cookie },
    });
    const beneficiaryId = profile.json().id as string;
    const projectId = await buildProject(t);
    await t.database.db.insert(projectEnrolments).values({ projectId, beneficiaryId });
    const batch = await createBatch(t, maker, projectId);
    await call(t, checker, 'POST', `${BASE}/${batch.id}/approve`);
    await call(t, checker, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'file' });
    const [payment] = await t.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.batchId, batch.id), eq(paymentRecords.beneficiaryId, beneficiaryId)));
    await upload(
      batch.id,
      'results.csv',
      `reference,status,receipt,reason\n${payment!.providerRequestId},failed,,Wrong number\n`,
    );
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/payments', headers: { cookie: person.cookie } })
    ).json();
    expect(mine.items[0]).toMatchObject({
      status: 'failed',
      failureCode: 'invalid_number',
      amount: 3000,
      projectName: expect.stringMatching(/^Cash for work/),
    });
    // The provider's words are for staff; the person reads the code in their language.
    expect(mine.items[0]).not.toHaveProperty('failureDetail');
  });
});
