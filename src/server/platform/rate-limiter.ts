import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitBuckets } from '../db/schema';

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL: one atomic upsert per hit, shared by
 * every app instance. Keys are hashed so that no e-mail address or IP is stored.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  async hit(scope: string, subject: string, rule: RateRule): Promise<RateDecision> {
    const key = createHash('sha256').update(`${scope}\u0000${subject.toLowerCase()}`).digest('hex');
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
    return { allowed: hits <= rule.max, retryAfterSeconds: Math.max(1, Number(row?.secondsLeft ?? rule.windowSeconds)) };
  }
}
