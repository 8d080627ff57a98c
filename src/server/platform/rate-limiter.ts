import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { secondsToWait, type SlowDownRule } from './slow-down';
import type { Database } from '@server/db/client';
import { rateLimitBuckets } from '@server/db/schema';

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Keys are hashed so that no e-mail address or IP is stored. */
export function bucketKey(scope: string, subject: string): string {
  return createHash('sha256').update(`${scope}\u0000${subject.toLowerCase()}`).digest('hex');
}

/**
 * Counters in PostgreSQL, shared by every app instance: fixed windows (one
 * atomic upsert per hit) and progressive slow-downs (a row lock per attempt).
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  async hit(scope: string, subject: string, rule: RateRule): Promise<RateDecision> {
    const key = bucketKey(scope, subject);
    const window = sql.raw(`interval '${Math.floor(rule.windowSeconds)} seconds'`);
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({ key, windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          hits: sql`case when ${rateLimitBuckets.windowStart} < now() - ${window} then 1 else ${rateLimitBuckets.hits} + 1 end`,
          windowStart: sql`case when ${rateLimitBuckets.windowStart} < now() - ${window} then now() else ${rateLimitBuckets.windowStart} end`,
        },
      })
      .returning({
        hits: rateLimitBuckets.hits,
        secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.windowStart} + ${window} - now())))::int`,
      });
    const hits = row?.hits ?? 1;
    return {
      allowed: hits <= rule.max,
      retryAfterSeconds: Math.max(1, Number(row?.secondsLeft ?? rule.windowSeconds)),
    };
  }

  /** Takes back one hit that turned out not to count (a sign-in that succeeded). */
  async refund(scope: string, subject: string): Promise<void> {
    await this.db
      .update(rateLimitBuckets)
      .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
      .where(eq(rateLimitBuckets.key, bucketKey(scope, subject)));
  }

  async forget(scope: string, subject: string): Promise<void> {
    await this.db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, bucketKey(scope, subject)));
  }

  /**
   * Lets an attempt go ahead unless the failures so far ask for a wait, and
   * counts it as a failure at once: many attempts sent together each see the
   * ones before them. The caller forgets the count when the attempt succeeds,
   * or refunds it when it neither succeeded nor failed. Here `hits` counts
   * failures and `window_start` is when the last one was.
   */
  async claimAttempt(scope: string, subject: string, rule: SlowDownRule): Promise<RateDecision> {
    const key = bucketKey(scope, subject);
    return this.db.transaction(async (tx) => {
      await tx
        .insert(rateLimitBuckets)
        .values({ key, windowStart: sql`now()`, hits: 0 })
        .onConflictDoNothing();
      const [row] = await tx
        .select({
          failures: rateLimitBuckets.hits,
          secondsSince: sql<number>`extract(epoch from (now() - ${rateLimitBuckets.windowStart}))::float8`,
        })
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, key))
        .for('update');
      const secondsSince = Number(row?.secondsSince ?? 0);
      const wait = secondsToWait(row?.failures ?? 0, secondsSince, rule);
      if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
      const failuresSoFar = secondsSince >= rule.forgetAfterSeconds ? 0 : (row?.failures ?? 0);
      await tx
        .update(rateLimitBuckets)
        .set({ hits: failuresSoFar + 1, windowStart: sql`now()` })
        .where(eq(rateLimitBuckets.key, key));
      return { allowed: true, retryAfterSeconds: 0 };
    });
  }
}

/** No window or slow-down lasts longer than this, so an older counter decides nothing. */
export const RATE_LIMIT_BUCKET_DAYS = 1;

/**
 * Forgets counters untouched for a day. A counter holds only a hash, but one row
 * per address and account that ever failed a sign-in would otherwise stay for good.
 */
export async function forgetOldRateLimitBuckets(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RATE_LIMIT_BUCKET_DAYS * 86_400_000);
  const gone = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStart, cutoff))
    .returning({ key: rateLimitBuckets.key });
  return gone.length;
}
