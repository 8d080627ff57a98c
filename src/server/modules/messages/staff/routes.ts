import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_DIRECTIONS, replySchema } from '@domain/messages';
import { audienceCountSchema, composeMessageSchema } from '@domain/staff-messages';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { viewConversation, viewPersonMessages } from './person-messages';
import { previewAudience, replyAsStaff, sendStaffMessage, staffInbox } from './service';
import { idempotencyKey } from '@server/platform/idempotency';

const tags = { tags: ['staff messages'], security: [{ session: [] }] };
const BASE = '/api/v1/staff/messages';

const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

const threadMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  message: z.string(),
  createdAt: z.string(),
  senderName: z.string().nullable(),
  read: z.boolean(),
});

const inboxSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      beneficiaryId: z.string(),
      personName: z.string(),
      subject: z.string(),
      preview: z.string(),
      lastMessageAt: z.string(),
      lastDirection: z.enum(MESSAGE_DIRECTIONS),
      unread: z.boolean(),
      messages: z.number(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  unreadTotal: z.number(),
});

const conversationSchema = z.object({
  id: z.string(),
  subject: z.string(),
  broadcast: z.boolean(),
  messages: z.array(threadMessageSchema),
});

const personConversationsSchema = z.object({
  items: z.array(conversationSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

/** Staff write to one person or a group, answer replies, and read a person's conversations. */
export function staffMessagesRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Write to one person (a new conversation) or to a group (one conversation per recipient); answers the recipient count. Send an Idempotency-Key header to make a retry safe: a repeat answers the first send',
          body: composeMessageSchema,
          response: {
            201: z.object({
              threadId: z.string().nullable(),
              broadcastId: z.string().nullable(),
              recipients: z.number(),
            }),
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await sendStaffMessage(
              db,
              await loadCurrentUser(request),
              request.body,
              idempotencyKey(request.headers['idempotency-key']),
            ),
          ),
    );

    app.post(
      `${BASE}/audience-count`,
      {
        schema: {
          ...tags,
          summary: 'How many people a message to this audience would reach',
          body: audienceCountSchema,
          response: { 200: z.object({ recipients: z.number() }) },
        },
      },
      async (request) => previewAudience(db, await loadCurrentUser(request), request.body.audience),
    );

    app.get(
      `${BASE}/inbox`,
      {
        schema: {
          ...tags,
          summary: 'Conversations, most recent activity first; unread = a reply no one on staff has opened',
          querystring: z.strictObject({ ...paging, unread: z.enum(['true', 'false']).optional() }),
          response: { 200: inboxSchema },
        },
      },
      async (request) => {
        const { unread, ...page } = request.query;
        return staffInbox(db, await loadCurrentUser(request), { ...page, unread: unread === 'true' });
      },
    );

    app.get(
      `${BASE}/:threadId`,
      {
        schema: {
          ...tags,
          summary:
            "One conversation with every message, as opened from the inbox; reads the person's replies in it (audited)",
          params: z.object({ threadId: z.string() }),
          response: { 200: conversationSchema },
        },
      },
      async (request) => viewConversation(db, await loadCurrentUser(request), request.params.threadId),
    );

    app.post(
      `${BASE}/:threadId/replies`,
      {
        schema: {
          ...tags,
          summary: 'Answer in a conversation',
          params: z.object({ threadId: z.string() }),
          body: replySchema,
          response: { 201: threadMessageSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await replyAsStaff(db, await loadCurrentUser(request), request.params.threadId, request.body)),
    );

    app.get(
      '/api/v1/staff/beneficiaries/:beneficiaryId/messages',
      {
        schema: {
          ...tags,
          summary: "One person's conversations with every message (audited; reads the person's replies)",
          params: z.object({ beneficiaryId: z.string().max(100) }),
          querystring: z.strictObject(paging),
          response: { 200: personConversationsSchema },
        },
      },
      async (request) =>
        viewPersonMessages(db, await loadCurrentUser(request), request.params.beneficiaryId, request.query),
    );
  };
}
