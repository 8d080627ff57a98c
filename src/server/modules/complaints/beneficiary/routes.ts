import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackCaseInputSchema,
  feedbackCaseSchema,
  feedbackCasesPageSchema,
  feedbackFollowUpSchema,
  feedbackReplySchema,
} from '@domain/feedback';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { idempotencyKey } from '@server/platform/idempotency';
import { followUpOwnCase, listOwnCases, openOwnCase, submitCase } from './service';

const BASE = '/api/v1/beneficiary/feedback';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const idParams = idParamsSchema;

/** Feedback & Complaints: the programme's accountability channel, the person's side of it. */
export function beneficiaryFeedbackRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My feedback and complaints, newest first',
          querystring: z.strictObject(pagingQuerySchema().shape),
          response: { 200: feedbackCasesPageSchema },
        },
      },
      async (request) => listOwnCases(db, portalUser(request), request.query.page, request.query.pageSize),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Submit feedback or a complaint; the answer carries its reference number. Sensitive categories go to restricted handling. Send an Idempotency-Key header to make a retry safe: a repeat answers the first case',
          body: feedbackCaseInputSchema,
          response: { 201: feedbackCaseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await submitCase(db, portalUser(request), request.body, idempotencyKey(request.headers['idempotency-key'])),
          ),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One of my cases with the conversation, oldest first',
          params: idParams,
          response: { 200: feedbackCaseSchema },
        },
      },
      async (request) => openOwnCase(db, portalUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/replies`,
      {
        schema: {
          ...tags,
          summary:
            'Add a follow-up to one of my cases (not once it is closed); with an Idempotency-Key a repeat answers the first',
          params: idParams,
          body: feedbackFollowUpSchema,
          response: { 201: feedbackReplySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await followUpOwnCase(
              db,
              portalUser(request),
              request.params.id,
              request.body,
              idempotencyKey(request.headers['idempotency-key']),
            ),
          ),
    );
  };
}
