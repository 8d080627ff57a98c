import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '@server/db/schema';
import type { DarajaClient } from '../providers/mpesa/daraja-client';
import type { FakeDaraja, FakePayeeBehaviour } from '@server/test-support/fake-daraja-server';
import type { TestApp } from '@server/test-support/test-app';
import { transitionPayment } from '../ledger/transition-payment';
import { MAX_RESUBMISSIONS, recordUnsettledStatus } from './apply-callback';
import {
  buildDisbursingBatch,
  agePayment,
  startMpesaKit,
  type MpesaTestKit,
  eventsOf,
  notificationKinds,
  paymentRow,
  transitionsOf,
  uniquePhone,
} from './mpesa-fixtures';
import { RESENT_KEY, RESUBMIT_KEY } from './resend';
import { MPESA_SUBMIT_QUEUE } from './start-disbursement';
import { sweepMpesaPayments } from './status-sweep';
import { submitMpesaBatch } from './submit-job';

/*
 * A payment whose request got no clear answer, or whose job died after moving
 * it to processing. Daraja here pays a repeated OriginatorConversationID AGAIN
 * (refuseDuplicates off): being paid once must not rest on Daraja refusing it.
 * Nothing in processing goes again until a status query finds that M-Pesa has
 * no such transaction; then it goes once, a bounded number of times.
 */

let t: TestApp;
let fake: FakeDaraja;
let api: DarajaClient;
const settings = { statusQueryAfterMinutes: 10, maxStatusQueries: 10 };

let kit: MpesaTestKit;

beforeAll(async () => {
  // A short timeout, so "no answer" costs the tests little.
  ({ t, fake, api } = kit = await startMpesaKit({ requestTimeoutMs: 300 }));
  fake.refuseDuplicates = false;
});
afterAll(() => kit.stop());
afterEach(async () => fake.settled());

const ageBy = (paymentId: string, minutes: number) => agePayment(t, paymentId, minutes);

/** Takes the submit job a status answer booked for this batch off the queue: on a shared database no other worker must run it. */
async function takeBookedSubmit(batchId: string): Promise<boolean> {
  const jobs = await t.database.db
    .delete(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.queue, MPESA_SUBMIT_QUEUE),
        eq(backgroundJobs.singletonKey, `mpesa-submit:${batchId}`),
        inArray(backgroundJobs.status, ['queued']),
      ),
    )
    .returning({ id: backgroundJobs.id });
  return jobs.length > 0;
}

/** Runs the booked submit job here, if one was booked. */
async function runBookedSubmit(batchId: string): Promise<boolean> {
  if (!(await takeBookedSubmit(batchId))) return false;
  await submitJob(batchId);
  return true;
}

/** One run of the submit job, as a rerun after a crash would be. */
async function submitJob(batchId: string) {
  const run = await submitMpesaBatch(t.database.db, api, batchId);
  await fake.settled();
  return run;
}

async function sweepOnce(paymentId: string) {
  await ageBy(paymentId, 11);
  await sweepMpesaPayments(t.database.db, api, settings);
  await fake.settled();
}

const requestsFor = (requestId: string) =>
  fake.paymentRequests.filter((request) => request.OriginatorConversationID === requestId);
const releases = async (paymentId: string) =>
  (await eventsOf(t, paymentId)).filter((event) => event.data && RESUBMIT_KEY in event.data);
const resends = async (paymentId: string) =>
  (await eventsOf(t, paymentId)).filter((event) => event.data && RESENT_KEY in event.data);

describe('a payment whose request got no clear answer', () => {
  it.each<[string, FakePayeeBehaviour]>([
    ['a 500', { kind: 'server_error' }],
    ['a timeout', { kind: 'no_answer' }],
  ])(
    'after %s, is sent nothing more until a status query finds no such transaction, then once, and is paid once',
    async (_, behaviour) => {
      const phone = uniquePhone();
      fake.behaviours.set(phone.slice(1), behaviour);
      const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
      const [payment] = payments;
      expect(await submitJob(batchId)).toMatchObject({ unanswered: 1 });
      expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'processing', providerConversationId: null });

      // Daraja is back: reruns of the job still send nothing.
      fake.behaviours.delete(phone.slice(1));
      await submitJob(batchId);
      await submitJob(batchId);
      expect(requestsFor(payment!.requestId)).toHaveLength(1);
      expect(fake.timesPaid(payment!.requestId)).toBe(0);

      await sweepOnce(payment!.id);
      const [release] = await releases(payment!.id);
      expect(release).toMatchObject({
        source: 'status_query',
        fromStatus: 'processing',
        toStatus: 'processing',
        data: { [RESUBMIT_KEY]: 1 },
      });
      expect(release!.detail).toMatch(/never received this payment.*could not be found/);

      expect(await runBookedSubmit(batchId)).toBe(true);
      expect(await resends(payment!.id)).toEqual([
        expect.objectContaining({
          source: 'provider_request',
          fromStatus: 'processing',
          toStatus: 'processing',
          data: { [RESENT_KEY]: 1 },
        }),
      ]);
      // A rerun after the resend sends nothing either.
      await submitJob(batchId);
      expect(requestsFor(payment!.requestId)).toHaveLength(2);
      expect(fake.timesPaid(payment!.requestId)).toBe(1);
      expect(await paymentRow(t, payment!.id)).toMatchObject({
        status: 'completed',
        paymentReference: fake.payments.get(payment!.requestId)!.receipt,
      });
      expect(await transitionsOf(t, payment!.id)).toEqual([
        'pending->processing:provider_request',
        'processing->completed:provider_callback',
      ]);
      expect(await notificationKinds(t, payment!.beneficiaryId)).toEqual(['payment_processing', 'payment_completed']);
    },
  );

  it('that M-Pesa received and paid although the answer timed out, is sent nothing more and settled by the status query', async () => {
    const phone = uniquePhone();
    fake.behaviours.set(phone.slice(1), { kind: 'pay_without_answer' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    const [payment] = payments;
    expect(await submitJob(batchId)).toMatchObject({ unanswered: 1 });
    fake.behaviours.delete(phone.slice(1));
    await submitJob(batchId);

    await sweepOnce(payment!.id);
    expect(await takeBookedSubmit(batchId)).toBe(false);
    expect(requestsFor(payment!.requestId)).toHaveLength(1);
    expect(fake.timesPaid(payment!.requestId)).toBe(1);
    expect(await paymentRow(t, payment!.id)).toMatchObject({
      status: 'completed',
      paymentReference: fake.payments.get(payment!.requestId)!.receipt,
    });
    expect(await transitionsOf(t, payment!.id)).toEqual([
      'pending->processing:provider_request',
      'processing->completed:status_query',
    ]);
  });

  it('moved to processing by a job that died before sending, is sent by nothing but a release, and paid once', async () => {
    const { batchId, payments } = await buildDisbursingBatch(t, [uniquePhone()]);
    const [payment] = payments;
    await transitionPayment(t.database.db, {
      paymentId: payment!.id,
      to: 'processing',
      source: 'provider_request',
      data: { provider: 'mpesa' },
    });
    await submitJob(batchId);
    expect(requestsFor(payment!.requestId)).toHaveLength(0);

    await sweepOnce(payment!.id);
    expect(await releases(payment!.id)).toHaveLength(1);
    expect(await runBookedSubmit(batchId)).toBe(true);
    await submitJob(batchId);
    expect(requestsFor(payment!.requestId)).toHaveLength(1);
    expect(fake.timesPaid(payment!.requestId)).toBe(1);
    expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'completed' });
  });

  it(`is released at most ${MAX_RESUBMISSIONS} times, each release sent once, then only asked about`, async () => {
    const phone = uniquePhone();
    fake.behaviours.set(phone.slice(1), { kind: 'server_error' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    const [payment] = payments;
    await submitJob(batchId);
    for (let round = 0; round < MAX_RESUBMISSIONS + 2; round += 1) {
      await sweepOnce(payment!.id);
      expect(await runBookedSubmit(batchId)).toBe(round < MAX_RESUBMISSIONS);
      await submitJob(batchId);
    }
    expect((await releases(payment!.id)).map((event) => event.data![RESUBMIT_KEY])).toEqual([1, 2]);
    expect((await resends(payment!.id)).map((event) => event.data![RESENT_KEY])).toEqual([1, 2]);
    expect(
      (await eventsOf(t, payment!.id)).filter((event) => event.detail?.startsWith('Status query settled nothing')),
    ).toHaveLength(2);
    expect(requestsFor(payment!.requestId)).toHaveLength(1 + MAX_RESUBMISSIONS);
    expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'processing' });
    expect(fake.timesPaid(payment!.requestId)).toBe(0);
  });

  it('is not released by a "not found" answering a query asked before its last request left', async () => {
    const phone = uniquePhone();
    fake.behaviours.set(phone.slice(1), { kind: 'server_error' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    const [payment] = payments;
    await submitJob(batchId);
    await sweepOnce(payment!.id);
    expect(await runBookedSubmit(batchId)).toBe(true);

    // A second answer to an older query, arriving after the resend.
    await recordUnsettledStatus(
      t.database.db,
      {
        kind: 'unsettled',
        notFound: true,
        reason: 'M-Pesa R000001: The transaction could not be found',
        requestId: payment!.requestId,
        conversationId: null,
      },
      t.app.log,
    );
    expect(await takeBookedSubmit(batchId)).toBe(false);
    expect(await releases(payment!.id)).toHaveLength(1);
    expect(requestsFor(payment!.requestId)).toHaveLength(2);
  });

  it('stays released when its booked job was lost, and the next "not found" books it again without a new release', async () => {
    const phone = uniquePhone();
    fake.behaviours.set(phone.slice(1), { kind: 'server_error' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    const [payment] = payments;
    await submitJob(batchId);
    fake.behaviours.delete(phone.slice(1));
    await sweepOnce(payment!.id);
    expect(await takeBookedSubmit(batchId)).toBe(true);

    await sweepOnce(payment!.id);
    expect(await releases(payment!.id)).toHaveLength(1);
    expect((await eventsOf(t, payment!.id)).some((event) => event.detail?.startsWith('Still released'))).toBe(true);
    expect(await runBookedSubmit(batchId)).toBe(true);
    expect(requestsFor(payment!.requestId)).toHaveLength(2);
    expect(fake.timesPaid(payment!.requestId)).toBe(1);
  });

  it('is not sent again when M-Pesa acknowledged it: it has the request, only its result is missing', async () => {
    const phone = uniquePhone();
    fake.behaviours.set(phone.slice(1), { kind: 'lose_callback' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone]);
    const [payment] = payments;
    await submitJob(batchId);
    fake.payments.delete(payment!.requestId);
    await sweepOnce(payment!.id);
    expect(await runBookedSubmit(batchId)).toBe(false);
    expect(await releases(payment!.id)).toHaveLength(0);
    expect(requestsFor(payment!.requestId)).toHaveLength(1);
  });
});
