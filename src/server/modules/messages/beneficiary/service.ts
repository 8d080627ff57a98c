import type { CurrentUser } from '@domain/me';
import {
  messagePreview,
  type Conversation,
  type ConversationPage,
  type ReplyInput,
  type ThreadMessage,
} from '@domain/messages';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { loadOwnBeneficiary } from '@server/modules/registry';
import {
  countConversations,
  findOwnConversationStart,
  insertReply,
  listConversations,
  markConversationRead,
  threadMessages,
} from './queries';
import { isUuid } from '@domain/ids';
import { runOnce } from '@server/platform/idempotency';
import { requirePortal } from '@server/auth/guards';

const toThreadMessage = (row: {
  id: string;
  direction: ThreadMessage['direction'];
  message: string;
  createdAt: Date;
}): ThreadMessage => ({
  id: row.id,
  direction: row.direction,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Another person's conversation answers exactly like one that does not exist. */
async function loadOwnConversation(db: Database, beneficiaryId: string, id: string) {
  const start = isUuid(id) ? await findOwnConversationStart(db, beneficiaryId, id) : null;
  if (!start) throw new AppError('not_found', 'errors:notFound');
  return start;
}

/** The signed-in beneficiary's inbox; staff start conversations (a later issue). */
export async function listOwnConversations(
  db: Database,
  user: CurrentUser | null,
  query: { page: number; pageSize: number },
): Promise<ConversationPage> {
  const person = await loadOwnBeneficiary(db, user);
  const [rows, counts] = await Promise.all([
    listConversations(db, person.id, query.page, query.pageSize),
    countConversations(db, person.id),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      preview: messagePreview(row.preview),
      lastMessageAt: row.lastMessageAt.toISOString(),
      unread: row.unread,
      replies: row.replies,
    })),
    page: query.page,
    pageSize: query.pageSize,
    ...counts,
  };
}

/** Opening a conversation is reading it: staff's messages in it become read. */
export async function openOwnConversation(db: Database, user: CurrentUser | null, id: string): Promise<Conversation> {
  const person = await loadOwnBeneficiary(db, user);
  const start = await loadOwnConversation(db, person.id, id);
  await markConversationRead(db, person.id, start.id);
  const messages = await threadMessages(db, person.id, start.id);
  return { id: start.id, subject: start.subject, messages: messages.map(toThreadMessage) };
}

/** With an Idempotency-Key, a reply sent again (a retry, a send queued offline) answers the first, once. */
export async function replyToOwnConversation(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: ReplyInput,
  requestKey?: string,
): Promise<ThreadMessage> {
  const person = await loadOwnBeneficiary(db, user);
  const start = await loadOwnConversation(db, person.id, id);
  const request = {
    userId: requirePortal(user, 'beneficiary').id,
    scope: `message-reply:${start.id}`,
    key: requestKey,
  };
  return db.transaction((tx) =>
    runOnce(tx, request, async () => {
      const reply = await insertReply(tx, {
        beneficiaryId: person.id,
        threadId: start.id,
        subject: start.subject,
        message: input.message,
        senderUserId: person.userId,
      });
      return toThreadMessage(reply);
    }),
  );
}
