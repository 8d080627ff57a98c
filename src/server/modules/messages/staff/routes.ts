import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replySchema } from '@domain/messages';
import { pagingQuerySchema } from '@domain/paging';
import {
  audienceCountSchema,
  audienceSizeSchema,
  personConversationsPageSchema,
  staffConversationSchema,
  staffInboxPageSchema,
  staffInboxQuerySchema,
  staffThreadMessageSchema,
} from '@domain/staff-messages';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { viewConversation, viewPersonMessages } from './person-messages';
import { previewAudience, replyAsStaff, sendStaffMessage, staffInbox } from './service';
import { idempotencyKey } from '@server/platform/idempotency';
import { composeStaffMessageSchema, sentStaffMessageSchema } from '@domain/group-sms';
import { groupSmsRoutes } from './group-sms-routes';

const tags = { tags: ['staff messages'], security: [{ session: [] }] };
const BASE = '/api/v1/staff/messages';

/** Staff write to one person or a group, answer replies, and read a person's conversations. */
export function staffMessagesRoutes(db: Database, smsPricePerPartKes: number): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(groupSmsRoutes(db, smsPricePerPartKes));

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Write to one person (a new conversation) or to a group (one conversation per recipient); answers the recipient count. Send an Idempotency-Key header to make a retry safe: a repeat answers the first send. With sms, a group is also texted (see sms-estimate), within the daily ceiling',
          body: composeStaffMessageSchema,
          response: { 201: sentStaffMessageSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await sendStaffMessage(
              db,
              portalUser(request),
              request.body,
              idempotencyKey(request.headers['idempotency-key']),
              smsPricePerPartKes,
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
          response: { 200: audienceSizeSchema },
        },
      },
      async (request) => previewAudience(db, portalUser(request), request.body.audience),
    );

    app.get(
      `${BASE}/inbox`,
      {
        schema: {
          ...tags,
          summary: 'Conversations, most recent activity first; unread = a reply no one on staff has opened',
          querystring: staffInboxQuerySchema,
          response: { 200: staffInboxPageSchema },
        },
      },
      async (request) => {
        const { unread, ...page } = request.query;
        return staffInbox(db, portalUser(request), { ...page, unread: unread === 'true' });
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
          response: { 200: staffConversationSchema },
        },
      },
      async (request) => viewConversation(db, portalUser(request), request.params.threadId),
    );

    app.post(
      `${BASE}/:threadId/replies`,
      {
        schema: {
          ...tags,
          summary: 'Answer in a conversation',
          params: z.object({ threadId: z.string() }),
          body: replySchema,
          response: { 201: staffThreadMessageSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await replyAsStaff(db, portalUser(request), request.params.threadId, request.body)),
    );

    app.get(
      '/api/v1/staff/beneficiaries/:beneficiaryId/messages',
      {
        schema: {
          ...tags,
          summary: "One person's conversations with every message (audited; reads the person's replies)",
          params: z.object({ beneficiaryId: z.string().max(100) }),
          querystring: z.strictObject(pagingQuerySchema().shape),
          response: { 200: personConversationsPageSchema },
        },
      },
      async (request) => viewPersonMessages(db, portalUser(request), request.params.beneficiaryId, request.query),
    );
  };
}
