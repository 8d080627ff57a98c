import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationPageSchema, conversationSchema, replySchema, threadMessageSchema } from '@domain/messages';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { idempotencyKey } from '@server/platform/idempotency';
import { listOwnConversations, openOwnConversation, replyToOwnConversation } from './service';

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const BASE = '/api/v1/beneficiary/messages';
/** The signed-in beneficiary's conversations with staff. */
export function beneficiaryMessagesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My conversations with staff, unread first, then the most recently active',
          querystring: z.strictObject(pagingQuerySchema().shape),
          response: { 200: conversationPageSchema },
        },
      },
      async (request) => listOwnConversations(db, portalUser(request), request.query),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One conversation, oldest message first; opening it marks what staff wrote as read',
          params: idParamsSchema,
          response: { 200: conversationSchema },
        },
      },
      async (request) => openOwnConversation(db, portalUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/replies`,
      {
        schema: {
          ...tags,
          summary: 'Reply in one of my conversations',
          params: idParamsSchema,
          body: replySchema,
          response: { 201: threadMessageSchema },
        },
      },
      async (request, reply) => {
        const sent = await replyToOwnConversation(
          db,
          portalUser(request),
          request.params.id,
          request.body,
          idempotencyKey(request.headers['idempotency-key']),
        );
        return reply.status(201).send(sent);
      },
    );
  };
}
