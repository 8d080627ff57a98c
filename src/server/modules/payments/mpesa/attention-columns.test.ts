import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentAttention } from '@domain/payments';
import { paymentRecords } from '@server/db/schema';
import type { BuiltUser } from '@server/test-support/builders';
import type { FakeDaraja } from '@server/test-support/fake-daraja-server';
import type { TestApp } from '@server/test-support/test-app';
import type { DarajaClient } from '../providers/mpesa/daraja-client';
import { BASE, call } from '../batches/payment-fixtures';
import {
  buildDisbursingBatch,
  eventsOf,
  paymentRow,
  startMpesaKit,
  uniquePhone,
  type MpesaTestKit,
} from './mpesa-fixtures';
import { paymentsAwaitingResult } from './queries';
import { RESENT_KEY } from './resend';
import { submitMpesaBatch } from './submit-job';

/*
 * What waits for staff and what may be sent again are columns of the payment
 * row: the lists, the sweep and the submit job read them, not the history.
 * These tests set the columns alone, with no history entry behind them.
 */

let t: TestApp;
let fake: FakeDaraja;
let api: DarajaClient;
let officer: BuiltUser;
let kit: MpesaTestKit;

beforeAll(async () => {
  ({ t, fake, api, officer } = kit = await startMpesaKit({ requestTimeoutMs: 300 }));
  fake.refuseDuplicates = false;
});
afterAll(() => kit.stop());
afterEach(async () => fake.settled());

/** An M-Pesa batch whose payments were sent and never answered about (no ConversationID either). */
async function unansweredBatch(count: number) {
  const phones = Array.from({ length: count }, () => uniquePhone());
  for (const phone of phones) fake.behaviours.set(phone.slice(1), { kind: 'no_answer' });
  const batch = await buildDisbursingBatch(t, phones);
  await submitMpesaBatch(t.database.db, api, batch.batchId);
  await fake.settled();
  for (const phone of phones) fake.behaviours.delete(phone.slice(1));
  return batch;
}

const setColumns = (paymentId: string, values: { attention?: PaymentAttention; releasedForResend?: boolean }) =>
  t.database.db.update(paymentRecords).set(values).where(eq(paymentRecords.id, paymentId));

describe('the attention column', () => {
  it("drives the batch's count, each payment's marker and the to-check filter", async () => {
    const { batchId, payments } = await unansweredBatch(4);
    const [unresolved, mismatch, held] = payments;
    await setColumns(unresolved!.id, { attention: 'unresolved' });
    await setColumns(mismatch!.id, { attention: 'amount_mismatch' });
    await setColumns(held!.id, { attention: 'held_for_configuration' });

    const detail = (await call(t, officer, 'GET', `${BASE}/${batchId}`)).json();
    expect(detail).toMatchObject({ needsCheckCount: 2, unresolvedCount: 2, heldForConfiguration: 1 });

    const listed = (await call(t, officer, 'GET', `${BASE}/${batchId}/payments?pageSize=100`)).json() as {
      items: { id: string; attention: PaymentAttention | null; unresolved: boolean }[];
    };
    expect(Object.fromEntries(listed.items.map((item) => [item.id, [item.attention, item.unresolved]]))).toEqual({
      [unresolved!.id]: ['unresolved', true],
      [mismatch!.id]: ['amount_mismatch', false],
      [held!.id]: ['held_for_configuration', false],
      [payments[3]!.id]: [null, false],
    });

    const toCheck = (await call(t, officer, 'GET', `${BASE}/${batchId}/payments?needsCheck=true`)).json() as {
      items: { id: string }[];
      total: number;
    };
    expect(toCheck.total).toBe(2);
    expect(toCheck.items.map((item) => item.id).sort()).toEqual([unresolved!.id, mismatch!.id].sort());
  });

  it('keeps the status sweep away from a payment left for staff or held, and nothing else', async () => {
    const { payments } = await unansweredBatch(3);
    const [unresolved, held, waiting] = payments;
    await setColumns(unresolved!.id, { attention: 'unresolved' });
    await setColumns(held!.id, { attention: 'held_for_configuration' });
    const due = await paymentsAwaitingResult(t.database.db, new Date(Date.now() + 60_000), 10_000);
    const dueIds = new Set(due.map((payment) => payment.id));
    expect([unresolved, held, waiting].map((payment) => dueIds.has(payment!.id))).toEqual([false, false, true]);
  });
});

describe('the released-for-resend column', () => {
  it('lets the submit job send a payment once more, with the same request id, and is cleared as it goes', async () => {
    const { batchId, payments } = await unansweredBatch(2);
    const [released, kept] = payments;
    const requestsFor = (requestId: string) =>
      fake.paymentRequests.filter((request) => request.OriginatorConversationID === requestId).length;
    expect([requestsFor(released!.requestId), requestsFor(kept!.requestId)]).toEqual([1, 1]);

    await setColumns(released!.id, { releasedForResend: true });
    await submitMpesaBatch(t.database.db, api, batchId);
    await fake.settled();
    expect([requestsFor(released!.requestId), requestsFor(kept!.requestId)]).toEqual([2, 1]);
    expect(await paymentRow(t, released!.id)).toMatchObject({ releasedForResend: false });
    const resends = (await eventsOf(t, released!.id)).filter((event) => event.data?.[RESENT_KEY] !== undefined);
    expect(resends).toEqual([expect.objectContaining({ source: 'provider_request', toStatus: 'processing' })]);

    // Cleared: a rerun sends it no more.
    await submitMpesaBatch(t.database.db, api, batchId);
    await fake.settled();
    expect(requestsFor(released!.requestId)).toBe(2);
  });

  it('sends nothing again for a payment M-Pesa acknowledged, whatever the column says', async () => {
    const { batchId, payments } = await unansweredBatch(1);
    const [payment] = payments;
    await t.database.db
      .update(paymentRecords)
      .set({ releasedForResend: true, providerConversationId: 'AG_20300101_0000' })
      .where(eq(paymentRecords.id, payment!.id));
    await submitMpesaBatch(t.database.db, api, batchId);
    await fake.settled();
    expect(
      fake.paymentRequests.filter((request) => request.OriginatorConversationID === payment!.requestId),
    ).toHaveLength(1);
  });
});
