import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { deliveryOutcome } from '@domain/sms-messages';
import { replyIntent } from '@domain/sms';
import type { Database } from '@server/db/client';
import { beneficiaries, beneficiaryPreferences, smsMessages } from '@server/db/schema';
import { recordAudit } from '@server/platform/audit-log';
import { blockNumber } from './send-job';

export interface DeliveryReport {
  providerMessageId: string;
  status: string;
  failureReason?: string;
}

/**
 * Applies one delivery report. A report for a message we never sent (another
 * app on the same account, a message already deleted) is ignored: the
 * gateway only needs to hear that it arrived.
 */
export async function applyDeliveryReport(db: Database, report: DeliveryReport): Promise<void> {
  const outcome = deliveryOutcome(report.status, report.failureReason);
  if (outcome.kind === 'in_transit') return;
  const [message] = await db
    .select({ id: smsMessages.id, toNumber: smsMessages.toNumber })
    .from(smsMessages)
    .where(eq(smsMessages.providerMessageId, report.providerMessageId))
    .limit(1);
  if (!message) return;
  const now = new Date();
  if (outcome.kind === 'delivered') {
    await db
      .update(smsMessages)
      .set({ status: 'delivered', deliveredAt: now, failureCode: null, updatedAt: now })
      .where(eq(smsMessages.id, message.id));
    return;
  }
  await db
    .update(smsMessages)
    .set({ status: 'failed', failureCode: outcome.failureCode, updatedAt: now })
    .where(eq(smsMessages.id, message.id));
  if (outcome.blockNumber) await blockNumber(db, message.toNumber, outcome.failureCode);
}

export interface IncomingReply {
  /** E.164, as the gateway gives it. */
  from: string;
  text: string;
}

/**
 * STOP (in any of the portal's languages) turns SMS off for every person with
 * that number; START turns it back on. Anything else is not for us to read.
 * The audit says who was changed and how, never what the reply said.
 */
export async function applyIncomingReply(db: Database, reply: IncomingReply): Promise<void> {
  const intent = replyIntent(reply.text);
  if (intent === 'other') return;
  const people = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(and(isNotNull(beneficiaries.phoneNumber), eq(beneficiaries.phoneNumber, reply.from)));
  if (people.length === 0) return;
  const notifyBySms = intent === 'start';
  await db.transaction(async (tx) => {
    await tx
      .insert(beneficiaryPreferences)
      .values(people.map((person) => ({ beneficiaryId: person.id, notifyBySms })))
      .onConflictDoUpdate({
        target: beneficiaryPreferences.beneficiaryId,
        set: { notifyBySms, updatedAt: sql`now()` },
      });
    // Messages still waiting are not sent after a STOP.
    if (!notifyBySms) {
      await tx
        .update(smsMessages)
        .set({ status: 'refused', failureCode: 'turned_off', updatedAt: new Date() })
        .where(
          and(
            eq(smsMessages.status, 'queued'),
            inArray(
              smsMessages.beneficiaryId,
              people.map((person) => person.id),
            ),
          ),
        );
    }
    for (const person of people) {
      await recordAudit(tx, {
        actorUserId: null,
        action: notifyBySms ? 'sms.opted_in_by_reply' : 'sms.opted_out_by_reply',
        targetType: 'beneficiary',
        targetId: person.id,
      });
    }
  });
}
