import * as z from 'zod/mini';
import { CAMPS } from './beneficiary-profile';
import { MESSAGE_DIRECTIONS, MESSAGE_MAX_LENGTH, type MessageAudienceType } from './messages';
import { pageSchema, pagingQuerySchema } from './paging';

/**
 * Staff writing to people: to one person, or to a group, where each
 * recipient gets a conversation of their own to reply in.
 */
export const SUBJECT_MIN_LENGTH = 3;
export const SUBJECT_MAX_LENGTH = 150;

/** A programme's applicants are those whose application is still open to them (not drafts, not decided against). */
export const PROGRAMME_AUDIENCE_STATUSES = ['submitted', 'under_review', 'approved'] as const;
export type ProgrammeAudienceStatus = (typeof PROGRAMME_AUDIENCE_STATUSES)[number];

const subjectSchema = z
  .string({ error: 'validation:required' })
  .check(
    z.trim(),
    z.minLength(SUBJECT_MIN_LENGTH, { error: 'validation:staffMessages.subjectMin' }),
    z.maxLength(SUBJECT_MAX_LENGTH, { error: 'validation:staffMessages.subjectMax' }),
  );

const messageSchema = z
  .string({ error: 'validation:required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'validation:required' }),
    z.maxLength(MESSAGE_MAX_LENGTH, { error: 'validation:textTooLong' }),
  );

const required = z
  .string({ error: 'validation:required' })
  .check(z.trim(), z.minLength(1, { error: 'validation:required' }));

export const messageAudienceSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('person'), beneficiaryId: required }),
    z.strictObject({ type: z.literal('project'), projectId: required }),
    z.strictObject({ type: z.literal('camp'), camp: z.enum(CAMPS, { error: 'validation:required' }) }),
    z.strictObject({
      type: z.literal('programme'),
      programmeId: required,
      statuses: z.optional(
        z.array(z.enum(PROGRAMME_AUDIENCE_STATUSES)).check(z.minLength(1, { error: 'validation:required' })),
      ),
    }),
  ],
  { error: 'validation:staffMessages.audienceRequired' },
);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;
export type GroupAudience = Exclude<MessageAudience, { type: 'person' }>;

export const composeMessageSchema = z.strictObject({
  subject: subjectSchema,
  message: messageSchema,
  audience: messageAudienceSchema,
});
export type ComposeMessageInput = z.infer<typeof composeMessageSchema>;

export const audienceCountSchema = z.strictObject({ audience: messageAudienceSchema });

export function isGroupAudience(audience: MessageAudience): audience is GroupAudience {
  return audience.type !== 'person';
}

/** What message_broadcasts stores: the type and the one reference that names the group. */
export function broadcastAudience(audience: GroupAudience): { audienceType: MessageAudienceType; audienceRef: string } {
  switch (audience.type) {
    case 'project':
      return { audienceType: 'project', audienceRef: audience.projectId };
    case 'camp':
      return { audienceType: 'camp', audienceRef: audience.camp };
    case 'programme':
      return { audienceType: 'programme', audienceRef: audience.programmeId };
  }
}

/** The application statuses a programme message reaches: the chosen ones, or every open one. */
export function programmeAudienceStatuses(
  audience: Extract<MessageAudience, { type: 'programme' }>,
): ProgrammeAudienceStatus[] {
  return audience.statuses?.length ? [...new Set(audience.statuses)] : [...PROGRAMME_AUDIENCE_STATUSES];
}

export const sentMessageSchema = z.object({
  /** The conversation's id for one person; null for a group (each recipient has their own). */
  threadId: z.nullable(z.string()),
  broadcastId: z.nullable(z.string()),
  recipients: z.number(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const audienceSizeSchema = z.object({ recipients: z.number() });

/** A conversation in the staff inbox. */
export const staffInboxItemSchema = z.object({
  id: z.string(),
  beneficiaryId: z.string(),
  personName: z.string(),
  subject: z.string(),
  preview: z.string(),
  lastMessageAt: z.string(),
  lastDirection: z.enum(MESSAGE_DIRECTIONS),
  /** A reply from the person that no one on staff has opened yet. */
  unread: z.boolean(),
  messages: z.number(),
});
export type StaffInboxItem = z.infer<typeof staffInboxItemSchema>;

export const staffInboxQuerySchema = z.strictObject({
  ...pagingQuerySchema().shape,
  unread: z.optional(z.enum(['true', 'false'])),
});

export const staffInboxPageSchema = z.extend(pageSchema(staffInboxItemSchema), {
  /** Conversations with an unread reply, over all pages. */
  unreadTotal: z.number(),
});
export type StaffInboxPage = z.infer<typeof staffInboxPageSchema>;

export const staffThreadMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  message: z.string(),
  createdAt: z.string(),
  /** The staff member who wrote it; null for the person's own replies. */
  senderName: z.nullable(z.string()),
  /** Whether the recipient has opened it. */
  read: z.boolean(),
});
export type StaffThreadMessage = z.infer<typeof staffThreadMessageSchema>;

export const staffConversationSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** Sent to a group: the same text went to others too. */
  broadcast: z.boolean(),
  messages: z.array(staffThreadMessageSchema),
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;

/** One person's conversations, each with every message. */
export const personConversationsPageSchema = pageSchema(staffConversationSchema);
