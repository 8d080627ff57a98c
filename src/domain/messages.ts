import * as z from 'zod/mini';
import { pageSchema } from './paging';

/**
 * Messages between the agency's staff and a beneficiary. A conversation is its
 * first message (thread id null) plus every message whose thread id points at it.
 */
export const MESSAGE_DIRECTIONS = ['to_beneficiary', 'from_beneficiary'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const MESSAGE_MAX_LENGTH = 2000;

/** Who a staff message to a group goes to: a project's enrolees, the people of a camp, a programme's applicants. */
export const MESSAGE_AUDIENCE_TYPES = ['project', 'camp', 'programme'] as const;
export type MessageAudienceType = (typeof MESSAGE_AUDIENCE_TYPES)[number];
/** Characters of the latest message shown in the inbox; the card clamps it further on small screens. */
export const MESSAGE_PREVIEW_LENGTH = 140;

export const replySchema = z.strictObject({
  message: z
    .string({ error: 'validation:required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation:required' }),
      z.maxLength(MESSAGE_MAX_LENGTH, { error: 'validation:textTooLong' }),
    ),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** One conversation in the inbox. */
export const conversationSummarySchema = z.object({
  /** The id of the conversation's first message. */
  id: z.string(),
  subject: z.string(),
  /** The start of the latest message. */
  preview: z.string(),
  lastMessageAt: z.string(),
  /** Any message from staff in it that the person has not opened yet. */
  unread: z.boolean(),
  replies: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = z.extend(pageSchema(conversationSummarySchema), {
  /** Conversations with something unread, over all pages. */
  unreadTotal: z.number(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const threadMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  message: z.string(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** A conversation opened: its first message and the replies, oldest first. */
export const conversationSchema = z.object({
  id: z.string(),
  subject: z.string(),
  messages: z.array(threadMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** A one-line preview: whitespace collapsed, cut at a word boundary when one is near, with an ellipsis. */
export function messagePreview(text: string, max = MESSAGE_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace >= max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.trimEnd()}…`;
}
