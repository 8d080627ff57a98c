import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@domain/paging';
import {
  applicationDetailSchema,
  applicationFormSchema,
  applicationsPageSchema,
  applicationsQuerySchema,
  saveDraftSchema,
} from '@domain/programme-application';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { idempotencyKey } from '@server/platform/idempotency';
import {
  createDraft,
  getOwnApplication,
  listOwnApplications,
  saveDraft,
  submitApplication,
  submitDraft,
} from './service';

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const BASE = '/api/v1/beneficiary/applications';

/** Programme applications of the signed-in beneficiary: drafts, submissions and the list with its tab counts. */
export function applicationsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My applications, newest first, with the count of each tab',
          querystring: applicationsQuerySchema,
          response: { 200: applicationsPageSchema },
        },
      },
      async (request) => listOwnApplications(db, portalUser(request), request.query, requestLanguage(request)),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One of my applications',
          params: idParamsSchema,
          response: { 200: applicationDetailSchema },
        },
      },
      async (request) => getOwnApplication(db, portalUser(request), request.params.id, requestLanguage(request)),
    );

    app.post(
      `${BASE}/drafts`,
      {
        schema: {
          ...tags,
          summary: 'Start a draft (the wizard left half-way)',
          body: saveDraftSchema,
          response: { 201: applicationDetailSchema },
        },
      },
      async (request, reply) => {
        const draft = await createDraft(db, portalUser(request), request.body, {
          language: requestLanguage(request),
        });
        return reply.status(201).send(draft);
      },
    );

    app.put(
      `${BASE}/:id/draft`,
      {
        schema: {
          ...tags,
          summary: 'Save a step of my draft',
          params: idParamsSchema,
          body: saveDraftSchema,
          response: { 200: applicationDetailSchema },
        },
      },
      async (request) =>
        saveDraft(db, portalUser(request), request.params.id, request.body, {
          language: requestLanguage(request),
        }),
    );

    app.post(
      `${BASE}/:id/submit`,
      {
        schema: {
          ...tags,
          summary:
            'Submit my draft; the priority score is computed here. Send an Idempotency-Key header to make a retry safe: a repeat answers the first submission',
          params: idParamsSchema,
          body: applicationFormSchema,
          response: { 200: applicationDetailSchema },
        },
      },
      async (request) =>
        submitDraft(db, portalUser(request), request.params.id, request.body, {
          language: requestLanguage(request),
          requestKey: idempotencyKey(request.headers['idempotency-key']),
        }),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Apply in one go, without a draft. Send an Idempotency-Key header to make a retry safe: a repeat answers the first submission',
          body: applicationFormSchema,
          response: { 201: applicationDetailSchema },
        },
      },
      async (request, reply) => {
        const application = await submitApplication(db, portalUser(request), request.body, {
          language: requestLanguage(request),
          requestKey: idempotencyKey(request.headers['idempotency-key']),
        });
        return reply.status(201).send(application);
      },
    );
  };
}
