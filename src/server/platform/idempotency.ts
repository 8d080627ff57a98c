import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { idempotentRequests } from '@server/db/schema';
import { AppError } from '@server/errors';

/**
 * How long a key is remembered. A client repeats a request within minutes (a
 * slow line, a second press), never days later; the stored answer may quote a
 * message to a person, so it is not kept beyond that.
 */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** What a client may send as Idempotency-Key: a UUID, or any short token of its own. */
const KEY_PATTERN = /^[\w-]{8,100}$/;

/** The request's Idempotency-Key header, checked; undefined when the client sent none. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw new AppError('validation', 'errors:idempotencyKeyInvalid');
  return key;
}

/**
 * Runs `work` once per key, inside the caller's transaction. The key is
 * claimed first: a repeat sent while the first is still running waits on the
 * claim, then finds the first's answer (or, if the first failed and rolled
 * back, claims the key itself). The answer is stored as JSON, so `work` must
 * answer plain data. Without a key, `work` simply runs.
 */
export async function runOnce<T>(
  tx: Database,
  request: { userId: string; scope: string; key: string | undefined },
  work: () => Promise<T>,
): Promise<T> {
  const { userId, scope, key } = request;
  if (!key) return work();
  const claimed = await tx
    .insert(idempotentRequests)
    .values({ userId, scope, key })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length === 0) {
    const [earlier] = await tx
      .select({ response: idempotentRequests.response })
      .from(idempotentRequests)
      .where(
        and(
          eq(idempotentRequests.userId, userId),
          eq(idempotentRequests.scope, scope),
          eq(idempotentRequests.key, key),
        ),
      );
    return earlier!.response as T;
  }
  const response = await work();
  await tx
    .update(idempotentRequests)
    .set({ response: sql`${JSON.stringify(response)}::jsonb` })
    .where(
      and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)),
    );
  return response;
}

/** Forgets the keys older than IDEMPOTENCY_KEY_DAYS (the nightly data-retention job); answers how many. */
export async function forgetOldIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000);
  const gone = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, cutoff))
    .returning({ key: idempotentRequests.key });
  return gone.length;
}
