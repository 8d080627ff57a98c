import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, paymentRecords } from '@server/db/schema';
import { nextScheduledRun } from '@server/platform/jobs/job-schedule';
import { JobWorker } from '@server/platform/jobs/job-worker';
import type { DarajaClient } from '../providers/mpesa/daraja-client';
import type { FakeDaraja } from '@server/test-support/fake-daraja-server';
import type { TestApp } from '@server/test-support/test-app';
import {
  batchRow,
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
import { MPESA_STATUS_SWEEP_JOB, mpesaStatusSweepHandler, sweepMpesaPayments } from './status-sweep';
import { submitMpesaBatch } from './submit-job';

let t: TestApp;
let fake: FakeDaraja;
let api: DarajaClient;
const settings = { statusQueryAfterMinutes: 10, maxStatusQueries: 2 };

let kit: MpesaTestKit;

beforeAll(async () => ({ t, fake, api } = kit = await startMpesaKit()));
afterAll(() => kit.stop());
afterEach(async () => fake.settled());

const age = (paymentId: string, minutes: number) => agePayment(t, paymentId, minutes);

/** Sends a batch whose result callbacks are lost, and makes it look sent `minutesAgo`. */
async function sentWithoutAnswer(phones: string[], minutesAgo: number) {
  for (const phone of phones) fake.behaviours.set(phone.slice(1), { kind: 'lose_callback' });
  const batch = await buildDisbursingBatch(t, phones);
  await submitMpesaBatch(t.database.db, api, batch.batchId);
  await fake.settled();
  for (const payment of batch.payments) await age(payment.id, minutesAgo);
  return batch;
}

describe('the lost-callback sweep', () => {
  it('recovers a payment whose result callback was lost through the status query', async () => {
    const { payments } = await sentWithoutAnswer([uniquePhone()], 11);
    const [payment] = payments;
    expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'processing', statusQueries: 0 });

    await sweepMpesaPayments(t.database.db, api, settings);
    await fake.settled();

    const paid = fake.payments.get(payment!.requestId)!;
    const row = await paymentRow(t, payment!.id);
    expect(row).toMatchObject({ status: 'completed', paymentReference: paid.receipt, statusQueries: 1 });
    expect(row.lastStatusQueryAt).not.toBeNull();
    expect(await transitionsOf(t, payment!.id)).toEqual([
      'pending->processing:provider_request',
      'processing->completed:status_query',
    ]);
    expect(await notificationKinds(t, payment!.beneficiaryId)).toEqual(['payment_processing', 'payment_completed']);
    expect(fake.timesPaid(payment!.requestId)).toBe(1);
  });

  it('leaves a payment alone until it has waited long enough, and asks again only after the same wait', async () => {
    const { payments } = await sentWithoutAnswer([uniquePhone()], 3);
    const [payment] = payments;
    const asked = () =>
      fake.statusQueries.filter((query) => query.OriginalConversationID === payment!.requestId).length;

    await sweepMpesaPayments(t.database.db, api, settings);
    expect(asked()).toBe(0);
    // M-Pesa knows nothing of it yet: the query settles nothing, and is not repeated at once.
    fake.payments.delete(payment!.requestId);
    await age(payment!.id, 8);
    await sweepMpesaPayments(t.database.db, api, settings);
    await fake.settled();
    await sweepMpesaPayments(t.database.db, api, settings);
    expect(asked()).toBe(1);
    expect(await paymentRow(t, payment!.id)).toMatchObject({ status: 'processing', statusQueries: 1 });
    expect((await eventsOf(t, payment!.id)).map((event) => event.detail)).toContain(
      'Status query settled nothing: M-Pesa R000001: The transaction could not be found',
    );
  });

  it('flags for staff, once, a payment M-Pesa never answers about, and stays processing', async () => {
    const { payments } = await sentWithoutAnswer([uniquePhone()], 11);
    const [payment] = payments;
    fake.payments.delete(payment!.requestId);
    for (let sweep = 0; sweep < 4; sweep += 1) {
      await sweepMpesaPayments(t.database.db, api, settings);
      await fake.settled();
      await age(payment!.id, 11);
    }

    expect(await paymentRow(t, payment!.id)).toMatchObject({
      status: 'processing',
      statusQueries: 2,
      attention: 'unresolved',
    });
    const flags = (await eventsOf(t, payment!.id)).filter((event) => event.data?.flag === 'mpesa_unresolved');
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ source: 'system', fromStatus: 'processing', toStatus: 'processing' });
    expect(fake.statusQueries.filter((query) => query.OriginalConversationID === payment!.requestId)).toHaveLength(2);
  });

  it('closes a batch left disbursing although every payment in it is settled', async () => {
    const { batchId, payments } = await sentWithoutAnswer([uniquePhone()], 0);
    await t.database.db
      .update(paymentRecords)
      .set({ status: 'completed' })
      .where(eq(paymentRecords.id, payments[0]!.id));
    expect(await batchRow(t, batchId)).toMatchObject({ status: 'disbursing' });

    await sweepMpesaPayments(t.database.db, api, settings);
    expect(await batchRow(t, batchId)).toMatchObject({ status: 'completed' });
  });

  it('runs one sweep however many instances start, and each sweep books the next five-minute slot', async () => {
    // A queue of this test's own, kept by two instances' workers.
    const definition = { ...MPESA_STATUS_SWEEP_JOB, queue: `${MPESA_STATUS_SWEEP_JOB.queue}.test-${randomUUID()}` };
    const at = new Date(Date.now() + 17);
    const instances = [1, 2].map(() =>
      new JobWorker(t.database.db, { clock: () => at }).register(
        definition,
        mpesaStatusSweepHandler(t.database.db, api, settings),
      ),
    );
    const jobs = () => t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.queue, definition.queue));

    await Promise.all(instances.map((worker) => worker.bookSchedules()));
    expect(await jobs()).toHaveLength(1);
    const ran = await Promise.all(instances.map((worker) => worker.runOne()));
    expect(ran.filter(Boolean)).toHaveLength(1);

    const slot = nextScheduledRun(definition.schedule!, at)!;
    expect(slot.getTime() % (5 * 60_000)).toBe(0);
    expect(slot.getTime() - at.getTime()).toBeLessThanOrEqual(5 * 60_000);
    const booked = (await jobs()).filter((job) => job.status === 'queued');
    expect(booked.map((job) => job.runAfter.getTime())).toEqual([slot.getTime()]);
    await t.database.db.delete(backgroundJobs).where(eq(backgroundJobs.queue, definition.queue));
  });
});
