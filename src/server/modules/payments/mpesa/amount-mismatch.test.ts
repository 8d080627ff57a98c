import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DarajaClient } from '../providers/mpesa/daraja-client';
import type { BuiltUser } from '@server/test-support/builders';
import type { FakeDaraja } from '@server/test-support/fake-daraja-server';
import type { TestApp } from '@server/test-support/test-app';
import { BASE, call } from '../batches/payment-fixtures';
import { applyMpesaResult } from './apply-callback';
import {
  buildDisbursingBatch,
  startMpesaKit,
  type MpesaTestKit,
  eventsOf,
  paymentRow,
  uniquePhone,
} from './mpesa-fixtures';
import { AMOUNT_MISMATCH_FLAG } from './attention';
import { submitMpesaBatch } from './submit-job';

/*
 * M-Pesa's result names the amount it paid. When it is not the payment's
 * amount, the payment is completed all the same (the money went) with what
 * M-Pesa reports, and flagged for staff to reconcile.
 */

let t: TestApp;
let fake: FakeDaraja;
let api: DarajaClient;
let officer: BuiltUser;

let kit: MpesaTestKit;

beforeAll(async () => ({ t, fake, api, officer } = kit = await startMpesaKit()));
afterAll(() => kit.stop());
afterEach(async () => fake.settled());

describe('the amount M-Pesa reports paid', () => {
  it('completes a payment paid with another amount, records what M-Pesa reports and flags it; a matching one is not flagged', async () => {
    const [odd, plain] = [uniquePhone(), uniquePhone()];
    fake.behaviours.set(odd.slice(1), { kind: 'pay_amount', amount: 1000 });
    const { batchId, payments } = await buildDisbursingBatch(t, [odd, plain], 1500);
    await submitMpesaBatch(t.database.db, api, batchId);
    await fake.settled();

    const [mismatched, matched] = payments;
    const receipt = fake.payments.get(mismatched!.requestId)!.receipt;
    expect(await paymentRow(t, mismatched!.id)).toMatchObject({
      status: 'completed',
      paymentReference: receipt,
      amount: 1500,
      attention: 'amount_mismatch',
    });
    const completion = (await eventsOf(t, mismatched!.id)).find((event) => event.toStatus === 'completed')!;
    expect(completion.data).toMatchObject({ flag: AMOUNT_MISMATCH_FLAG, reportedAmount: 1000, expectedAmount: 1500 });
    expect(completion.detail).toBe('Paid by M-Pesa: KES 1000 reported, KES 1500 expected; check it with finance');

    expect(await paymentRow(t, matched!.id)).toMatchObject({ status: 'completed', attention: null });
    expect((await eventsOf(t, matched!.id)).some((event) => event.data?.flag !== undefined)).toBe(false);

    // The staff batch page counts it among the payments to check and lists it, without offering to settle it by hand.
    const detail = (await call(t, officer, 'GET', `${BASE}/${batchId}`)).json();
    expect(detail).toMatchObject({ status: 'completed', unresolvedCount: 1 });
    const toCheck = (await call(t, officer, 'GET', `${BASE}/${batchId}/payments?needsCheck=true`)).json() as {
      items: { id: string; unresolved: boolean }[];
      total: number;
    };
    expect(toCheck.total).toBe(1);
    expect(toCheck.items).toEqual([expect.objectContaining({ id: mismatched!.id, unresolved: false })]);
  });

  it('warns in the log without personal data, once, and a repeated result changes nothing', async () => {
    const phone = uniquePhone();
    fake.behaviours.set(phone.slice(1), { kind: 'lose_callback' });
    const { batchId, payments } = await buildDisbursingBatch(t, [phone], 2000);
    await submitMpesaBatch(t.database.db, api, batchId);
    const payment = payments[0]!;
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const result = {
      requestId: payment.requestId,
      conversationId: null,
      transactionId: 'SXX1234567',
      amount: 2500,
      outcome: { status: 'completed' as const, receipt: 'SXX1234567', resultCode: '0' },
    };

    expect(await applyMpesaResult(t.database.db, result, 'provider_callback', log)).toBe('moved');
    expect(await applyMpesaResult(t.database.db, result, 'provider_callback', log)).toBe('unchanged');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toEqual({
      paymentId: payment.id,
      source: 'provider_callback',
      expectedAmount: 2000,
      reportedAmount: 2500,
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(phone.slice(4));
    expect((await eventsOf(t, payment.id)).filter((event) => event.data?.flag === AMOUNT_MISMATCH_FLAG)).toHaveLength(
      1,
    );
  });
});
