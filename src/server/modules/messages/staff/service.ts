import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { messagePreview, type ReplyInput } from '@domain/messages';
import {
  broadcastAudience,
  isGroupAudience,
  type GroupAudience,
  type MessageAudience,
  type SentMessage,
  type StaffInboxPage,
  type StaffThreadMessage,
} from '@domain/staff-messages';
import type { StaffScope } from '@domain/organisations';
import { centsToKes, type ComposeStaffMessageInput } from '@domain/group-sms';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { runOnce } from '@server/platform/idempotency';
import { notifyBeneficiaries, notifyBeneficiary } from '@server/modules/notifications';
import { audienceExists, countAudience } from './audience-queries';
import { checkGroupSms, textBroadcast } from './group-sms';
import { withdrawNoticeTexts } from './group-sms-queries';
import { countInbox, listInbox } from './read-queries';
import {
  findConversationStart,
  findPerson,
  insertBroadcast,
  insertBroadcastConversations,
  insertConversation,
  insertStaffReply,
  markRepliesReadByStaff,
  setBroadcastRecipientCount,
} from './send-queries';

const notFound = () => new AppError('not_found', 'errors:notFound');

/**
 * The one person a message names: unknown or outside the scope answers 404; a merged record is refused
 * (write to the kept one).
 */
async function loadRecipient(db: Database, scope: StaffScope, beneficiaryId: string) {
  const person = isUuid(beneficiaryId) ? await findPerson(db, scope, beneficiaryId) : null;
  if (!person) throw notFound();
  if (person.mergedIntoId) throw new AppError('conflict', 'errors:staffMessages.personMerged');
  return person;
}

/** A group outside the sender's scope (a camp not among their places, another organisation's project) is not found. */
export async function checkGroup(db: Database, scope: StaffScope, audience: GroupAudience) {
  if (audience.type === 'project' && !isUuid(audience.projectId)) throw notFound();
  if (!(await audienceExists(db, scope, audience))) throw notFound();
}

/** "This goes to 1,234 people": what staff see before they send. */
export async function previewAudience(
  db: Database,
  user: CurrentUser | null,
  audience: MessageAudience,
): Promise<{ recipients: number }> {
  const scope = staffScope(requirePortal(user, 'staff'));
  if (!isGroupAudience(audience)) {
    await loadRecipient(db, scope, audience.beneficiaryId);
    return { recipients: 1 };
  }
  await checkGroup(db, scope, audience);
  return { recipients: await countAudience(db, scope, audience) };
}

/**
 * Sends a new message: one conversation for one person, or a broadcast with a
 * conversation per recipient. Messages, notifications and the audit entry
 * commit together; an empty group sends nothing. With an Idempotency-Key, a
 * request sent again (a retry after a timeout on a slow line) answers the
 * first send instead of writing to everyone twice. A group message can go by
 * SMS too (group-sms.ts), within the organisation's daily ceiling.
 */
export async function sendStaffMessage(
  db: Database,
  user: CurrentUser | null,
  input: ComposeStaffMessageInput,
  requestKey?: string,
  smsPricePerPartKes = 0,
): Promise<SentMessage & { texts?: number }> {
  const staff = requirePortal(user, 'staff');
  const scope = staffScope(staff);
  const values = { subject: input.subject, message: input.message, senderUserId: staff.id };
  const { audience } = input;
  const request = { userId: staff.id, scope: 'staff-message', key: requestKey };
  if (input.sms && !isGroupAudience(audience)) throw new AppError('bad_request', 'errors:staffMessages.smsGroupOnly');
  if (!isGroupAudience(audience)) {
    return db.transaction((tx) =>
      runOnce(tx, request, async () => {
        // Inside the transaction, and held: a merge of this record waits until the message is in.
        const person = await loadRecipient(tx, scope, audience.beneficiaryId);
        const threadId = await insertConversation(tx, person.id, values);
        await notifyBeneficiary(tx, { beneficiaryId: person.id, kind: 'message_received' });
        await recordAudit(tx, {
          actorUserId: staff.id,
          action: 'message.send',
          targetType: 'beneficiary',
          targetId: person.id,
          details: { threadId },
        });
        return { threadId, broadcastId: null, recipients: 1 };
      }),
    );
  }
  await checkGroup(db, scope, audience);
  const smsOrganisation = input.sms ? await checkGroupSms(db, scope, audience, input.message) : null;
  return db.transaction((tx) =>
    runOnce(tx, request, async () => {
      const group = broadcastAudience(audience);
      const broadcastId = await insertBroadcast(tx, group, values);
      const recipients = await insertBroadcastConversations(tx, broadcastId, scope, audience, values);
      if (recipients.length === 0) throw new AppError('conflict', 'errors:staffMessages.emptyAudience');
      await setBroadcastRecipientCount(tx, broadcastId, recipients.length);
      const texted = smsOrganisation
        ? await textBroadcast(tx, {
            organisation: smsOrganisation,
            broadcastId,
            message: input.message,
            pricePerPartKes: smsPricePerPartKes,
          })
        : null;
      await notifyBeneficiaries(
        tx,
        recipients.map((beneficiaryId) => ({ beneficiaryId, kind: 'message_received' as const })),
      );
      if (texted) await withdrawNoticeTexts(tx, broadcastId);
      // Counts only: who was texted, and at which number, stays in sms_messages.
      const sms = texted ? { texts: texted.texts, smsCostKes: centsToKes(texted.costCents) } : {};
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'message.broadcast',
        targetType: 'message_broadcast',
        targetId: broadcastId,
        details: { ...group, recipients: recipients.length, ...sms },
      });
      return { threadId: null, broadcastId, recipients: recipients.length, ...(texted ? { texts: texted.texts } : {}) };
    }),
  );
}

/** Staff answer in a conversation; answering is reading the person's replies in it. */
export async function replyAsStaff(
  db: Database,
  user: CurrentUser | null,
  threadId: string,
  input: ReplyInput,
): Promise<StaffThreadMessage> {
  const staff = requirePortal(user, 'staff');
  const start = isUuid(threadId) ? await findConversationStart(db, staffScope(staff), threadId) : null;
  if (!start) throw notFound();
  const reply = await db.transaction(async (tx) => {
    const row = await insertStaffReply(tx, start, input.message, staff.id);
    await markRepliesReadByStaff(tx, start.beneficiaryId, [start.id]);
    await notifyBeneficiary(tx, { beneficiaryId: start.beneficiaryId, kind: 'message_received' });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'message.reply',
      targetType: 'beneficiary',
      targetId: start.beneficiaryId,
      details: { threadId: start.id },
    });
    return row;
  });
  return {
    id: reply.id,
    direction: reply.direction,
    message: reply.message,
    createdAt: reply.createdAt.toISOString(),
    senderName: `${staff.firstName} ${staff.lastName}`.trim(),
    read: reply.readStatus,
  };
}

export async function staffInbox(
  db: Database,
  user: CurrentUser | null,
  query: { unread?: boolean; page: number; pageSize: number },
): Promise<StaffInboxPage> {
  const scope = staffScope(requirePortal(user, 'staff'));
  const unreadOnly = query.unread === true;
  const [rows, counts] = await Promise.all([
    listInbox(db, scope, { unreadOnly, page: query.page, pageSize: query.pageSize }),
    countInbox(db, scope, unreadOnly),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      beneficiaryId: row.beneficiary_id,
      personName: `${row.first_name} ${row.last_name}`.trim(),
      subject: row.subject,
      preview: messagePreview(row.latest_message),
      lastMessageAt: row.lastMessageAt.toISOString(),
      lastDirection: row.latest_direction,
      unread: Boolean(row.unread),
      messages: row.messages,
    })),
    page: query.page,
    pageSize: query.pageSize,
    ...counts,
  };
}
