import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { rawRows } from '@server/db/raw-rows';
import { messageBroadcastSms, organisationSmsCeilings } from '@server/db/schema';

export interface SmsRecipient {
  beneficiaryId: string;
  phoneNumber: string;
  language: string;
}

/**
 * Of the people a subquery names (a `beneficiary_id` column), those who may get
 * a group text: a number they proved is theirs, SMS turned on in Settings with
 * message updates (a STOP reply turns SMS off), and a number the network has
 * not refused. One per number: people sharing a phone get one text, not several.
 */
function textableSql(recipients: SQLWrapper): SQL {
  return sql`select distinct on (b.phone_number) b.id as beneficiary_id, b.phone_number, p.language
    from (${recipients}) as recipients
    join beneficiaries b on b.id = recipients.beneficiary_id
    join beneficiary_preferences p on p.beneficiary_id = b.id
    where b.phone_number is not null
      and b.phone_verified_at is not null
      and p.notify_by_sms and p.sms_message_updates
      and not exists (select 1 from sms_blocked_numbers blocked where blocked.to_number = b.phone_number)
    order by b.phone_number, b.id`;
}

export async function countTextable(db: Database, recipients: SQLWrapper): Promise<number> {
  const [row] = await rawRows<{ total: unknown }>(
    db,
    sql`select count(*) as total from (${textableSql(recipients)}) t`,
  );
  return toCount(row?.total);
}

/** The textable people among those a broadcast wrote to. */
export async function textableOfBroadcast(db: Database, broadcastId: string): Promise<SmsRecipient[]> {
  const rows = await rawRows<{ beneficiary_id: string; phone_number: string; language: string }>(
    db,
    textableSql(sql`select beneficiary_id from beneficiary_messages where broadcast_id = ${broadcastId}`),
  );
  return rows.map((row) => ({
    beneficiaryId: row.beneficiary_id,
    phoneNumber: row.phone_number,
    language: row.language,
  }));
}

/**
 * The organisation's ceiling, null when none is set. `lock` holds the row until
 * the transaction ends: a second send waits here and then sees the first's spending.
 */
export async function findCeiling(db: Database, organisationCode: string, lock = false): Promise<number | null> {
  const query = db
    .select({ kes: organisationSmsCeilings.dailyCeilingKes })
    .from(organisationSmsCeilings)
    .where(eq(organisationSmsCeilings.organisationCode, organisationCode));
  const [row] = await (lock ? query.for('update') : query);
  return row?.kes ?? null;
}

export async function spentOnDayCents(db: Database, organisationCode: string, kenyaDay: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql`coalesce(sum(${messageBroadcastSms.estimatedCostCents}), 0)` })
    .from(messageBroadcastSms)
    .where(and(eq(messageBroadcastSms.organisationCode, organisationCode), eq(messageBroadcastSms.kenyaDay, kenyaDay)));
  return toCount(row?.cents);
}

export async function insertBroadcastSms(db: Database, values: typeof messageBroadcastSms.$inferInsert) {
  await db.insert(messageBroadcastSms).values(values);
}

export async function saveCeiling(db: Database, organisationCode: string, kes: number | null, userId: string) {
  if (kes === null) {
    await db.delete(organisationSmsCeilings).where(eq(organisationSmsCeilings.organisationCode, organisationCode));
    return;
  }
  await db
    .insert(organisationSmsCeilings)
    .values({ organisationCode, dailyCeilingKes: kes, updatedByUserId: userId })
    .onConflictDoUpdate({
      target: organisationSmsCeilings.organisationCode,
      set: { dailyCeilingKes: kes, updatedByUserId: userId, updatedAt: sql`now()` },
    });
}

/**
 * A person who gets the group text needs no "you have a message" text too: the
 * notices this transaction queued to the numbers just texted are withdrawn.
 * created_at = now() is this transaction's start, so older notices are untouched.
 */
export async function withdrawNoticeTexts(db: Database, broadcastId: string): Promise<void> {
  await db.execute(sql`update sms_messages set status = 'refused', failure_code = 'sent_as_group_text', updated_at = now()
    where status = 'queued' and created_at = now() and idempotency_key like 'notification:%'
      and to_number in (select to_number from sms_messages where idempotency_key like ${`group-sms:${broadcastId}:%`})`);
}
