import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_RETENTION_DAYS } from '@domain/import-templates';
import { backgroundJobs, idempotentRequests, imports, rateLimitBuckets } from '@server/db/schema';
import { IDEMPOTENCY_KEY_DAYS } from '@server/platform/idempotency';
import { COMPLETED_JOB_DAYS } from '@server/platform/jobs/completed-jobs';
import { enqueue } from '@server/platform/jobs/enqueue-job';
import { nextScheduledRun } from '@server/platform/jobs/job-schedule';
import { JobWorker } from '@server/platform/jobs/job-worker';
import { bucketKey, RATE_LIMIT_BUCKET_DAYS } from '@server/platform/rate-limiter';
import { createFileStorage } from '@server/platform/storage/create-file-storage';
import { UNFINISHED_UPLOAD_STALE_MS, type FileStorage } from '@server/platform/storage/file-storage';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { applyRetentionRules, DATA_RETENTION_JOB, dataRetentionHandler } from './nightly-job';

const DAY_MS = 86_400_000;

let t: TestApp;
let storage: FileStorage;
let officer: BuiltUser;

beforeAll(async () => {
  // The rules look at every upload and key in the database: a database of its own.
  t = await createTestApp({ ownDatabase: true });
  storage = await createFileStorage(t.config);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
});
afterAll(async () => t.close());

/** A validated upload, stored, as if uploaded `days` before `now`. */
async function uploadFrom(now: Date, days: number) {
  const storageKey = `imports/${randomUUID()}`;
  await storage.put(storageKey, Buffer.from('progres_id,first_name\r\n'));
  const [row] = await t.database.db
    .insert(imports)
    .values({
      type: 'beneficiaries',
      fileName: 'list.csv',
      storageKey,
      fileSize: 23,
      format: 'csv',
      status: 'completed',
      createdAt: new Date(now.getTime() - days * DAY_MS),
    })
    .returning({ id: imports.id });
  return row!.id;
}

async function keyFrom(now: Date, days: number) {
  const key = randomUUID();
  await t.database.db.insert(idempotentRequests).values({
    userId: officer.userId,
    scope: 'staff-messages.send',
    key,
    response: { id: 'x' },
    createdAt: new Date(now.getTime() - days * DAY_MS),
  });
  return key;
}

const nextDataRetentionRun = (now: Date) => nextScheduledRun(DATA_RETENTION_JOB.schedule!, now)!;

describe('the nightly data-retention job', () => {
  it('runs at 02:00 in Kenya on the next day', () => {
    expect(nextDataRetentionRun(new Date('2026-11-22T20:59:00Z')).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    // 00:30 in Kenya on the 23rd: the run now is that day's, the next is the 24th's.
    expect(nextDataRetentionRun(new Date('2026-11-22T21:30:00Z')).toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });

  it('purges old uploads, forgets old idempotency keys, keeps what is recent, and books its next run once', async () => {
    const now = new Date();
    const uploads = {
      old: await uploadFrom(now, IMPORT_RETENTION_DAYS + 1),
      recent: await uploadFrom(now, IMPORT_RETENTION_DAYS - 1),
    };
    const keys = { old: await keyFrom(now, IDEMPOTENCY_KEY_DAYS + 1), recent: await keyFrom(now, 1) };
    // A queue of this test's own: the worker books the next run there.
    const definition = { ...DATA_RETENTION_JOB, queue: `${DATA_RETENTION_JOB.queue}.test-${randomUUID()}` };
    const queue = definition.queue;
    const nightly = new JobWorker(t.database.db, { clock: () => now }).register(
      definition,
      dataRetentionHandler(t.database.db, storage, () => now),
    );
    await enqueue(t.database.db, definition, {});
    expect(await nightly.runOne()).toBe(true);

    const purgedAt = async (id: string) =>
      (await t.database.db.select({ purgedAt: imports.purgedAt }).from(imports).where(eq(imports.id, id)))[0]!.purgedAt;
    expect(await purgedAt(uploads.old)).not.toBeNull();
    expect(await purgedAt(uploads.recent)).toBeNull();
    const remembered = await t.database.db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.userId, officer.userId));
    expect(remembered.map((row) => row.key)).toEqual([keys.recent]);

    const booked = await t.database.db
      .select({ runAfter: backgroundJobs.runAfter })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.queue, queue), eq(backgroundJobs.status, 'queued')));
    expect(booked.map((job) => job.runAfter.toISOString())).toEqual([nextDataRetentionRun(now).toISOString()]);
  });

  it('removes the parts of uploads a crash cut off, and leaves a part still being written', async () => {
    const now = new Date();
    const parts = path.join(t.config.filesDir, '.tmp');
    await fs.mkdir(parts, { recursive: true });
    const [dead, live] = [path.join(parts, randomUUID()), path.join(parts, randomUUID())];
    await Promise.all([fs.writeFile(dead, 'first_name,phone\r\nAmina,0712'), fs.writeFile(live, '%PDF-1.7 arriving')]);
    const lastWritten = new Date(now.getTime() - UNFINISHED_UPLOAD_STALE_MS - 60_000);
    await fs.utimes(dead, lastWritten, lastWritten);

    const report = await applyRetentionRules(t.database.db, storage, now);
    expect(report.unfinishedUploadsRemoved).toBe(1);
    expect(await fs.readdir(parts)).toEqual([path.basename(live)]);
  });

  it('forgets rate-limit counters untouched for a day, and keeps the ones still counting', async () => {
    const now = new Date();
    const counters = { old: bucketKey('test:sign-in', randomUUID()), recent: bucketKey('test:sign-in', randomUUID()) };
    await t.database.db.insert(rateLimitBuckets).values([
      { key: counters.old, windowStart: new Date(now.getTime() - RATE_LIMIT_BUCKET_DAYS * DAY_MS - 60_000), hits: 7 },
      { key: counters.recent, windowStart: new Date(now.getTime() - 60_000), hits: 3 },
    ]);

    const report = await applyRetentionRules(t.database.db, storage, now);
    expect(report.rateLimitCountersForgotten).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(left.map((row) => row.key)).toContain(counters.recent);
    expect(left.map((row) => row.key)).not.toContain(counters.old);
  });

  it('forgets jobs completed longer ago than their retention period, and keeps failed ones', async () => {
    const now = new Date();
    const finishedAt = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const queue = `retention-test-${randomUUID()}`;
    await t.database.db.insert(backgroundJobs).values([
      { queue, payload: { n: 'old' }, status: 'completed', finishedAt: finishedAt(COMPLETED_JOB_DAYS + 1) },
      { queue, payload: { n: 'recent' }, status: 'completed', finishedAt: finishedAt(COMPLETED_JOB_DAYS - 1) },
      { queue, payload: { n: 'failed' }, status: 'failed', finishedAt: finishedAt(COMPLETED_JOB_DAYS + 1) },
    ]);

    const report = await applyRetentionRules(t.database.db, storage, now);
    expect(report.completedJobsForgotten).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ payload: backgroundJobs.payload })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.queue, queue));
    expect(left.map((row) => row.payload.n).sort()).toEqual(['failed', 'recent']);
  });
});
