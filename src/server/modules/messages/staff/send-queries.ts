import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import type { GroupAudience } from '@domain/staff-messages';
import { personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { beneficiaries, beneficiaryMessages, messageBroadcasts } from '@server/db/schema';
import { audienceRecipients } from './audience-queries';

const m = beneficiaryMessages;

export interface StaffMessageValues {
  subject: string;
  message: string;
  senderUserId: string;
}

/** The person, when in the staff member's scope (else null, as for one who does not exist). */
export async function findPerson(db: Database, scope: StaffScope, beneficiaryId: string) {
  const [row] = await db
    .select({ id: beneficiaries.id, mergedIntoId: beneficiaries.mergedIntoId })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, beneficiaryId), personInScope(scope)))
    .limit(1)
    .for('share');
  return row ?? null;
}

/** A new conversation with one person: its first message. */
export async function insertConversation(db: Database, beneficiaryId: string, values: StaffMessageValues) {
  const [row] = await db
    .insert(m)
    .values({ beneficiaryId, direction: 'to_beneficiary', ...values })
    .returning({ id: m.id });
  return row!.id;
}

export async function insertBroadcast(
  db: Database,
  audience: { audienceType: GroupAudience['type']; audienceRef: string },
  values: StaffMessageValues,
) {
  const [row] = await db
    .insert(messageBroadcasts)
    .values({ ...audience, ...values })
    .returning({ id: messageBroadcasts.id });
  return row!.id;
}

/** One conversation per recipient in one statement; answers who got one. */
export async function insertBroadcastConversations(
  db: Database,
  broadcastId: string,
  scope: StaffScope,
  audience: GroupAudience,
  values: StaffMessageValues,
) {
  const recipients = audienceRecipients(db, scope, audience);
  const rows = await rawRows<{ beneficiary_id: string }>(
    db,
    sql`insert into beneficiary_messages (beneficiary_id, direction, sender_user_id, subject, message, broadcast_id)
        select recipients.beneficiary_id, 'to_beneficiary', ${values.senderUserId}, ${values.subject}, ${values.message}, ${broadcastId}
        from (${recipients}) as recipients
        returning beneficiary_id`,
  );
  return rows.map((row) => row.beneficiary_id);
}

export async function setBroadcastRecipientCount(db: Database, broadcastId: string, recipientCount: number) {
  await db.update(messageBroadcasts).set({ recipientCount }).where(eq(messageBroadcasts.id, broadcastId));
}

/** The first message of a conversation with a person in the staff member's scope. */
export async function findConversationStart(db: Database, scope: StaffScope, id: string) {
  const [row] = await db
    .select({ id: m.id, beneficiaryId: m.beneficiaryId, subject: m.subject })
    .from(m)
    .innerJoin(beneficiaries, eq(beneficiaries.id, m.beneficiaryId))
    .where(and(eq(m.id, id), isNull(m.threadId), personInScope(scope)))
    .limit(1);
  return row ?? null;
}

export async function insertStaffReply(
  db: Database,
  start: { id: string; beneficiaryId: string; subject: string },
  message: string,
  senderUserId: string,
) {
  const [row] = await db
    .insert(m)
    .values({
      beneficiaryId: start.beneficiaryId,
      threadId: start.id,
      direction: 'to_beneficiary',
      subject: start.subject,
      message,
      senderUserId,
    })
    .returning({
      id: m.id,
      direction: m.direction,
      message: m.message,
      createdAt: m.createdAt,
      readStatus: m.readStatus,
    });
  return row!;
}

/** Staff read the person's replies in the conversations they were shown (a page of them, or the one they answered). */
export async function markRepliesReadByStaff(db: Database, beneficiaryId: string, conversationIds: string[]) {
  if (conversationIds.length === 0) return;
  await db
    .update(m)
    .set({ readStatus: true })
    .where(
      and(
        eq(m.beneficiaryId, beneficiaryId),
        eq(m.direction, 'from_beneficiary'),
        eq(m.readStatus, false),
        inArray(m.threadId, conversationIds),
      ),
    );
}
