import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backgroundJobs } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { defineJob } from './define-job';
import { enqueue } from './enqueue-job';
import { JobWorker, type JobContext } from './job-worker';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// A queue of each test's own: on a shared PostgreSQL other files' workers never see these jobs.
const queue = () => `test-${randomUUID()}`;
const rowsOf = (name: string) =>
  t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.queue, name)).orderBy(backgroundJobs.createdAt);

describe('a job definition', () => {
  const importJob = () =>
    defineJob({
      queue: queue(),
      lane: 'short',
      payload: z.object({ importId: z.guid(), pages: z.number().int().default(1) }),
      attempts: 2,
    });

  it('refuses, when it is enqueued, a payload that does not fit, and enqueues nothing', async () => {
    const definition = importJob();
    // @ts-expect-error: the payload's type comes from the definition
    await expect(enqueue(t.database.db, definition, { importId: 42 })).rejects.toThrow();
    await expect(enqueue(t.database.db, definition, { importId: 'not-an-id' })).rejects.toThrow();
    expect(await rowsOf(definition.queue)).toEqual([]);
  });

  it('hands its handler the parsed payload', async () => {
    const definition = importJob();
    const seen: unknown[] = [];
    const worker = new JobWorker(t.database.db).register(definition, async (payload) => void seen.push(payload));
    const importId = randomUUID();
    await enqueue(t.database.db, definition, { importId });
    await worker.drain();
    expect(seen).toEqual([{ importId, pages: 1 }]);
  });

  it('fails at once, never calling its handler, a stored payload that does not fit: the error names the field, not its value', async () => {
    const finals: unknown[] = [];
    const definition = defineJob({ ...importJob(), onFinalFailure: async (payload) => void finals.push(payload) });
    let runs = 0;
    const worker = new JobWorker(t.database.db, { retryBaseDelayMs: 0 }).register(definition, async () => {
      runs += 1;
    });
    // Written before the definition changed, or by hand.
    const [row] = await t.database.db
      .insert(backgroundJobs)
      .values({ queue: definition.queue, payload: { importId: 'KEN-DAD-2019-000001' }, maxAttempts: 2 })
      .returning();

    expect(await worker.drain()).toBe(1);
    expect(runs).toBe(0);
    expect(finals).toEqual([]);
    const [after] = await rowsOf(definition.queue);
    expect(after).toMatchObject({ id: row!.id, status: 'failed', attempts: 1, lastError: 'invalid payload: importId' });
  });

  it('gives the number of attempts: the row, the retries and the last attempt all follow it', async () => {
    const definition = importJob();
    const contexts: JobContext[] = [];
    const worker = new JobWorker(t.database.db, { retryBaseDelayMs: 0 }).register(
      definition,
      async (_payload, context) => {
        contexts.push(context);
        throw new Error('refused');
      },
    );
    const { id } = await enqueue(t.database.db, definition, { importId: randomUUID() });
    expect((await rowsOf(definition.queue))[0]).toMatchObject({ id, maxAttempts: 2 });

    expect(await worker.drain()).toBe(2);
    expect(contexts.map(({ attempt, lastAttempt }) => ({ attempt, lastAttempt }))).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: true },
    ]);
    expect((await rowsOf(definition.queue))[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('refuses attempts below one, and a schedule for a payload that needs fields', () => {
    expect(() => defineJob({ ...importJob(), attempts: 0 })).toThrow();
    expect(() => defineJob({ ...importJob(), schedule: { everyMinutes: 5 } })).toThrow();
  });
});

describe('a scheduled job, kept by the worker', () => {
  const at = new Date('2031-05-04T10:20:00Z');
  const hourly = (overrides: { attempts?: number } = {}) =>
    defineJob({
      queue: queue(),
      lane: 'long',
      payload: z.object({}),
      attempts: overrides.attempts ?? 1,
      schedule: { everyMinutes: 60 },
    });
  const queuedRuns = async (name: string) =>
    (await rowsOf(name)).filter((row) => row.status === 'queued').map((row) => row.runAfter.toISOString());

  it('is booked once, due now, however many workers start; runs once; and books the next slot', async () => {
    const definition = hourly();
    let runs = 0;
    const instances = [1, 2, 3].map(() =>
      new JobWorker(t.database.db, { clock: () => at }).register(definition, async () => {
        runs += 1;
      }),
    );

    await Promise.all(instances.map((worker) => worker.bookSchedules()));
    expect(await rowsOf(definition.queue)).toHaveLength(1);
    const ran = await Promise.all(instances.map((worker) => worker.runOne()));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await queuedRuns(definition.queue)).toEqual(['2031-05-04T11:00:00.000Z']);

    // Workers starting again find the run booked and book no other.
    await Promise.all(instances.map((worker) => worker.bookSchedules()));
    expect(await queuedRuns(definition.queue)).toEqual(['2031-05-04T11:00:00.000Z']);
  });

  it('is booked again after a run that failed for good', async () => {
    const definition = hourly({ attempts: 2 });
    const worker = new JobWorker(t.database.db, { clock: () => at, retryBaseDelayMs: 0 }).register(
      definition,
      async () => {
        throw new Error('the provider is down');
      },
    );
    await worker.bookSchedules();
    // The first failure is retried, not followed by a second booking.
    expect(await worker.runOne()).toBe(true);
    expect(await rowsOf(definition.queue)).toHaveLength(1);
    expect(await worker.runOne()).toBe(true);

    const rows = await rowsOf(definition.queue);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'queued']);
    expect(rows[1]!.runAfter.getTime()).toBe(Date.parse('2031-05-04T11:00:00Z'));
  });

  it('is booked again after its worker died on the last attempt', async () => {
    const definition = hourly();
    const { id } = await enqueue(t.database.db, definition, {});
    await t.database.db.execute(
      sql`update background_jobs set status = 'running', attempts = 1, lease_until = now() - interval '1 second', locked_by = 'dead-worker' where id = ${id}`,
    );
    const worker = new JobWorker(t.database.db, { clock: () => at }).register(definition, async () => undefined);
    expect(await worker.runOne()).toBe(false);
    expect((await rowsOf(definition.queue)).map((row) => row.status)).toEqual(['failed', 'queued']);
    expect(await queuedRuns(definition.queue)).toEqual(['2031-05-04T11:00:00.000Z']);
  });

  it('is booked again after a stored payload that does not fit', async () => {
    const definition = hourly();
    await t.database.db.insert(backgroundJobs).values({ queue: definition.queue, payload: [] as never });
    const worker = new JobWorker(t.database.db, { clock: () => at }).register(definition, async () => undefined);
    expect(await worker.runOne()).toBe(true);
    expect(await queuedRuns(definition.queue)).toEqual(['2031-05-04T11:00:00.000Z']);
  });

  it('runs daily at a Kenyan time, on the Kenyan day after the run', async () => {
    const definition = defineJob({ ...hourly(), schedule: { dailyAt: '02:00' } });
    // 23:30 on 3 May in UTC is 02:30 on the 4th in Kenya: the next run is 02:00 on the 5th.
    const worker = new JobWorker(t.database.db, { clock: () => new Date('2031-05-03T23:30:00Z') }).register(
      definition,
      async () => undefined,
    );
    await worker.bookSchedules();
    expect(await worker.runOne()).toBe(true);
    expect(await queuedRuns(definition.queue)).toEqual(['2031-05-04T23:00:00.000Z']);
  });

  it('runs an at-start job once each time a worker starts, and books nothing after it', async () => {
    const definition = defineJob({ ...hourly(), schedule: { atStart: true } });
    let runs = 0;
    const worker = new JobWorker(t.database.db).register(definition, async () => void (runs += 1));
    await Promise.all([worker.bookSchedules(), worker.bookSchedules()]);
    expect(await worker.drain()).toBe(1);
    await worker.bookSchedules();
    expect(await worker.drain()).toBe(1);
    expect(runs).toBe(2);
    expect(await queuedRuns(definition.queue)).toEqual([]);
  });
});
