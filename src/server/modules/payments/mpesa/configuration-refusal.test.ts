import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, backgroundJobs } from '@server/db/schema';
import type { DarajaClient } from '../providers/mpesa/daraja-client';
import { buildUser, type BuiltUser } from '@server/test-support/builders';
import { INVALID_INITIATOR, type FakeDaraja } from '@server/test-support/fake-daraja-server';
import type { TestApp } from '@server/test-support/test-app';
import { BASE, call } from '../batches/payment-fixtures';
import {
  batchRow,
  buildDisbursingBatch,
  startMpesaKit,
  type MpesaTestKit,
  eventsOf,
  paymentRow,
  transitionsOf,
  uniquePhone,
} from './mpesa-fixtures';
import { CONFIGURATION_FLAG } from './attention';
import { paymentsAwaitingResult } from './queries';
import { RESENT_KEY, RESUBMIT_KEY } from './resend';
import { MPESA_SUBMIT_QUEUE } from './start-disbursement';
import { submitMpesaBatch } from './submit-job';

/*
 * Daraja refuses a request for a reason of ours (a wrong initiator, shortcode,
 * credential or token): every payment of the batch would be refused the same
 * way, so none may be failed. The batch stops, waits for staff, and goes on
 * when they resume it; nobody is paid twice.
 */

let t: TestApp;
let fake: FakeDaraja;
let api: DarajaClient;
let officer: BuiltUser;

let kit: MpesaTestKit;

beforeAll(async () => ({ t, fake, api, officer } = kit = await startMpesaKit()));
afterAll(() => kit.stop());
afterEach(async () => {
  fake.configurationError = null;
  await fake.settled();
});

const capturingLog = () => {
  const warn = vi.fn();
  return { warn, log: { warn } as unknown as FastifyBaseLogger };
};

/** Takes the submit job booked for this batch off the shared queue, so only this test runs it. */
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

async function heldBatch() {
  const batch = await buildDisbursingBatch(t, [uniquePhone(), uniquePhone(), uniquePhone()]);
  fake.configurationError = INVALID_INITIATOR;
  const { warn, log } = capturingLog();
  const run = await submitMpesaBatch(t.database.db, api, batch.batchId, { log });
  fake.configurationError = null;
  return { ...batch, run, warn };
}

describe('a configuration refusal from Daraja', () => {
  it('fails no payment: the refused one is held for resend and flagged, the rest stay pending, the batch stays open', async () => {
    const sentBefore = fake.paymentRequests.length;
    const { batchId, payments, run, warn } = await heldBatch();
    const [first, ...rest] = payments;

    expect(run).toEqual({ accepted: 0, refused: 0, unanswered: 0, stoppedForConfiguration: true });
    expect(fake.paymentRequests.length - sentBefore).toBe(1);
    expect(fake.timesPaid(first!.requestId)).toBe(0);

    expect(await paymentRow(t, first!.id)).toMatchObject({
      status: 'processing',
      providerConversationId: null,
      failureCode: null,
      attention: 'held_for_configuration',
      releasedForResend: true,
    });
    const hold = (await eventsOf(t, first!.id)).at(-1)!;
    expect(hold).toMatchObject({
      fromStatus: 'processing',
      toStatus: 'processing',
      source: 'system',
      data: { flag: CONFIGURATION_FLAG, [RESUBMIT_KEY]: 'configuration' },
    });
    expect(hold.detail).toContain('Invalid InitiatorName');
    for (const payment of rest) {
      expect((await paymentRow(t, payment.id)).status).toBe('pending');
      expect(await eventsOf(t, payment.id)).toEqual([]);
    }
    expect(await batchRow(t, batchId)).toMatchObject({ status: 'disbursing' });

    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(warn.mock.calls[0]);
    expect(logged).toContain(first!.id);
    for (const payment of payments) expect(logged).not.toContain(payment.phone!.slice(4));
  });

  it('is not asked about by the status sweep until it is sent again: M-Pesa never accepted it', async () => {
    const held = (await heldBatch()).payments[0]!;
    const unanswered = uniquePhone();
    fake.behaviours.set(unanswered.slice(1), { kind: 'lose_callback' });
    const waiting = (await buildDisbursingBatch(t, [unanswered])).payments[0]!;
    await submitMpesaBatch(t.database.db, api, (await paymentRow(t, waiting.id)).batchId!);
    const awaiting = async () =>
      (await paymentsAwaitingResult(t.database.db, new Date(Date.now() + 60_000), 100_000)).map(
        (payment) => payment.id,
      );
    expect(await awaiting()).toContain(waiting.id);
    expect(await awaiting()).not.toContain(held.id);
  });

  it('is resumed by staff once fixed: audited, every payment paid exactly once, the batch completes', async () => {
    const { batchId, reference, payments } = await heldBatch();
    // The batch page says what is held and offers Resume.
    expect((await call(t, officer, 'GET', `${BASE}/${batchId}`)).json()).toMatchObject({
      heldForConfiguration: 1,
      permissions: { resumeMpesa: true },
    });

    const resumed = await call(t, officer, 'POST', `${BASE}/${batchId}/resume-mpesa`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ id: batchId, status: 'disbursing' });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payment_batch.resume_mpesa'), eq(auditEvents.targetId, batchId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: officer.userId,
      targetType: 'payment_batch',
      details: { reference },
    });

    expect(await takeBookedSubmit(batchId)).toBe(true);
    expect(await submitMpesaBatch(t.database.db, api, batchId)).toMatchObject({
      accepted: 3,
      stoppedForConfiguration: false,
    });
    await fake.settled();
    // A second run (a second press, a crash) sends nothing again.
    expect(await submitMpesaBatch(t.database.db, api, batchId)).toMatchObject({
      accepted: 0,
      refused: 0,
      unanswered: 0,
    });

    for (const payment of payments) {
      expect(fake.timesPaid(payment.requestId)).toBe(1);
      expect(await paymentRow(t, payment.id)).toMatchObject({
        status: 'completed',
        attention: null,
        releasedForResend: false,
      });
    }
    expect(await transitionsOf(t, payments[0]!.id)).toEqual([
      'pending->processing:provider_request',
      'processing->completed:provider_callback',
    ]);
    expect(
      (await eventsOf(t, payments[0]!.id)).some(
        (event) => event.source === 'provider_request' && event.data?.[RESENT_KEY] === 'configuration',
      ),
    ).toBe(true);
    expect(await batchRow(t, batchId)).toMatchObject({ status: 'completed' });
    expect((await call(t, officer, 'GET', `${BASE}/${batchId}`)).json()).toMatchObject({
      heldForConfiguration: 0,
      permissions: { resumeMpesa: false },
    });
  });

  it('holds again, failing nobody, when the configuration is still wrong at resume', async () => {
    const { batchId, payments } = await heldBatch();
    fake.configurationError = { httpStatus: 404, errorCode: '404.001.03', errorMessage: 'Invalid Access Token' };
    expect(await submitMpesaBatch(t.database.db, api, batchId)).toMatchObject({ stoppedForConfiguration: true });
    const held = await eventsOf(t, payments[0]!.id);
    expect(held.filter((event) => event.data?.flag === CONFIGURATION_FLAG)).toHaveLength(2);
    expect((await paymentRow(t, payments[0]!.id)).status).toBe('processing');
    expect((await paymentRow(t, payments[1]!.id)).status).toBe('pending');
  });

  it('resume answers 401 without a session, 403 outside the staff portal, 404 for an unknown batch and 409 for a batch not disbursing by M-Pesa', async () => {
    const { batchId } = await buildDisbursingBatch(t, [uniquePhone()]);
    const beneficiary = await buildUser(t);
    expect((await call(t, null, 'POST', `${BASE}/${batchId}/resume-mpesa`)).statusCode).toBe(401);
    expect((await call(t, beneficiary, 'POST', `${BASE}/${batchId}/resume-mpesa`)).statusCode).toBe(403);
    expect((await call(t, officer, 'POST', `${BASE}/${randomUUID()}/resume-mpesa`)).statusCode).toBe(404);
    expect((await call(t, officer, 'POST', `${BASE}/not-a-uuid/resume-mpesa`)).statusCode).toBe(404);

    const completed = await buildDisbursingBatch(t, [uniquePhone()]);
    await submitMpesaBatch(t.database.db, api, completed.batchId);
    await fake.settled();
    expect((await batchRow(t, completed.batchId)).status).toBe('completed');
    expect((await call(t, officer, 'POST', `${BASE}/${completed.batchId}/resume-mpesa`)).statusCode).toBe(409);
  });
});
