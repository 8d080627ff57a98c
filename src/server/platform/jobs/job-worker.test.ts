import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job';
import { enqueue } from './enqueue-job';
import { JobWorker, type JobWorkerOptions } from './job-worker';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// A queue of each test's own: on a shared PostgreSQL other files' workers never see these jobs.
const testJob = (definition: Partial<JobDefinition> = {}) =>
  defineJob({
    queue: `test-${randomUUID()}`,
    lane: 'long',
    payload: z.record(z.string(), z.unknown()),
    attempts: 3,
    ...definition,
  });
const jobRow = async (id: string) =>
  (await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0]!;

describe('durable background jobs', () => {
  it('runs a queued job once with its payload and marks it completed', async () => {
    const job = testJob();
    const seen: unknown[] = [];
    const worker = new JobWorker(t.database.db).register(job, async (payload) => {
      seen.push(payload);
    });
    const { id } = await enqueue(t.database.db, job, { importId: 'abc' });

    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([{ importId: 'abc' }]);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('retries a failing job later and marks it failed after its last attempt', async () => {
    const job = testJob({ attempts: 2 });
    const worker = new JobWorker(t.database.db, { retryBaseDelayMs: 0 }).register(job, async () => {
      throw new Error('provider unreachable');
    });
    const { id } = await enqueue(t.database.db, job, {});

    await worker.runOne();
    // The error's kind only: a message may quote personal data.
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error' });
    await worker.runOne();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await worker.runOne()).toBe(false);
  });

  it('waits for run_after before running a job', async () => {
    const job = testJob();
    const worker = new JobWorker(t.database.db).register(job, async () => undefined);
    await enqueue(t.database.db, job, {}, { runAfter: new Date(Date.now() + 60_000) });
    expect(await worker.drain()).toBe(0);
  });

  it('takes over a job whose worker died mid-run (a server restart) once its lease has run out', async () => {
    const job = testJob();
    const { id } = await enqueue(t.database.db, job, {});
    // The first process claimed the job and then died without finishing it.
    await t.database.db.execute(
      sql`update background_jobs set status = 'running', attempts = 1, lease_until = now() - interval '1 second', locked_by = 'dead-worker' where id = ${id}`,
    );
    let runs = 0;
    const restarted = new JobWorker(t.database.db).register(job, async () => {
      runs += 1;
    });

    expect(await restarted.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('marks failed, rather than retrying forever, a job whose worker died on its last attempt', async () => {
    const job = testJob({ attempts: 1 });
    const { id } = await enqueue(t.database.db, job, {});
    await t.database.db.execute(
      sql`update background_jobs set status = 'running', attempts = 1, lease_until = now() - interval '1 second', locked_by = 'dead-worker' where id = ${id}`,
    );
    let runs = 0;
    const worker = new JobWorker(t.database.db).register(job, async () => {
      runs += 1;
    });

    expect(await worker.drain()).toBe(0);
    expect(runs).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'failed' });
  });

  it('leaves a running job alone while its lease holds', async () => {
    const job = testJob();
    const { id } = await enqueue(t.database.db, job, {});
    const other = new JobWorker(t.database.db).register(job, async () => undefined);
    const worker = new JobWorker(t.database.db, { leaseMs: 60_000 }).register(job, async () => {
      expect(await other.runOne()).toBe(false);
    });

    expect(await worker.runOne()).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('keeps one queued or running job per singleton key', async () => {
    const job = testJob();
    const key = `scan-${randomUUID()}`;
    const first = await enqueue(t.database.db, job, {}, { singletonKey: key });
    const second = await enqueue(t.database.db, job, {}, { singletonKey: key });
    expect(second).toEqual({ id: first.id, created: false });

    await new JobWorker(t.database.db).register(job, async () => undefined).drain();
    const afterwards = await enqueue(t.database.db, job, {}, { singletonKey: key });
    expect(afterwards.created).toBe(true);
  });

  it('starts polling on start() and finishes the job in hand on stop()', async () => {
    const job = testJob();
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const worker = new JobWorker(t.database.db, { pollIntervalMs: 20 }).register(job, async () => done());
    worker.start();
    const { id } = await enqueue(t.database.db, job, {});
    await finished;
    await worker.stop();
    expect((await jobRow(id)).status).toBe('completed');
  });

  it('keeps the lease short and renews it from a timer, so a long step never lets another worker in', async () => {
    const job = testJob();
    const { id } = await enqueue(t.database.db, job, {});
    const other = new JobWorker(t.database.db).register(job, async () => undefined);
    let leaseSeconds = 0;
    let takenByOther = true;
    const worker = new JobWorker(t.database.db, { leaseMs: 1000, heartbeatMs: 100 }).register(job, async () => {
      const [row] = await t.database.db
        .execute(
          sql`select extract(epoch from lease_until - now())::float as seconds from background_jobs where id = ${id}`,
        )
        .then((result) => (result as unknown as { rows: { seconds: number }[] }).rows);
      leaseSeconds = row!.seconds;
      // One awaited step twice as long as the lease.
      await sleep(2000);
      takenByOther = await other.runOne();
    });

    expect(await worker.runOne()).toBe(true);
    expect(leaseSeconds).toBeLessThan(2);
    expect(takenByOther).toBe(false);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('leases a job for tens of seconds by default, not minutes', async () => {
    const job = testJob();
    const { id } = await enqueue(t.database.db, job, {});
    let leaseSeconds = 0;
    await new JobWorker(t.database.db)
      .register(job, async () => {
        const [row] = await t.database.db
          .execute(
            sql`select extract(epoch from lease_until - now())::float as seconds from background_jobs where id = ${id}`,
          )
          .then((result) => (result as unknown as { rows: { seconds: number }[] }).rows);
        leaseSeconds = row!.seconds;
      })
      .runOne();
    expect(leaseSeconds).toBeGreaterThan(10);
    expect(leaseSeconds).toBeLessThanOrEqual(60);
  });

  it("runs the definition's final-failure step after the last attempt fails and when its worker died on the last attempt", async () => {
    const finals: unknown[] = [];
    const job = testJob({ attempts: 2, onFinalFailure: async (payload) => void finals.push(payload) });
    const worker = new JobWorker(t.database.db, { retryBaseDelayMs: 0 }).register(job, async () => {
      throw new Error('refused');
    });
    await enqueue(t.database.db, job, { n: 1 });
    await worker.drain();
    expect(finals).toEqual([{ n: 1 }]);

    const { id } = await enqueue(t.database.db, { ...job, attempts: 1 }, { n: 2 });
    await t.database.db.execute(
      sql`update background_jobs set status = 'running', attempts = 1, lease_until = now() - interval '1 second', locked_by = 'dead-worker' where id = ${id}`,
    );
    expect(await worker.drain()).toBe(0);
    expect(finals).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'failed' });
  });
});

describe('lanes and shutdown', () => {
  const started = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((done) => (resolve = done));
    return { promise, resolve };
  };
  const polling: JobWorkerOptions = { pollIntervalMs: 20 };

  it('runs a short job at once while a long one holds the worker', async () => {
    const long = testJob({ lane: 'long' });
    const short = testJob({ lane: 'short' });
    const longRunning = started<void>();
    const releaseLong = started<void>();
    const shortDone = started<number>();
    const worker = new JobWorker(t.database.db, polling)
      .register(long, async () => {
        longRunning.resolve();
        await releaseLong.promise;
      })
      .register(short, async () => shortDone.resolve(Date.now()));
    worker.start();
    try {
      await enqueue(t.database.db, long, {});
      await longRunning.promise;
      const enqueuedAt = Date.now();
      await enqueue(t.database.db, short, {});
      const doneAt = await Promise.race([shortDone.promise, sleep(5000).then(() => Infinity)]);
      expect(doneAt - enqueuedAt).toBeLessThan(2000);
    } finally {
      releaseLong.resolve();
      await worker.stop();
    }
  });

  it('on stop() takes no new job, returns within its bound, and hands the job in hand back to the next worker', async () => {
    const job = testJob();
    const shortJob = testJob({ lane: 'short' });
    const running = started<void>();
    const never = started<void>();
    let runs = 0;
    const worker = new JobWorker(t.database.db, { ...polling, stopTimeoutMs: 300 })
      .register(job, async () => {
        runs += 1;
        running.resolve();
        // A step that does not look at the stop signal and outlasts the bound.
        await never.promise;
      })
      .register(shortJob, async () => void (runs += 1));
    const { id } = await enqueue(t.database.db, job, {});
    worker.start();
    await running.promise;
    const queued = await Promise.all([1, 2, 3].map(() => enqueue(t.database.db, job, {})));

    const stopping = Date.now();
    const stopped = worker.stop();
    // Due the moment stop() was called: the short lane, idle, must not take it.
    const late = await enqueue(t.database.db, shortJob, {});
    await stopped;
    expect(Date.now() - stopping).toBeLessThan(1500);
    await sleep(100);
    expect(runs).toBe(1);
    for (const waiting of [...queued, late])
      expect(await jobRow(waiting.id)).toMatchObject({ status: 'queued', attempts: 0 });
    // Handed back, due now, and its attempt not counted: stopping is not failing.
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    let successorRuns = 0;
    const successor = new JobWorker(t.database.db)
      .register(job, async () => void (successorRuns += 1))
      .register(shortJob, async () => undefined);
    expect(await successor.drain()).toBe(5);
    expect(successorRuns).toBe(4);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 1 });
    never.resolve();
  });

  it('asks the job in hand to stop: one that stops at its next safe point is handed back at once', async () => {
    const job = testJob();
    const running = started<void>();
    const worker = new JobWorker(t.database.db, { ...polling, stopTimeoutMs: 10_000 }).register(
      job,
      async (_payload, context) => {
        running.resolve();
        for (;;) {
          context.signal?.throwIfAborted();
          await sleep(10);
        }
      },
    );
    const { id } = await enqueue(t.database.db, job, {});
    worker.start();
    await running.promise;
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(3000);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
  });
});
