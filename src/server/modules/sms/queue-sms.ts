import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { smsSize } from '@domain/sms';
import type { Database } from '@server/db/client';
import { smsBlockedNumbers, smsMessages } from '@server/db/schema';
import { defineJob } from '@server/platform/jobs/define-job';
import { enqueue } from '@server/platform/jobs/enqueue-job';

export const SMS_SEND_JOB = defineJob({
  queue: 'sms-send',
  // One request to the gateway: it must never wait behind an import or a scan.
  lane: 'short',
  payload: z.object({ messageId: z.guid() }),
  // With the worker's backoff, the last try is some minutes after the first: a gateway hiccup passes, an empty account does not.
  attempts: 5,
  onFinalFailure: async ({ messageId }, db) => {
    // The last attempt threw before the gateway answered: the message is not coming, and says so.
    await db
      .update(smsMessages)
      .set({ status: 'failed', failureCode: 'gave_up', updatedAt: new Date() })
      .where(and(eq(smsMessages.id, messageId), eq(smsMessages.status, 'queued')));
  },
});

export interface NewSms {
  /** One notice to one person: queueing the same key again changes nothing. */
  idempotencyKey: string;
  beneficiaryId: string | null;
  /** E.164. */
  to: string;
  language: string;
  text: string;
}

export type QueueSmsOutcome = 'queued' | 'already_queued' | 'blocked_number';

export async function isBlockedNumber(db: Database, toNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ toNumber: smsBlockedNumbers.toNumber })
    .from(smsBlockedNumbers)
    .where(eq(smsBlockedNumbers.toNumber, toNumber))
    .limit(1);
  return row !== undefined;
}

/**
 * Queues a text message and the job that sends it. Call it inside the
 * transaction of the change it tells about: the message and its job commit
 * with it, or not at all. A number the network refused is not queued to.
 */
export async function queueSms(db: Database, sms: NewSms): Promise<QueueSmsOutcome> {
  if (await isBlockedNumber(db, sms.to)) return 'blocked_number';
  const [row] = await db
    .insert(smsMessages)
    .values({
      idempotencyKey: sms.idempotencyKey,
      beneficiaryId: sms.beneficiaryId,
      toNumber: sms.to,
      language: sms.language,
      body: sms.text,
      parts: smsSize(sms.text).parts,
    })
    .onConflictDoNothing({ target: smsMessages.idempotencyKey })
    .returning({ id: smsMessages.id });
  if (!row) return 'already_queued';
  await enqueue(db, SMS_SEND_JOB, { messageId: row.id }, { singletonKey: `sms-send:${row.id}` });
  return 'queued';
}
