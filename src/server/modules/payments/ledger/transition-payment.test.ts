import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryNotifications, paymentBatches, paymentEvents, paymentRecords } from '@server/db/schema';
import { buildBeneficiaries } from '@server/test-support/beneficiary-builders';
import { buildBatchPayments, buildPaymentBatch, uniqueBatchReference } from '@server/test-support/payment-builders';
import { buildProject, uniqueProjectCode } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { transitionPayment } from './transition-payment';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A disbursing batch of `size` pending payments, inserted directly: this test is about the status rule, not the batch screens. */
async function disbursingBatch(size: number) {
  const project = await buildProject(t, {
    code: uniqueProjectCode('CFW', 2031),
    name: 'Cash for work',
    partner: 'WFP',
    type: 'cash_for_work',
    location: 'KAK',
    targetBeneficiaries: size,
    budget: 1000,
    startDate: '2031-01-01',
    endDate: '2031-12-31',
  });
  const batch = await buildPaymentBatch(t, {
    reference: uniqueBatchReference(2031),
    projectId: project.id,
    periodStart: '2031-01-01',
    periodEnd: '2031-01-31',
    status: 'disbursing',
    paymentCount: size,
    totalAmount: 2500 * size,
  });
  const people = await buildBeneficiaries(
    t,
    Array.from({ length: size }, (_, i) => ({ firstName: 'Neema', lastName: `Payee${i}${randomInt(1e6)}` })),
  );
  const payments = await buildBatchPayments(
    t,
    batch,
    people.map((person) => person.id),
  );
  return { batch, payments };
}

async function eventsOf(paymentId: string) {
  return t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
}

describe('transitionPayment', () => {
  it('moves a payment through processing to completed, keeps the receipt, records each step and tells the person', async () => {
    const { payments } = await disbursingBatch(2);
    const payment = payments[0]!;

    expect(
      await transitionPayment(t.database.db, { paymentId: payment.id, to: 'processing', source: 'provider_request' }),
    ).toBe('moved');
    expect(
      await transitionPayment(t.database.db, {
        paymentId: payment.id,
        to: 'completed',
        source: 'provider_callback',
        receipt: 'SKL7H2QX1P',
      }),
    ).toBe('moved');

    const [row] = await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.id, payment.id));
    expect(row).toMatchObject({ status: 'completed', paymentReference: 'SKL7H2QX1P' });
    expect(row!.submittedAt).not.toBeNull();
    expect(row!.completedAt).not.toBeNull();
    expect((await eventsOf(payment.id)).map((e) => [e.fromStatus, e.toStatus, e.source])).toEqual(
      expect.arrayContaining([
        ['pending', 'processing', 'provider_request'],
        ['processing', 'completed', 'provider_callback'],
      ]),
    );
    const notices = await t.database.db
      .select()
      .from(beneficiaryNotifications)
      .where(eq(beneficiaryNotifications.beneficiaryId, payment.beneficiaryId));
    expect(notices.map((n) => n.kind).sort()).toEqual(['payment_completed', 'payment_processing']);
    expect(notices[0]!.params).toEqual({ amount: 2500 });
  });

  it('applies a repeated answer once, and refuses to turn a completed payment into a failed one', async () => {
    const { payments } = await disbursingBatch(1);
    const id = payments[0]!.id;
    await transitionPayment(t.database.db, { paymentId: id, to: 'processing', source: 'provider_request' });
    await transitionPayment(t.database.db, {
      paymentId: id,
      to: 'completed',
      source: 'provider_callback',
      receipt: 'R1',
    });

    expect(
      await transitionPayment(t.database.db, {
        paymentId: id,
        to: 'completed',
        source: 'provider_callback',
        receipt: 'R2',
      }),
    ).toBe('unchanged');
    expect(
      await transitionPayment(t.database.db, {
        paymentId: id,
        to: 'failed',
        source: 'status_query',
        detail: 'late failure',
      }),
    ).toBe('refused');

    const [row] = await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.id, id));
    expect(row).toMatchObject({ status: 'completed', paymentReference: 'R1', failureCode: null, failureDetail: null });
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('keeps the reason of a failure and completes the batch once every payment is final', async () => {
    const { batch, payments } = await disbursingBatch(2);
    const [first, second] = payments;
    await transitionPayment(t.database.db, {
      paymentId: first!.id,
      to: 'failed',
      source: 'provider_request',
      detail: 'No phone number on record',
    });

    const batchStatus = async () =>
      (await t.database.db.select().from(paymentBatches).where(eq(paymentBatches.id, batch.id)))[0]!.status;
    expect(await batchStatus()).toBe('disbursing');

    await transitionPayment(t.database.db, { paymentId: second!.id, to: 'processing', source: 'provider_request' });
    await transitionPayment(t.database.db, {
      paymentId: second!.id,
      to: 'completed',
      source: 'result_file',
      receipt: 'BANK-778',
    });

    expect(await batchStatus()).toBe('completed');
    const [failed] = await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.id, first!.id));
    expect(failed).toMatchObject({
      status: 'failed',
      failureCode: 'no_phone_number',
      failureDetail: 'No phone number on record',
    });
  });

  it('applies two simultaneous answers about one payment one after the other', async () => {
    const { payments } = await disbursingBatch(1);
    const id = payments[0]!.id;
    await transitionPayment(t.database.db, { paymentId: id, to: 'processing', source: 'provider_request' });

    const outcomes = await Promise.all([
      transitionPayment(t.database.db, { paymentId: id, to: 'completed', source: 'provider_callback', receipt: 'A' }),
      transitionPayment(t.database.db, { paymentId: id, to: 'completed', source: 'status_query', receipt: 'A' }),
    ]);

    expect(outcomes.sort()).toEqual(['moved', 'unchanged']);
    expect((await eventsOf(id)).filter((e) => e.toStatus === 'completed')).toHaveLength(1);
  });

  it('completes the batch when its last two payments settle at the same moment', async () => {
    const { batch, payments } = await disbursingBatch(2);
    for (const p of payments)
      await transitionPayment(t.database.db, { paymentId: p.id, to: 'processing', source: 'provider_request' });

    await Promise.all(
      payments.map((p, i) =>
        transitionPayment(t.database.db, {
          paymentId: p.id,
          to: 'completed',
          source: 'provider_callback',
          receipt: `R${i}`,
        }),
      ),
    );

    const [row] = await t.database.db.select().from(paymentBatches).where(eq(paymentBatches.id, batch.id));
    expect(row!.status).toBe('completed');
  });

  it('answers not_found for an unknown payment', async () => {
    expect(await transitionPayment(t.database.db, { paymentId: randomUUID(), to: 'failed', source: 'system' })).toBe(
      'not_found',
    );
  });
});
