import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { isPhoneCodeSmsKey } from '@domain/phone-verification';
import { beneficiaries, beneficiaryPreferences, smsBlockedNumbers, smsMessages } from '@server/db/schema';
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

/**
 * Why a queued message to a person must not go now, if it must not: they
 * turned SMS off (in Settings, or by replying STOP), or the number is no
 * longer one they proved theirs. A one-time code goes regardless: it is what
 * proves the number.
 */
async function refusalFor(db: Database, message: MessageRow): Promise<string | null> {
  if (!message.beneficiaryId || isPhoneCodeSmsKey(message.idempotencyKey)) return null;
  const [row] = await db
    .select({
      notifyBySms: beneficiaryPreferences.notifyBySms,
      phoneNumber: beneficiaries.phoneNumber,
      phoneVerifiedAt: beneficiaries.phoneVerifiedAt,
    })
    .from(beneficiaries)
    .leftJoin(beneficiaryPreferences, eq(beneficiaryPreferences.beneficiaryId, beneficiaries.id))
    .where(eq(beneficiaries.id, message.beneficiaryId))
    .limit(1);
  if (!row?.notifyBySms) return 'turned_off';
  if (row.phoneNumber !== message.toNumber || !row.phoneVerifiedAt) return 'unverified_number';
  return null;
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
    const refusal = await refusalFor(db, message);
    if (refusal) {
      await settle(db, messageId, { status: 'refused', failureCode: refusal });
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
