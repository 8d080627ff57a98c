import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** Long jobs call this between batches: it keeps the lease, so no other worker takes the job over. */
  extendLease(): Promise<void>;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

interface ClaimedJob {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export interface JobWorkerOptions {
  /** How often an idle worker looks for work. */
  pollIntervalMs?: number;
  /** How long a claimed job stays ours without extendLease; after that another worker may take it. */
  leaseMs?: number;
  /** Delay before retry n is 2^(n-1) times this. */
  retryBaseDelayMs?: number;
  onError?: (error: unknown, job: { id: string; queue: string }) => void;
}

/**
 * Runs the jobs of the registered queues, one at a time per worker. Every app
 * instance may run a worker: claims skip rows another transaction holds, and a
 * job whose worker died is claimed again once its lease runs out.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workerId = randomUUID();
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly retryBaseDelayMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 30_000;
  }

  register(queue: string, handler: JobHandler): this {
    this.handlers.set(queue, handler);
    return this;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Waits for the job in hand to finish; nothing new is claimed after this is called. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs queued jobs until none is due; tests and one-off scripts call this instead of start(). */
  async drain(): Promise<number> {
    let ran = 0;
    while (await this.runOne()) ran += 1;
    return ran;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(
          () => undefined,
          (error: unknown) => this.options.onError?.(error, { id: '-', queue: '-' }),
        )
        .finally(() => this.schedule(this.pollIntervalMs));
    }, delayMs);
    this.timer.unref();
  }

  /** Claims and runs one due job; false when there was none. */
  async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const handler = this.handlers.get(job.queue);
    const context: JobContext = { jobId: job.id, attempt: job.attempts, extendLease: () => this.extendLease(job.id) };
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job.payload, context);
      // Only while the job is still ours: a worker whose lease lapsed must not overwrite its successor's state.
      await this.db.execute(
        sql`update background_jobs set status = 'completed', finished_at = now(), lease_until = null where id = ${job.id} and locked_by = ${this.workerId}`,
      );
    } catch (error) {
      this.options.onError?.(error, job);
      await this.recordFailure(job, error);
    }
    return true;
  }

  private async claim(): Promise<ClaimedJob | null> {
    const queues = [...this.handlers.keys()];
    if (queues.length === 0) return null;
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    await this.failAbandonedJobs();
    // A running job past its lease belongs to a worker that died: it is due again.
    const [claimed] = await rawRows<ClaimedJob>(
      this.db,
      sql`
      update background_jobs set status = 'running', attempts = attempts + 1, lease_until = ${leaseUntil}, locked_by = ${this.workerId}
      where id = (
        select id from background_jobs
        where queue in (${sql.join(queues.map((queue) => sql`${queue}`), sql`, `)})
          and ((status = 'queued' and run_after <= now()) or (status = 'running' and lease_until < now() and attempts < max_attempts))
        order by run_after
        for update skip locked
        limit 1
      )
      returning id, queue, payload, attempts, max_attempts`,
    );
    return claimed ?? null;
  }

  /**
   * A job whose worker died on its last attempt (say the job itself brought the
   * process down) is not taken over again: it is marked failed.
   */
  private async failAbandonedJobs(): Promise<void> {
    await this.db.execute(sql`
      update background_jobs set status = 'failed', last_error = 'abandoned: its worker stopped on the last attempt', finished_at = now(), lease_until = null
      where status = 'running' and lease_until < now() and attempts >= max_attempts`);
  }

  private async extendLease(jobId: string): Promise<void> {
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    await this.db.execute(sql`update background_jobs set lease_until = ${leaseUntil} where id = ${jobId} and locked_by = ${this.workerId}`);
  }

  private async recordFailure(job: ClaimedJob, error: unknown): Promise<void> {
    // An error's message may quote a row's values (a ProGres ID in a unique violation): keep its kind only.
    const message = describeFailure(error);
    if (job.attempts >= job.max_attempts) {
      await this.db.execute(
        sql`update background_jobs set status = 'failed', last_error = ${message}, finished_at = now(), lease_until = null
            where id = ${job.id} and locked_by = ${this.workerId}`,
      );
      return;
    }
    const retryAt = new Date(Date.now() + this.retryBaseDelayMs * 2 ** (job.attempts - 1));
    await this.db.execute(
      sql`update background_jobs set status = 'queued', last_error = ${message}, run_after = ${retryAt}, lease_until = null
          where id = ${job.id} and locked_by = ${this.workerId}`,
    );
  }
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'non-error thrown';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} (${code})` : error.name;
}
