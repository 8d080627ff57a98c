import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import type { StaffConversation } from '@domain/staff-messages';
import { requirePortal } from '@server/auth/guards';
import { isPersonInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { oneConversation, personConversations } from './read-queries';
import { findPerson, markRepliesReadByStaff } from './send-queries';

export interface PersonConversationPage {
  items: StaffConversation[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * The person's page: their conversations with every message. Reading them
 * here is a staff read of the person's record (audited) and reads the replies on the page.
 */
export async function viewPersonMessages(
  db: Database,
  user: CurrentUser | null,
  beneficiaryId: string,
  query: { page: number; pageSize: number },
): Promise<PersonConversationPage> {
  const staff = requirePortal(user, 'staff');
  const person = isUuid(beneficiaryId) ? await findPerson(db, staffScope(staff), beneficiaryId) : null;
  if (!person) throw new AppError('not_found', 'errors:notFound');
  const { total, rows } = await personConversations(db, person.id, query.page, query.pageSize);
  await db.transaction(async (tx) => {
    // Only what this page shows is read: a reply in a conversation on a later page stays unread in the inbox.
    await markRepliesReadByStaff(tx, person.id, [...new Set(rows.map((row) => row.conversation_id))]);
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'beneficiary.messages.view',
      targetType: 'beneficiary',
      targetId: person.id,
    });
  });
  return { items: toConversations(rows), page: query.page, pageSize: query.pageSize, total };
}

type ConversationRow = Awaited<ReturnType<typeof personConversations>>['rows'][number];

/** Message rows, grouped by conversation in the order they come. */
function toConversations(rows: ConversationRow[]): StaffConversation[] {
  const byConversation = new Map<string, StaffConversation>();
  for (const row of rows) {
    let conversation = byConversation.get(row.conversation_id);
    if (!conversation) {
      conversation = { id: row.conversation_id, subject: row.subject, broadcast: false, messages: [] };
      byConversation.set(row.conversation_id, conversation);
    }
    if (row.id === row.conversation_id) conversation.broadcast = row.broadcast_id !== null;
    conversation.messages.push({
      id: row.id,
      direction: row.direction,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      senderName:
        row.sender_first_name === null ? null : `${row.sender_first_name} ${row.sender_last_name ?? ''}`.trim(),
      read: row.read_status,
    });
  }
  return [...byConversation.values()];
}

/**
 * One conversation, opened from the shared inbox: reads its replies and is
 * audited as a read of the person's record, like their page's list.
 */
export async function viewConversation(
  db: Database,
  user: CurrentUser | null,
  conversationId: string,
): Promise<StaffConversation> {
  const staff = requirePortal(user, 'staff');
  const rows = isUuid(conversationId) ? await oneConversation(db, conversationId) : [];
  const [conversation] = toConversations(rows);
  // A conversation with a person outside the scope is not found, as one that does not exist.
  if (!conversation || !(await isPersonInScope(db, staffScope(staff), rows[0]!.beneficiary_id)))
    throw new AppError('not_found', 'errors:notFound');
  const beneficiaryId = rows[0]!.beneficiary_id;
  await db.transaction(async (tx) => {
    await markRepliesReadByStaff(tx, beneficiaryId, [conversation.id]);
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'beneficiary.messages.view',
      targetType: 'beneficiary',
      targetId: beneficiaryId,
      details: { threadId: conversation.id },
    });
  });
  return conversation;
}
