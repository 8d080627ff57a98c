import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_CHANNELS,
  FEEDBACK_KINDS,
  FEEDBACK_REPLY_DIRECTIONS,
  FEEDBACK_STATUSES,
  feedbackCaseInputSchema,
  feedbackFollowUpSchema,
} from '@domain/feedback';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { followUpOwnCase, listOwnCases, openOwnCase, submitCase } from './service';

const replySchema = z.object({
  id: z.string(),
  direction: z.enum(FEEDBACK_REPLY_DIRECTIONS),
  body: z.string(),
  createdAt: z.string(),
});

const summaryFields = {
  id: z.string(),
  reference: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  category: z.enum(FEEDBACK_CATEGORIES),
  subject: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  sensitive: z.boolean(),
  agencyReplies: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

const caseSchema = z.object({
  ...summaryFields,
  description: z.string(),
  anonymous: z.boolean(),
  contactChannel: z.enum(FEEDBACK_CONTACT_CHANNELS),
  resolvedAt: z.string().nullable(),
  replies: z.array(replySchema),
});

const BASE = '/api/v1/beneficiary/feedback';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const idParams = z.object({ id: z.string().max(100) });

/** Feedback & Complaints: the programme's accountability channel, the person's side of it. */
export function beneficiaryFeedbackRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My feedback and complaints, newest first',
          querystring: z.strictObject({
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(10),
          }),
          response: {
            200: z.object({
              items: z.array(z.object(summaryFields)),
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
              openTotal: z.number(),
            }),
          },
        },
      },
      async (request) => listOwnCases(db, await loadCurrentUser(request), request.query.page, request.query.pageSize),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Submit feedback or a complaint; the answer carries its reference number. Sensitive categories go to restricted handling.',
          body: feedbackCaseInputSchema,
          response: { 201: caseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await submitCase(db, await loadCurrentUser(request), request.body)),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One of my cases with the conversation, oldest first',
          params: idParams,
          response: { 200: caseSchema },
        },
      },
      async (request) => openOwnCase(db, await loadCurrentUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/replies`,
      {
        schema: {
          ...tags,
          summary: 'Add a follow-up to one of my cases (not once it is closed)',
          params: idParams,
          body: feedbackFollowUpSchema,
          response: { 201: replySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await followUpOwnCase(db, await loadCurrentUser(request), request.params.id, request.body)),
    );
  };
}
