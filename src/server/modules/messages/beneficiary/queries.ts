import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaryMessages } from '@server/db/schema';

const m = beneficiaryMessages;
/** A message's conversation: its thread, or itself when it starts one. */
const conversationOf = sql<string>`coalesce(${m.threadId}, ${m.id})`;
const unreadForPerson = sql<boolean>`bool_or(${m.direction} = 'to_beneficiary' and not ${m.readStatus})`;

/** Per conversation of one person: latest activity, anything unread, number of replies. */
function conversationStats(db: Database, beneficiaryId: string) {
  return db
    .select({
      conversationId: conversationOf.as('conversation_id'),
      lastMessageAt: sql<Date>`max(${m.createdAt})`.mapWith(m.createdAt).as('last_message_at'),
      unread: unreadForPerson.as('unread'),
      replies: sql<number>`count(*) - 1`.as('replies'),
    })
    .from(m)
    .where(eq(m.beneficiaryId, beneficiaryId))
    .groupBy(conversationOf)
    .as('stats');
}

/** Unread conversations first, then the most recently active. */
export async function listConversations(db: Database, beneficiaryId: string, page: number, pageSize: number) {
  const stats = conversationStats(db, beneficiaryId);
  const latest = alias(beneficiaryMessages, 'latest');
  const preview = sql<string>`(${db
    .select({ message: latest.message })
    .from(latest)
    .where(and(eq(latest.beneficiaryId, m.beneficiaryId), or(eq(latest.id, m.id), eq(latest.threadId, m.id))))
    .orderBy(desc(latest.createdAt), desc(latest.id))
    .limit(1)})`;
  const rows = await db
    .select({
      id: m.id,
      subject: m.subject,
      preview,
      lastMessageAt: stats.lastMessageAt,
      unread: stats.unread,
      replies: stats.replies,
    })
    .from(m)
    .innerJoin(stats, eq(stats.conversationId, m.id))
    .where(and(eq(m.beneficiaryId, beneficiaryId), isNull(m.threadId)))
    .orderBy(desc(stats.unread), desc(stats.lastMessageAt), desc(m.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((row) => ({
    ...row,
    unread: Boolean(row.unread),
    replies: toCount(row.replies),
  }));
}

export async function countConversations(db: Database, beneficiaryId: string) {
  const stats = conversationStats(db, beneficiaryId);
  const [[all], [unread]] = await Promise.all([
    db.select({ total: count() }).from(stats),
    db.select({ total: count() }).from(stats).where(eq(stats.unread, true)),
  ]);
  return { total: toCount(all?.total), unreadTotal: toCount(unread?.total) };
}

/** The first message of one of the person's conversations; null for anyone else's or a reply's id. */
export async function findOwnConversationStart(db: Database, beneficiaryId: string, id: string) {
  const [row] = await db
    .select()
    .from(m)
    .where(and(eq(m.id, id), eq(m.beneficiaryId, beneficiaryId), isNull(m.threadId)))
    .limit(1);
  return row ?? null;
}

export function threadMessages(db: Database, beneficiaryId: string, conversationId: string) {
  return db
    .select({ id: m.id, direction: m.direction, message: m.message, createdAt: m.createdAt })
    .from(m)
    .where(and(eq(m.beneficiaryId, beneficiaryId), or(eq(m.id, conversationId), eq(m.threadId, conversationId))))
    .orderBy(asc(m.createdAt), asc(m.id));
}

/** Opening a conversation reads everything staff wrote in it; the person's own replies are never unread to them. */
export async function markConversationRead(db: Database, beneficiaryId: string, conversationId: string) {
  await db
    .update(m)
    .set({ readStatus: true })
    .where(
      and(
        eq(m.beneficiaryId, beneficiaryId),
        eq(m.direction, 'to_beneficiary'),
        eq(m.readStatus, false),
        or(eq(m.id, conversationId), eq(m.threadId, conversationId)),
      ),
    );
}

export async function insertReply(
  db: Database,
  values: { beneficiaryId: string; threadId: string; subject: string; message: string; senderUserId: string | null },
) {
  // read_status is the recipient's: a reply stays unread until staff open it.
  const [row] = await db
    .insert(m)
    .values({ ...values, direction: 'from_beneficiary' })
    .returning({ id: m.id, direction: m.direction, message: m.message, createdAt: m.createdAt });
  return row!;
}
