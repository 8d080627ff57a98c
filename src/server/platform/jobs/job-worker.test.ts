import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { enqueueJob } from './enqueue-job';
import { JobWorker } from './job-worker';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// A queue of each test's own: on a shared PostgreSQL other files' workers never see these jobs.
const newQueue = () => `test-${randomUUID()}`;
const jobRow = async (id: string) => (await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0]!;

describe('durable background jobs', () => {
  it('runs a queued job once with its payload and marks it completed', async () => {
    const queue = newQueue();
    const seen: unknown[] = [];
    const worker = new JobWorker(t.database.db).register(queue, async (payload) => {
      seen.push(payload);
    });
    const { id } = await enqueueJob(t.database.db, { queue, payload: { importId: 'abc' } });

    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([{ importId: 'abc' }]);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('retries a failing job later and marks it failed after its last attempt', async () => {
    const queue = newQueue();
    const worker = new JobWorker(t.database.db, { retryBaseDelayMs: 0 }).register(queue, async () => {
      throw new Error('provider unreachable');
    });
    const { id } = await enqueueJob(t.database.db, { queue, payload: {}, maxAttempts: 2 });

    await worker.runOne();
    // The error's kind only: a message may quote personal data.
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error' });
    await worker.runOne();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await worker.runOne()).toBe(false);
  });

  it('waits for run_after before running a job', async () => {
    const queue = newQueue();
    const worker = new JobWorker(t.database.db).register(queue, async () => undefined);
    await enqueueJob(t.database.db, { queue, payload: {}, runAfter: new Date(Date.now() + 60_000) });
    expect(await worker.drain()).toBe(0);
  });

  it('takes over a job whose worker died mid-run (a server restart) once its lease has run out', async () => {
    const queue = newQueue();
    const { id } = await enqueueJob(t.database.db, { queue, payload: {} });
    // The first process claimed the job and then died without finishing it.
    await t.database.db.execute(
      sql`update background_jobs set status = 'running', attempts = 1, lease_until = now() - interval '1 second', locked_by = 'dead-worker' where id = ${id}`,
    );
    let runs = 0;
    const restarted = new JobWorker(t.database.db).register(queue, async () => {
      runs += 1;
    });

    expect(await restarted.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('marks failed, rather than retrying forever, a job whose worker died on its last attempt', async () => {
    const queue = newQueue();
    const { id } = await enqueueJob(t.database.db, { queue, payload: {}, maxAttempts: 1 });
    await t.database.db.execute(
      sql`update background_jobs set status = 'running', attempts = 1, lease_until = now() - interval '1 second', locked_by = 'dead-worker' where id = ${id}`,
    );
    let runs = 0;
    const worker = new JobWorker(t.database.db).register(queue, async () => {
      runs += 1;
    });

    expect(await worker.drain()).toBe(0);
    expect(runs).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'failed' });
  });

  it('leaves a running job alone while its lease holds, and extendLease keeps it', async () => {
    const queue = newQueue();
    const { id } = await enqueueJob(t.database.db, { queue, payload: {} });
    const other = new JobWorker(t.database.db).register(queue, async () => undefined);
    const worker = new JobWorker(t.database.db, { leaseMs: 60_000 }).register(queue, async (_payload, context) => {
      await context.extendLease();
      expect(await other.runOne()).toBe(false);
    });

    expect(await worker.runOne()).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('keeps one queued or running job per singleton key', async () => {
    const queue = newQueue();
    const key = `scan-${randomUUID()}`;
    const first = await enqueueJob(t.database.db, { queue, payload: {}, singletonKey: key });
    const second = await enqueueJob(t.database.db, { queue, payload: {}, singletonKey: key });
    expect(second).toEqual({ id: first.id, created: false });

    await new JobWorker(t.database.db).register(queue, async () => undefined).drain();
    const afterwards = await enqueueJob(t.database.db, { queue, payload: {}, singletonKey: key });
    expect(afterwards.created).toBe(true);
  });

  it('starts polling on start() and finishes the job in hand on stop()', async () => {
    const queue = newQueue();
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const worker = new JobWorker(t.database.db, { pollIntervalMs: 20 }).register(queue, async () => done());
    worker.start();
    const { id } = await enqueueJob(t.database.db, { queue, payload: {} });
    await finished;
    await worker.stop();
    expect((await jobRow(id)).status).toBe('completed');
  });
});
