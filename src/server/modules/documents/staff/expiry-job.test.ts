import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, beneficiaryDocuments, beneficiaryNotifications } from '@server/db/schema';
import { scheduleKey } from '@server/platform/jobs/job-schedule';
import { JobWorker } from '@server/platform/jobs/job-worker';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildDocument } from '@server/test-support/record-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { DOCUMENT_EXPIRY_JOB, documentExpiryHandler } from './expiry-job';

/** A queue of this run's own: the full worker of another test file on a shared database never takes these jobs. */
const QUEUE = `${DOCUMENT_EXPIRY_JOB.queue}.test-${randomUUID()}`;

/*
 * The clock is injected and set in 1990, with expiry dates to match: on a
 * shared database no other test's documents expire before then, so a run
 * here marks only this test's rows. Runs booked for 1990 are due at once, so
 * the test takes them one at a time with runOne(). The worker keeps the
 * schedule, on the same clock.
 */
describe('the daily document expiry job', () => {
  let t: TestApp;
  let now: Date;
  let worker: JobWorker;
  beforeAll(async () => {
    t = await createTestApp();
    worker = new JobWorker(t.database.db, { clock: () => now }).register(
      { ...DOCUMENT_EXPIRY_JOB, queue: QUEUE },
      documentExpiryHandler(t.database.db, () => now),
    );
  });
  afterAll(() => t.close());

  async function person() {
    return (await buildBeneficiary(t, { firstName: 'Achol', lastName: 'Garang' })).id;
  }
  async function documentOf(beneficiaryId: string, values: Partial<typeof beneficiaryDocuments.$inferInsert>) {
    return (await buildDocument(t, beneficiaryId, { documentType: 'passport', documentName: 'Doc', ...values })).id;
  }
  const statuses = async (ids: string[]) =>
    Object.fromEntries(
      (
        await t.database.db
          .select({ id: beneficiaryDocuments.id, status: beneficiaryDocuments.status })
          .from(beneficiaryDocuments)
          .where(inArray(beneficiaryDocuments.id, ids))
      ).map((row) => [row.id, row.status]),
    );
  const expiryNotices = (beneficiaryIds: string[]) =>
    t.database.db
      .select({ beneficiaryId: beneficiaryNotifications.beneficiaryId, params: beneficiaryNotifications.params })
      .from(beneficiaryNotifications)
      .where(
        and(
          inArray(beneficiaryNotifications.beneficiaryId, beneficiaryIds),
          eq(beneficiaryNotifications.kind, 'document_expired'),
        ),
      );
  const queuedRuns = () =>
    t.database.db
      .select({ runAfter: backgroundJobs.runAfter, singletonKey: backgroundJobs.singletonKey })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.queue, QUEUE), eq(backgroundJobs.status, 'queued')));

  it('marks documents expired the day after their expiry date in Kenya, tells each person once per type, and books the next run', async () => {
    const [amina, bol] = [await person(), await person()];
    const ids = {
      twoPassports: [
        await documentOf(amina, { expiryDate: '1990-03-09', status: 'verified' }),
        await documentOf(amina, { expiryDate: '1990-03-10', status: 'pending' }),
      ],
      card: await documentOf(amina, { expiryDate: '1990-03-10', documentType: 'refugee_card', status: 'pending' }),
      // Already waiting for a new file: it keeps its Re-upload button.
      rejected: await documentOf(amina, {
        expiryDate: '1990-03-01',
        documentType: 'medical_record',
        status: 'rejected',
      }),
      lastDay: await documentOf(bol, { expiryDate: '1990-03-11', status: 'verified' }),
      noDate: await documentOf(bol, { expiryDate: null, status: 'verified' }),
      alreadyExpired: await documentOf(bol, { expiryDate: '1990-03-01', status: 'expired' }),
    };
    const all = [...ids.twoPassports, ids.card, ids.rejected, ids.lastDay, ids.noDate, ids.alreadyExpired];

    // 00:05 on 11 March 1990 in Nairobi is 21:05 UTC on the 10th: a UTC clock would still say the 10th.
    now = new Date('1990-03-10T21:05:00Z');
    // A worker starting on a database with no run booked books one due now.
    await worker.bookSchedules();
    expect(await worker.runOne()).toBe(true);

    expect(await statuses(all)).toEqual({
      [ids.twoPassports[0]!]: 'expired',
      [ids.twoPassports[1]!]: 'expired',
      [ids.card]: 'expired',
      [ids.rejected]: 'rejected',
      [ids.lastDay]: 'verified',
      [ids.noDate]: 'verified',
      [ids.alreadyExpired]: 'expired',
    });
    const notices = await expiryNotices([amina, bol]);
    expect(notices).toHaveLength(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        { beneficiaryId: amina, params: { documentType: 'passport' } },
        { beneficiaryId: amina, params: { documentType: 'refugee_card' } },
      ]),
    );
    expect(await queuedRuns()).toEqual([
      { runAfter: new Date('1990-03-11T21:05:00Z'), singletonKey: scheduleKey(QUEUE) },
    ]);

    // The booked run, a day later, marks the documents whose last valid day was yesterday, and books the day after.
    now = new Date('1990-03-11T21:05:00Z');
    expect(await worker.runOne()).toBe(true);
    expect((await statuses([ids.lastDay]))[ids.lastDay]).toBe('expired');
    expect(await expiryNotices([amina, bol])).toHaveLength(3);
    expect(await queuedRuns()).toEqual([
      { runAfter: new Date('1990-03-12T21:05:00Z'), singletonKey: scheduleKey(QUEUE) },
    ]);

    // A worker starting with the next run booked (not yet due) books nothing twice; a second run the same day tells no one again.
    await t.database.db
      .update(backgroundJobs)
      .set({ runAfter: new Date('2999-01-01T00:00:00Z') })
      .where(eq(backgroundJobs.queue, QUEUE));
    await worker.bookSchedules();
    expect(await worker.runOne()).toBe(false);
    await documentExpiryHandler(t.database.db, () => now)({}, { jobId: 'again', attempt: 1, lastAttempt: false });
    expect(await expiryNotices([amina, bol])).toHaveLength(3);
    expect(await queuedRuns()).toEqual([
      { runAfter: new Date('2999-01-01T00:00:00Z'), singletonKey: scheduleKey(QUEUE) },
    ]);
  });
});
