import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { Database } from '@server/db/client';
import { payloadProblem, type JobDefinition, type JobLane, type PayloadSchema } from './define-job';
import {
  claimJob,
  completeJob,
  describeFailure,
  failAbandonedJobs,
  handBackJob,
  recordJobFailure,
  renewLease,
  type ClaimedJob,
  type HeldJob,
} from './job-leases';
import { bookMissingRun, bookNextRun } from './job-schedule';

const JOB_LANES: readonly JobLane[] = ['short', 'long'];

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** This run is the definition's last attempt: what it leaves undone stays undone. */
  lastAttempt: boolean;
  /**
   * Aborted when this instance shuts down or the job is no longer its own. A long
   * job calls signal.throwIfAborted() at its safe points (between batches): the
   * job is then handed back to the queue, not failed. Absent when a test calls a handler directly.
   * The lease needs nothing from the job: the worker renews it from a timer.
   */
  signal?: AbortSignal;
}

export type JobHandler<Payload = Record<string, unknown>> = (payload: Payload, context: JobContext) => Promise<void>;

export interface JobWorkerOptions {
  /** How often an idle worker looks for work. */
  pollIntervalMs?: number;
  /** How long a claimed job stays ours without a heartbeat; after that another worker may take it. */
  leaseMs?: number;
  /** How often a running job's lease is renewed (a third of the lease unless set). */
  heartbeatMs?: number;
  /** Delay before retry n is 2^(n-1) times this. */
  retryBaseDelayMs?: number;
  /** Jobs of each lane run at once in this instance (1 each unless set). */
  concurrency?: Partial<Record<JobLane, number>>;
  /** How long stop() waits for the jobs in hand before handing them back. */
  stopTimeoutMs?: number;
  onError?: (error: unknown, job: { id: string; queue: string }) => void;
  /** The time next runs of schedules are worked out from (tests set it). */
  clock?: () => Date;
}

/** A definition with its handler; payloads go in unparsed and are parsed here, against the definition. */
interface Registered {
  definition: JobDefinition;
  run(payload: unknown, context: JobContext): Promise<void>;
  finalFailure(payload: unknown): Promise<void>;
}

/** Thrown for a stored payload that does not fit its definition: the job fails at once, its handler never called. */
class InvalidPayloadError extends Error {
  override name = 'InvalidPayloadError';
}

const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_STOP_TIMEOUT_MS = 10_000;

/**
 * Runs the jobs of the registered queues. Every app instance may run a worker:
 * claims skip rows another transaction holds, and a job whose worker died is
 * claimed again once its lease runs out, which the heartbeat keeps short.
 */
export class JobWorker {
  private readonly queues = new Map<string, Registered>();
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly retryBaseDelayMs: number;
  private readonly stopTimeoutMs: number;
  /** The jobs running now, each with the controller that asks it to stop. */
  private readonly inHand = new Map<string, { job: HeldJob; controller: AbortController }>();
  private loops: Promise<void> | null = null;
  private stopping = new AbortController();

  constructor(
    private readonly db: Database,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(this.leaseMs / 3));
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 30_000;
    this.stopTimeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  }

  register<Schema extends PayloadSchema>(
    definition: JobDefinition<Schema>,
    handler: JobHandler<z.output<Schema>>,
  ): this {
    const parse = (payload: unknown) => {
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw new InvalidPayloadError(payloadProblem(parsed.error));
      return parsed.data;
    };
    this.queues.set(definition.queue, {
      definition: definition as unknown as JobDefinition,
      run: (payload, context) => handler(parse(payload), context),
      finalFailure: async (payload) => {
        const parsed = definition.payload.safeParse(payload);
        // A payload that does not fit says nothing about which work to mark.
        if (parsed.success) await definition.onFinalFailure?.(parsed.data, this.db);
      },
    });
    return this;
  }

  /** Books the schedules' runs, then starts each lane's workers polling. */
  start(): void {
    if (this.loops) return;
    this.stopping = new AbortController();
    const loops = JOB_LANES.flatMap((lane) =>
      Array.from({ length: this.options.concurrency?.[lane] ?? 1 }, () => this.poll(lane)),
    );
    this.loops = Promise.all([this.bookSchedules(), ...loops]).then(() => undefined);
  }

  /**
   * What a worker does at start for the registered schedules: books a run of
   * each that has none (see bookMissingRun). Instances starting together land
   * on the same booking (its singleton key).
   */
  async bookSchedules(): Promise<void> {
    for (const { definition } of this.queues.values()) {
      try {
        await bookMissingRun(this.db, definition);
      } catch (error) {
        this.options.onError?.(error, { id: '-', queue: definition.queue });
      }
    }
  }

  /**
   * Takes no new job from now on, asks the jobs in hand to stop, and waits for
   * them at most stopTimeoutMs; a job still running then is handed back to the
   * queue, for this instance's successor or another instance.
   */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const { controller } of this.inHand.values()) controller.abort(new Error('the worker is stopping'));
    const loops = this.loops;
    this.loops = null;
    if (!loops) return;
    await Promise.race([loops, sleep(this.stopTimeoutMs, undefined, { ref: false })]);
    await Promise.allSettled([...this.inHand.values()].map(({ job }) => handBackJob(this.db, job)));
  }

  /** Runs queued jobs (of one lane, or of any), one at a time, until none is due; tests and one-off scripts call this instead of start(). */
  async drain(lane?: JobLane): Promise<number> {
    let ran = 0;
    while (await this.runOne(lane)) ran += 1;
    return ran;
  }

  /** Claims and runs one due job (of one lane, or of any); false when there was none. `stopping`: the poller's stop signal. */
  async runOne(lane?: JobLane, stopping?: AbortSignal): Promise<boolean> {
    const queues = [...this.queues]
      .filter(([, registered]) => !lane || registered.definition.lane === lane)
      .map(([queue]) => queue);
    if (queues.length === 0) return false;
    await this.settleAbandoned(queues);
    const job = await claimJob(this.db, queues, randomUUID(), this.leaseMs);
    if (!job) return false;
    // stop() was called while this claim was on its way: the job goes back untouched.
    if (stopping?.aborted) await handBackJob(this.db, job);
    else await this.run(job);
    return true;
  }

  private async poll(lane: JobLane): Promise<void> {
    const stopping = this.stopping.signal;
    while (!stopping.aborted) {
      let ran = false;
      try {
        ran = await this.runOne(lane, stopping);
      } catch (error) {
        this.options.onError?.(error, { id: '-', queue: '-' });
      }
      if (!ran) await sleep(this.pollIntervalMs, undefined, { signal: stopping, ref: false }).catch(() => undefined);
    }
  }

  private async run(job: HeldJob): Promise<void> {
    const registered = this.queues.get(job.queue);
    const controller = new AbortController();
    this.inHand.set(job.id, { job, controller });
    // From a timer, not between the job's steps: one long statement must not let the lease lapse.
    const heartbeat = setInterval(() => void this.heartbeat(job, controller), this.heartbeatMs);
    heartbeat.unref();
    const context: JobContext = {
      jobId: job.id,
      attempt: job.attempts,
      lastAttempt: job.attempts >= job.max_attempts,
      signal: controller.signal,
    };
    try {
      if (!registered) throw new Error(`no handler for queue ${job.queue}`);
      await registered.run(job.payload, context);
      await this.settle(job, (tx) => completeJob(tx, job));
    } catch (error) {
      if (controller.signal.aborted) {
        await handBackJob(this.db, job);
      } else {
        this.options.onError?.(error, job);
        const invalid = error instanceof InvalidPayloadError;
        const failure = invalid ? error.message : describeFailure(error);
        const final = await this.settle(job, (tx) =>
          recordJobFailure(tx, job, failure, this.retryBaseDelayMs, invalid),
        );
        if (final) await this.finalFailure(job);
      }
    } finally {
      clearInterval(heartbeat);
      this.inHand.delete(job.id);
    }
  }

  private async heartbeat(job: HeldJob, controller: AbortController): Promise<void> {
    try {
      // Another worker took the job over (this one was cut off for longer than the lease): stop duplicating its work.
      if (!(await renewLease(this.db, job, this.leaseMs))) controller.abort(new Error('the job is no longer ours'));
    } catch (error) {
      // The next beat tries again; the lease outlasts a few missed beats.
      this.options.onError?.(error, job);
    }
  }

  /**
   * Ends a run (`end` answers whether it was the last one) and, in the same
   * transaction, books a scheduled job's next run: no instance starting
   * meanwhile can find the schedule without a run and book a second one.
   */
  private async settle(job: ClaimedJob, end: (db: Database) => Promise<boolean>): Promise<boolean> {
    const definition = this.queues.get(job.queue)?.definition;
    if (!definition?.schedule || 'atStart' in definition.schedule) return end(this.db);
    return this.db.transaction(async (tx) => {
      const ended = await end(tx);
      if (ended) await bookNextRun(tx, definition, this.now());
      return ended;
    });
  }

  /**
   * Outside a transaction, unlike settle(): this runs at every poll and almost
   * always finds nothing. An instance starting in between books a run due now,
   * and the booking here then finds it: the schedule's next run is early, never doubled.
   */
  private async settleAbandoned(queues: string[]): Promise<void> {
    for (const job of await failAbandonedJobs(this.db, queues)) {
      const definition = this.queues.get(job.queue)?.definition;
      try {
        if (definition) await bookNextRun(this.db, definition, this.now());
      } finally {
        await this.finalFailure(job);
      }
    }
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date();
  }

  private async finalFailure(job: ClaimedJob): Promise<void> {
    try {
      await this.queues.get(job.queue)?.finalFailure(job.payload);
    } catch (error) {
      this.options.onError?.(error, job);
    }
  }
}
