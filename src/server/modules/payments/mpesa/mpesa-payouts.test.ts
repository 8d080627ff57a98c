import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, paymentRecords } from '@server/db/schema';
import { enqueue } from '@server/platform/jobs/enqueue-job';
import { JobWorker } from '@server/platform/jobs/job-worker';
import { DarajaClient } from '../providers/mpesa/daraja-client';
import type { PayoutApi } from '../providers/payout-api';
import type { FakeDaraja } from '@server/test-support/fake-daraja-server';
import type { TestApp } from '@server/test-support/test-app';
import { mpesaAvailable } from './mpesa-availability';
import {
  batchRow,
  buildDisbursingBatch,
  createMpesaTestApp,
  eventsOf,
  notificationKinds,
  paymentRow,
  transitionsOf,
  uniquePhone,
} from './mpesa-fixtures';
import { MPESA_SUBMIT_JOB } from './start-disbursement';
import { mpesaSubmitHandler, submitMpesaBatch } from './submit-job';

let t: TestApp;
let fake: FakeDaraja;
let token: string;
let api: PayoutApi;
// A queue of this file's own: on a shared PostgreSQL no other test's worker takes these jobs.
const submitJob = { ...MPESA_SUBMIT_JOB, queue: `mpesa-submit-test-${randomUUID()}` };
let worker: JobWorker;

beforeAll(async () => {
  ({ t, fake, token } = await createMpesaTestApp());
  api = new DarajaClient(t.config.mpesa!);
  worker = new JobWorker(t.database.db, { retryBaseDelayMs: 0 }).register(
    submitJob,
    mpesaSubmitHandler(t.database.db, api),
  );
});
afterAll(async () => {
  await fake.stop();
  await t.close();
});
afterEach(async () => fake.settled());

const disburse = async (batchId: string) => {
  await enqueue(t.database.db, submitJob, { batchId });
  await worker.drain();
  await fake.settled();
};

const callback = (path: string, payload: unknown, withToken = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/mpesa/${withToken}/${path}`,
    payload: payload as Record<string, unknown>,
  });

describe('M-Pesa B2C disbursement', () => {
  it('is offered only when configured, and its callbacks are documented', async () => {
    expect(mpesaAvailable(t.config)).toBe(true);
    expect(mpesaAvailable({ mpesa: null })).toBe(false);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/payments/mpesa/{token}/result', '/api/v1/payments/mpesa/{token}/status-result']),
    );
  });

  it('pays each person once, records the receipt and every change, tells the person and closes the batch', async () => {
    const { batchId, reference, payments } = await buildDisbursingBatch(t, [uniquePhone(), uniquePhone()]);
    await disburse(batchId);

    for (const payment of payments) {
      const row = await paymentRow(t, payment.id);
      const paid = fake.payments.get(payment.requestId)!;
      expect(row).toMatchObject({
        status: 'completed',
        paymentReference: paid.receipt,
        providerConversationId: paid.conversationId,
      });
      expect(row.submittedAt).not.toBeNull();
      expect(row.completedAt).not.toBeNull();
      expect(fake.timesPaid(payment.requestId)).toBe(1);
      expect(await transitionsOf(t, payment.id)).toEqual([
        'pending->processing:provider_request',
        'processing->completed:provider_callback',
      ]);
      expect(await notificationKinds(t, payment.beneficiaryId)).toEqual(['payment_processing', 'payment_completed']);
    }
    const sent = fake.paymentRequests.filter((request) => request.Remarks === reference);
    expect(sent.map((request) => request.OriginatorConversationID)).toEqual(
      payments.map((payment) => payment.requestId),
    );
    expect(sent.map((request) => request.PartyB)).toEqual(payments.map((payment) => payment.phone!.slice(1)));
    expect(await batchRow(t, batchId)).toMatchObject({ status: 'completed' });
  });

  it('fails a payment M-Pesa turns down with its reason, and one without a phone before sending anything', async () => {
    const declined = uniquePhone();
    fake.behaviours.set(declined.slice(1), {
      kind: 'fail',
      resultCode: 2040,
      resultDesc: "Credit Party customer type can't be supported by the service.",
    });
    // The phoneless payment first: its failure is committed before the callback settles the other.
    const { batchId, payments } = await buildDisbursingBatch(t, [null, declined]);
    await disburse(batchId);

    const [noPhone, turnedDown] = payments;
    expect(await paymentRow(t, turnedDown!.id)).toMatchObject({
      status: 'failed',
      failureCode: 'recipient_not_registered',
      failureDetail: "M-Pesa 2040: Credit Party customer type can't be supported by the service.",
      paymentReference: null,
    });
    expect(await transitionsOf(t, turnedDown!.id)).toEqual([
      'pending->processing:provider_request',
      'processing->failed:provider_callback',
    ]);
    expect(await notificationKinds(t, turnedDown!.beneficiaryId)).toEqual(['payment_processing', 'payment_failed']);

    expect(await paymentRow(t, noPhone!.id)).toMatchObject({
      status: 'failed',
      failureCode: 'no_phone_number',
      failureDetail: null,
    });
    expect(await transitionsOf(t, noPhone!.id)).toEqual(['pending->failed:provider_request']);
    expect(fake.paymentRequests.some((request) => request.OriginatorConversationID === noPhone!.requestId)).toBe(false);
    expect(await batchRow(t, batchId)).toMatchObject({ status: 'completed' });
  });

  it('sends nothing again when the job runs again after a crash that followed the request', async () => {
    const phone = uniquePhone();
    // The callback is lost too, so nothing but the rerun could move the payment.
    fake.behaviours.set(phone.slice(1), { kind: 'lose_callback' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    const [payment] = payments;
    // The first run sent the request and died before writing Daraja's acknowledgement down.
    await submitMpesaBatch(t.database.db, api, batchId);
    await t.database.db
      .update(paymentRecords)
      .set({ providerConversationId: null })
      .where(eq(paymentRecords.id, payment!.id));

    await disburse(batchId);
    await disburse(batchId);

    expect(
      fake.paymentRequests.filter((request) => request.OriginatorConversationID === payment!.requestId),
    ).toHaveLength(1);
    expect(fake.timesPaid(payment!.requestId)).toBe(1);
    expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'processing' });
    expect(await transitionsOf(t, payment!.id)).toEqual(['pending->processing:provider_request']);
  });

  it('does not retry a request Daraja answered with a 500: the job ends and the payment waits for the status query', async () => {
    const phone = uniquePhone();
    fake.behaviours.set(phone.slice(1), { kind: 'server_error' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    const [payment] = payments;
    const job = await enqueue(t.database.db, submitJob, { batchId });
    await worker.drain();
    // Daraja is healthy again: a retry of the job would now send it a second time.
    fake.behaviours.delete(phone.slice(1));
    await worker.drain();
    await fake.settled();

    expect((await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job.id)))[0]).toMatchObject({
      status: 'completed',
      attempts: 1,
    });
    expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'processing', providerConversationId: null });
    expect(
      fake.paymentRequests.filter((request) => request.OriginatorConversationID === payment!.requestId),
    ).toHaveLength(1);
  });

  it('changes nothing when the same callback comes twice, or a failure follows a completion', async () => {
    const deliveries: unknown[] = [];
    const { batchId, payments } = await buildDisbursingBatch(t, [uniquePhone()]);
    const [payment] = payments;
    await disburse(batchId);
    const paid = fake.payments.get(payment!.requestId)!;
    const before = await eventsOf(t, payment!.id);
    const repeat = {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: payment!.requestId,
        ConversationID: paid.conversationId,
        TransactionID: paid.receipt,
        ResultParameters: { ResultParameter: [{ Key: 'TransactionReceipt', Value: paid.receipt }] },
      },
    };
    deliveries.push(await callback('result', repeat));
    deliveries.push(
      await callback('result', {
        Result: { ...repeat.Result, ResultCode: 1, ResultDesc: 'The balance is insufficient for the transaction.' },
      }),
    );

    for (const response of deliveries as { statusCode: number; json(): unknown }[]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await eventsOf(t, payment!.id)).toEqual(before);
    expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'completed', paymentReference: paid.receipt });
    expect(await notificationKinds(t, payment!.beneficiaryId)).toEqual(['payment_processing', 'payment_completed']);
  });

  it('answers a wrong token with 404 and changes nothing; an unknown payment is acknowledged', async () => {
    const phone = uniquePhone();
    fake.behaviours.set(phone.slice(1), { kind: 'lose_callback' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    const [payment] = payments;
    await disburse(batchId);
    const result = {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'ok',
        OriginatorConversationID: payment!.requestId,
        ConversationID: 'AG_X',
        TransactionID: 'FORGED1',
      },
    };

    const forged = await callback('result', result, `${token.slice(0, -1)}x`);
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toContain(payment!.requestId);
    expect((await callback('status-result', 'not json at all', 'wrong')).statusCode).toBe(404);
    expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'processing', paymentReference: null });

    const stranger = await callback('result', {
      Result: { ...result.Result, OriginatorConversationID: randomUUID(), ConversationID: 'AG_UNKNOWN' },
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await callback('result', { nothing: 'here' })).statusCode).toBe(400);
  });

  it('writes the queue timeout into the history and leaves the payment for the status query', async () => {
    const phone = uniquePhone();
    fake.behaviours.set(phone.slice(1), { kind: 'lose_callback' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    const [payment] = payments;
    await disburse(batchId);
    const response = await callback('timeout', {
      Result: {
        ResultType: 1,
        ResultCode: 1,
        ResultDesc: 'Request timeout',
        OriginatorConversationID: payment!.requestId,
        ConversationID: 'AG_T',
      },
    });

    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'processing' });
    const timeouts = (await eventsOf(t, payment!.id)).filter((event) => event.source === 'provider_callback');
    expect(timeouts).toEqual([
      expect.objectContaining({
        fromStatus: 'processing',
        toStatus: 'processing',
        detail: expect.stringContaining('timed out'),
      }),
    ]);
  });

  it('keeps names, phone numbers and the callback token out of the database history and the logs', async () => {
    const phone = uniquePhone();
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    await disburse(batchId);
    const history = JSON.stringify(await eventsOf(t, payments[0]!.id));
    const logs = t.logs.join('');
    for (const secret of [phone, phone.slice(1), 'TESTPAYEE']) {
      expect(history).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain(token);
    expect(logs).toContain('/api/v1/payments/mpesa/[token]/result');
  });
});
