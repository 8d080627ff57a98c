import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { beneficiaryPreferences, smsBlockedNumbers, smsMessages } from '@server/db/schema';
import type { JobPayload } from '@server/platform/jobs/define-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import type { SmsGateway, SmsSendResult } from '@server/platform/sms/sms-gateway';
import { isBlockedNumber, type SMS_SEND_JOB } from './queue-sms';

type MessageRow = typeof smsMessages.$inferSelect;

/**
 * Takes the message for this run: only a queued one, and only once. It is
 * marked sent before the gateway is asked, so a crash in between loses one
 * message (the notice is still in the portal) rather than sending two.
 */
async function claimQueued(db: Database, messageId: string): Promise<MessageRow | null> {
  const [row] = await db
    .update(smsMessages)
    .set({ status: 'sent', attempts: sql`${smsMessages.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(smsMessages.id, messageId), eq(smsMessages.status, 'queued')))
    .returning();
  return row ?? null;
}

async function settle(db: Database, messageId: string, values: Partial<MessageRow>): Promise<void> {
  await db
    .update(smsMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(smsMessages.id, messageId));
}

/** The person turned SMS off (in Settings, or by replying STOP) after the message was queued. */
async function turnedOff(db: Database, beneficiaryId: string | null): Promise<boolean> {
  if (!beneficiaryId) return false;
  const [row] = await db
    .select({ notifyBySms: beneficiaryPreferences.notifyBySms })
    .from(beneficiaryPreferences)
    .where(eq(beneficiaryPreferences.beneficiaryId, beneficiaryId))
    .limit(1);
  return !row?.notifyBySms;
}

export async function blockNumber(db: Database, toNumber: string, reason: string): Promise<void> {
  await db.insert(smsBlockedNumbers).values({ toNumber, reason }).onConflictDoNothing();
}

/**
 * Sends one queued message through the gateway and writes what it answered:
 * sent (with its id and cost), refused (and the number blocked), or, when
 * trying again could help, queued again for the worker's next attempt.
 */
export function smsSendJob(db: Database, gateway: SmsGateway): JobHandler<JobPayload<typeof SMS_SEND_JOB>> {
  return async ({ messageId }, context) => {
    const message = await claimQueued(db, messageId);
    if (!message) return;
    if (await isBlockedNumber(db, message.toNumber)) {
      await settle(db, messageId, { status: 'refused', failureCode: 'blocked_number' });
      return;
    }
    if (await turnedOff(db, message.beneficiaryId)) {
      await settle(db, messageId, { status: 'refused', failureCode: 'turned_off' });
      return;
    }
    // An adapter that throws (the outbox's database, say) is one more reason worth trying again, not a stuck message.
    const answer = await gateway
      .send({ to: message.toNumber, text: message.body })
      .catch((): SmsSendResult => ({ outcome: 'unavailable', reason: 'gateway_error' }));
    if (answer.outcome === 'accepted') {
      await settle(db, messageId, {
        providerMessageId: answer.providerMessageId,
        costCents: answer.costKes === null ? null : Math.round(answer.costKes * 100),
        failureCode: null,
        sentAt: new Date(),
      });
      return;
    }
    if (answer.outcome === 'refused') {
      await settle(db, messageId, { status: 'refused', failureCode: answer.refusal });
      await blockNumber(db, message.toNumber, answer.refusal);
      return;
    }
    const last = context.lastAttempt;
    await settle(db, messageId, { status: last ? 'failed' : 'queued', failureCode: answer.reason });
    if (!last) throw new Error(`sms not sent: ${answer.reason}`);
  };
}
