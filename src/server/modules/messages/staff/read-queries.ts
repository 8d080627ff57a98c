import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageDirection } from '@domain/messages';
import type { StaffScope } from '@domain/organisations';
import { personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { beneficiaries } from '@server/db/schema';
import { toCount } from '@server/db/count';
import { rawRows } from '@server/db/raw-rows';

/*
 * The staff inbox: one row per conversation. A copy of a group message counts
 * once the person has answered it; until then it is the broadcast, not a
 * conversation anyone needs to look at.
 */
const person = alias(beneficiaries, 'b');

/** Only conversations with people in the staff member's scope. */
const conversations = (scope: StaffScope, unreadOnly: boolean) => sql`
  with stats as (
    select coalesce(thread_id, id) as conversation_id,
           max(created_at) as last_message_at,
           count(*) as messages,
           bool_or(direction = 'from_beneficiary' and not read_status) as unread
    from beneficiary_messages
    group by 1
  )
  select s.id, s.beneficiary_id, s.subject, stats.last_message_at, stats.messages, stats.unread
  from stats
  join beneficiary_messages s on s.id = stats.conversation_id
  join beneficiaries b on b.id = s.beneficiary_id
  where (s.broadcast_id is null or stats.messages > 1) and ${personInScope(scope, person)}
  ${unreadOnly ? sql`and stats.unread` : sql``}`;

interface InboxRow {
  id: string;
  beneficiary_id: string;
  subject: string;
  last_message_at: Date | string;
  messages: number | string;
  unread: boolean;
  first_name: string;
  last_name: string;
  latest_message: string;
  latest_direction: MessageDirection;
}

export async function listInbox(
  db: Database,
  scope: StaffScope,
  options: { unreadOnly: boolean; page: number; pageSize: number },
) {
  const rows = await rawRows<InboxRow>(
    db,
    sql`
    with inbox as (${conversations(scope, options.unreadOnly)})
    select inbox.*, b.first_name, b.last_name, latest.message as latest_message, latest.direction as latest_direction
    from inbox
    join beneficiaries b on b.id = inbox.beneficiary_id
    join lateral (
      select message, direction from beneficiary_messages l
      where l.beneficiary_id = inbox.beneficiary_id and (l.id = inbox.id or l.thread_id = inbox.id)
      order by l.created_at desc, l.id desc limit 1
    ) latest on true
    order by inbox.last_message_at desc, inbox.id desc
    limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
  );
  return rows.map((row) => ({ ...row, messages: toCount(row.messages), lastMessageAt: new Date(row.last_message_at) }));
}

export async function countInbox(db: Database, scope: StaffScope, unreadOnly: boolean) {
  const [row] = await rawRows<{ total: number | string; unread: number | string }>(
    db,
    sql`with inbox as (${conversations(scope, unreadOnly)}) select count(*) as total, count(*) filter (where unread) as unread from inbox`,
  );
  return { total: toCount(row?.total), unreadTotal: toCount(row?.unread) };
}

interface PersonMessageRow {
  id: string;
  conversation_id: string;
  subject: string;
  direction: MessageDirection;
  message: string;
  read_status: boolean;
  broadcast_id: string | null;
  created_at: Date | string;
  sender_first_name: string | null;
  sender_last_name: string | null;
}

/** A page of one person's conversations, most recently active first, each with every message oldest first. */
export async function personConversations(db: Database, beneficiaryId: string, page: number, pageSize: number) {
  const [counted] = await rawRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from beneficiary_messages where beneficiary_id = ${beneficiaryId} and thread_id is null`,
  );
  const rows = await rawRows<PersonMessageRow>(
    db,
    sql`
    with page as (
      select coalesce(thread_id, id) as conversation_id, max(created_at) as last_message_at
      from beneficiary_messages where beneficiary_id = ${beneficiaryId}
      group by 1
      order by 2 desc, 1 desc
      limit ${pageSize} offset ${(page - 1) * pageSize}
    )
    select m.id, page.conversation_id, m.subject, m.direction, m.message, m.read_status, m.broadcast_id, m.created_at,
           u.first_name as sender_first_name, u.last_name as sender_last_name
    from page
    join beneficiary_messages m on m.beneficiary_id = ${beneficiaryId} and (m.id = page.conversation_id or m.thread_id = page.conversation_id)
    left join users u on u.id = m.sender_user_id and m.direction = 'to_beneficiary'
    order by page.last_message_at desc, page.conversation_id desc, m.created_at asc, m.id asc`,
  );
  return { total: toCount(counted?.total), rows: rows.map((row) => ({ ...row, createdAt: new Date(row.created_at) })) };
}

/** One conversation (by its first message's id) with every message oldest first; empty when there is none. */
export async function oneConversation(db: Database, conversationId: string) {
  const rows = await rawRows<PersonMessageRow & { beneficiary_id: string }>(
    db,
    sql`
    select m.id, root.id as conversation_id, root.beneficiary_id, m.subject, m.direction, m.message, m.read_status, m.broadcast_id, m.created_at,
           u.first_name as sender_first_name, u.last_name as sender_last_name
    from beneficiary_messages root
    join beneficiary_messages m on m.beneficiary_id = root.beneficiary_id and (m.id = root.id or m.thread_id = root.id)
    left join users u on u.id = m.sender_user_id and m.direction = 'to_beneficiary'
    where root.id = ${conversationId} and root.thread_id is null
    order by m.created_at asc, m.id asc`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.created_at) }));
}
