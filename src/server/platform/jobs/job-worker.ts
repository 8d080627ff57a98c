import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@server/db/client';
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

/**
 * Short jobs (a mail, a notification) take seconds; long ones (an import, a
 * duplicate scan) take minutes. Each lane has its own workers, so a mail never
 * waits behind a scan.
 */
export type JobLane = 'short' | 'long';
const JOB_LANES: readonly JobLane[] = ['short', 'long'];

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** Renews the lease at once; the worker also renews it on its own every heartbeat. */
  extendLease(): Promise<void>;
  /**
   * Aborted when this instance shuts down or the job is no longer its own. A long
   * job calls signal.throwIfAborted() at its safe points (between batches): the
   * job is then handed back to the queue, not failed. Absent when a test calls a handler directly.
   */
  signal?: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** After the last attempt failed, or its worker died on it: leaves the job's work in a state people can see and act on. */
export type FinalFailureHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface JobDefinition {
  /** 'long' unless declared: a job of unknown length must not hold up the short ones. */
  lane?: JobLane;
  /**
   * After the last attempt failed, or its worker died on it: leaves the work the
   * job was doing in a state people can see and act on.
   */
  onFinalFailure?: FinalFailureHandler;
}

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
}

interface Registered extends JobDefinition {
  handler: JobHandler;
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

  register(queue: string, handler: JobHandler, definition: JobDefinition = {}): this {
    this.queues.set(queue, { ...definition, handler });
    return this;
  }

  /** Starts each lane's workers polling. */
  start(): void {
    if (this.loops) return;
    this.stopping = new AbortController();
    const loops = JOB_LANES.flatMap((lane) =>
      Array.from({ length: this.options.concurrency?.[lane] ?? 1 }, () => this.poll(lane)),
    );
    this.loops = Promise.all(loops).then(() => undefined);
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
      .filter(([, definition]) => !lane || (definition.lane ?? 'long') === lane)
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
      extendLease: async () => void (await renewLease(this.db, job, this.leaseMs)),
      signal: controller.signal,
    };
    try {
      if (!registered) throw new Error(`no handler for queue ${job.queue}`);
      await registered.handler(job.payload, context);
      await completeJob(this.db, job);
    } catch (error) {
      if (controller.signal.aborted) {
        await handBackJob(this.db, job);
      } else {
        this.options.onError?.(error, job);
        const final = await recordJobFailure(this.db, job, describeFailure(error), this.retryBaseDelayMs);
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

  private async settleAbandoned(queues: string[]): Promise<void> {
    for (const job of await failAbandonedJobs(this.db, queues)) await this.finalFailure(job);
  }

  private async finalFailure(job: ClaimedJob): Promise<void> {
    try {
      await this.queues.get(job.queue)?.onFinalFailure?.(job.payload);
    } catch (error) {
      this.options.onError?.(error, job);
    }
  }
}
