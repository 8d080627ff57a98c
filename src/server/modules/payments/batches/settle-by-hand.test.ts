import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, paymentBatches } from '@server/db/schema';
import type { DarajaClient } from '../providers/mpesa/daraja-client';
import { buildUser, type BuiltUser } from '@server/test-support/builders';
import type { FakeDaraja } from '@server/test-support/fake-daraja-server';
import type { TestApp } from '@server/test-support/test-app';
import {
  batchRow,
  buildDisbursingBatch,
  startMpesaKit,
  type MpesaTestKit,
  eventsOf,
  notificationKinds,
  paymentRow,
  uniquePhone,
} from '../mpesa/mpesa-fixtures';
import { markUnresolved } from '../mpesa/attention';
import { submitMpesaBatch } from '../mpesa/submit-job';
import { BASE, call } from './payment-fixtures';

let t: TestApp;
let fake: FakeDaraja;
let api: DarajaClient;
let officer: BuiltUser;
let kit: MpesaTestKit;

beforeAll(async () => ({ t, fake, api, officer } = kit = await startMpesaKit()));
afterAll(() => kit.stop());

/** An M-Pesa batch whose payments were sent and never answered about; the first `flagged` are flagged as the sweep does. */
async function unansweredBatch(count: number, flagged: number) {
  const phones = Array.from({ length: count }, () => uniquePhone());
  for (const phone of phones) fake.behaviours.set(phone.slice(1), { kind: 'lose_callback' });
  const batch = await buildDisbursingBatch(t, phones);
  await submitMpesaBatch(t.database.db, api, batch.batchId);
  await fake.settled();
  for (const payment of batch.payments.slice(0, flagged)) {
    await markUnresolved(t.database.db, payment.id, 3);
  }
  return batch;
}

const settle = (user: BuiltUser | null, batchId: string, paymentId: string, body: unknown) =>
  call(t, user, 'POST', `${BASE}/${batchId}/payments/${paymentId}/settle`, body);

describe('payments M-Pesa never answered about', () => {
  it('show in the batch: a count, a marker on each, and a filter', async () => {
    const { batchId, payments } = await unansweredBatch(3, 2);
    const detail = (await call(t, officer, 'GET', `${BASE}/${batchId}`)).json();
    expect(detail).toMatchObject({ unresolvedCount: 2, needsCheckCount: 2, permissions: { settleByHand: true } });
    // The list of batches says so too, so nobody has to open each batch to find the ones waiting for a check.
    const batches = (await call(t, officer, 'GET', `${BASE}?pageSize=100`)).json() as {
      items: { id: string; needsCheckCount: number }[];
    };
    expect(batches.items.find((item) => item.id === batchId)?.needsCheckCount).toBe(2);

    const listed = (await call(t, officer, 'GET', `${BASE}/${batchId}/payments?pageSize=100`)).json() as {
      items: { id: string; unresolved: boolean }[];
    };
    expect(Object.fromEntries(listed.items.map((item) => [item.id, item.unresolved]))).toEqual({
      [payments[0]!.id]: true,
      [payments[1]!.id]: true,
      [payments[2]!.id]: false,
    });
    const toCheck = (await call(t, officer, 'GET', `${BASE}/${batchId}/payments?needsCheck=true`)).json() as {
      items: { id: string }[];
      total: number;
    };
    expect(toCheck.total).toBe(2);
    expect(toCheck.items.map((item) => item.id).sort()).toEqual([payments[0]!.id, payments[1]!.id].sort());
  });

  it('a staff member records what the M-Pesa portal shows: completed with the receipt, or failed with the reason; audited, the person told', async () => {
    const { batchId, payments } = await unansweredBatch(2, 2);
    const [paid, unpaid] = payments;
    const completed = await settle(officer, batchId, paid!.id, { outcome: 'completed', receipt: ' sab1c2d3e4 ' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: paid!.id, status: 'completed', paymentReference: 'SAB1C2D3E4' });
    const failed = await settle(officer, batchId, unpaid!.id, {
      outcome: 'failed',
      reason: 'Portal shows the transaction failed: receiver not registered',
    });
    expect(failed.json()).toMatchObject({
      status: 'failed',
      failureCode: 'recipient_not_registered',
      failureDetail: 'Portal shows the transaction failed: receiver not registered',
    });

    const lastEvent = (await eventsOf(t, paid!.id)).at(-1)!;
    expect(lastEvent).toMatchObject({
      fromStatus: 'processing',
      toStatus: 'completed',
      source: 'staff',
      actorUserId: officer.userId,
      data: { settledByHand: true },
    });
    expect(await notificationKinds(t, paid!.beneficiaryId)).toEqual(['payment_processing', 'payment_completed']);
    expect(await notificationKinds(t, unpaid!.beneficiaryId)).toEqual(['payment_processing', 'payment_failed']);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'payment.settle_by_hand'),
          eq(auditEvents.targetType, 'beneficiary'),
          eq(auditEvents.targetId, paid!.beneficiaryId),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: officer.userId,
      details: { batchId, paymentId: paid!.id, outcome: 'completed', receipt: 'SAB1C2D3E4' },
    });
    // The last payment settled: the batch is complete, and nothing is left to check.
    expect(await batchRow(t, batchId)).toMatchObject({ status: 'completed' });
    expect((await call(t, officer, 'GET', `${BASE}/${batchId}`)).json()).toMatchObject({
      unresolvedCount: 0,
      permissions: { settleByHand: false },
    });
  });

  it('a settled payment cannot be settled again, either way (409)', async () => {
    const { batchId, payments } = await unansweredBatch(2, 1);
    expect(
      (await settle(officer, batchId, payments[0]!.id, { outcome: 'completed', receipt: 'SAB1C2D3E5' })).statusCode,
    ).toBe(200);
    const again = await Promise.all([
      settle(officer, batchId, payments[0]!.id, { outcome: 'completed', receipt: 'SAB1C2D3E5' }),
      settle(officer, batchId, payments[0]!.id, { outcome: 'failed', reason: 'Second thoughts' }),
    ]);
    expect(again.map((answer) => answer.statusCode)).toEqual([409, 409]);
    expect(again[0]!.json().detail).toMatch(/already settled/);
    expect(await paymentRow(t, payments[0]!.id)).toMatchObject({ status: 'completed', paymentReference: 'SAB1C2D3E5' });
  });

  it('refuses a malformed receipt or a missing reason (400)', async () => {
    const { batchId, payments } = await unansweredBatch(1, 1);
    for (const body of [
      { outcome: 'completed', receipt: 'SAB1' },
      { outcome: 'completed', receipt: 'SAB1C2D3E4; drop' },
      { outcome: 'completed' },
      { outcome: 'failed', reason: ' ' },
      { outcome: 'refunded' },
      { outcome: 'failed', reason: 'No', extra: true },
    ]) {
      expect((await settle(officer, batchId, payments[0]!.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await paymentRow(t, payments[0]!.id)).toMatchObject({ status: 'processing' });
  });

  it('only for a processing payment of an M-Pesa batch (409), of this batch (404)', async () => {
    const mpesa = await unansweredBatch(1, 1);
    const other = await unansweredBatch(1, 1);
    const body = { outcome: 'completed', receipt: 'SAB1C2D3E6' };
    expect((await settle(officer, mpesa.batchId, other.payments[0]!.id, body)).statusCode).toBe(404);
    expect((await settle(officer, mpesa.batchId, randomUUID(), body)).statusCode).toBe(404);
    expect((await settle(officer, mpesa.batchId, 'not-a-uuid', body)).statusCode).toBe(404);
    expect((await settle(officer, randomUUID(), mpesa.payments[0]!.id, body)).statusCode).toBe(404);

    const pending = await buildDisbursingBatch(t, [uniquePhone()]);
    expect((await settle(officer, pending.batchId, pending.payments[0]!.id, body)).statusCode).toBe(409);
    await t.database.db.update(paymentBatches).set({ provider: 'file' }).where(eq(paymentBatches.id, other.batchId));
    const byFile = await settle(officer, other.batchId, other.payments[0]!.id, body);
    expect(byFile.statusCode).toBe(409);
    expect(byFile.json().detail).toMatch(/M-Pesa batch/);
    expect(await paymentRow(t, other.payments[0]!.id)).toMatchObject({ status: 'processing' });
  });

  it('is for staff only (401 without a session, 403 for a beneficiary)', async () => {
    const { batchId, payments } = await unansweredBatch(1, 1);
    const body = { outcome: 'completed', receipt: 'SAB1C2D3E7' };
    expect((await settle(null, batchId, payments[0]!.id, body)).statusCode).toBe(401);
    expect((await settle(await buildUser(t), batchId, payments[0]!.id, body)).statusCode).toBe(403);
    expect(await paymentRow(t, payments[0]!.id)).toMatchObject({ status: 'processing' });
  });
});
