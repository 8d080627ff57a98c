import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_DIRECTIONS, replySchema } from '@domain/messages';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { listOwnConversations, openOwnConversation, replyToOwnConversation } from './service';

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const BASE = '/api/v1/beneficiary/messages';
const idParams = z.object({ id: z.string() });

const threadMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  message: z.string(),
  createdAt: z.string(),
});

const conversationPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      preview: z.string(),
      lastMessageAt: z.string(),
      unread: z.boolean(),
      replies: z.number(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  unreadTotal: z.number(),
});

/** The signed-in beneficiary's conversations with staff. */
export function beneficiaryMessagesRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My conversations with staff, unread first, then the most recently active',
          querystring: z.strictObject({
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(10),
          }),
          response: { 200: conversationPageSchema },
        },
      },
      async (request) => listOwnConversations(db, await loadCurrentUser(request), request.query),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One conversation, oldest message first; opening it marks what staff wrote as read',
          params: idParams,
          response: { 200: z.object({ id: z.string(), subject: z.string(), messages: z.array(threadMessageSchema) }) },
        },
      },
      async (request) => openOwnConversation(db, await loadCurrentUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/replies`,
      {
        schema: {
          ...tags,
          summary: 'Reply in one of my conversations',
          params: idParams,
          body: replySchema,
          response: { 201: threadMessageSchema },
        },
      },
      async (request, reply) => {
        const sent = await replyToOwnConversation(db, await loadCurrentUser(request), request.params.id, request.body);
        return reply.status(201).send(sent);
      },
    );
  };
}
