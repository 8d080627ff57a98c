import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationDecisionSchema, assignApplicationSchema, REVIEW_STATUSES } from '@domain/application-review';
import { CAMPS } from '@domain/beneficiary-profile';
import { MAX_PRIORITY_SCORE } from '@domain/priority-score';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { assignApplication, completeApplication, decideApplication } from './decisions';
import { staffApplicationDetailSchema, staffApplicationPageSchema } from './schemas';
import { listApplicationsQueue, viewApplication } from './service';

const BASE = '/api/v1/staff/applications';
const tags = { tags: ['staff application review'], security: [{ session: [] }] };
const params = z.object({ id: z.string().max(100) });
const priority = z.coerce.number().int().min(0).max(MAX_PRIORITY_SCORE).optional();

const listQuery = z.strictObject({
  programme: z.string().max(60).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  minPriority: priority,
  maxPriority: priority,
  camp: z.enum(CAMPS).optional(),
  assignedToMe: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Programme applications for staff: the review queue, one application, and its review steps. */
export function staffApplicationsRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Submitted applications (never drafts), highest priority first, then the longest waiting',
          querystring: listQuery,
          response: { 200: staffApplicationPageSchema },
        },
      },
      async (request) => {
        const { programme, page, pageSize, ...filters } = request.query;
        return listApplicationsQueue(db, await loadCurrentUser(request), {
          filters: { ...filters, programId: programme },
          page,
          pageSize,
          language: requestLanguage(request),
        });
      },
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary:
            "One application with the applicant's record, documents, duplicate alerts, eligibility hints and the programme's projects (audited)",
          params,
          response: { 200: staffApplicationDetailSchema },
        },
      },
      async (request) =>
        viewApplication(db, await loadCurrentUser(request), request.params.id, requestLanguage(request)),
    );

    app.post(
      `${BASE}/:id/assign`,
      {
        schema: {
          ...tags,
          summary:
            'Assign to me: submitted goes under review, or I take it over from the reviewer named in takeOverFrom (409 if someone else has it)',
          params,
          // Fastify reads a POST without a body as null: a first assignment needs none.
          body: z.nullish(assignApplicationSchema),
          response: { 200: staffApplicationDetailSchema },
        },
      },
      async (request) =>
        assignApplication(
          db,
          await loadCurrentUser(request),
          request.params.id,
          request.body ?? {},
          requestLanguage(request),
        ),
    );

    app.post(
      `${BASE}/:id/decision`,
      {
        schema: {
          ...tags,
          summary:
            'Approve into a project of the programme, or reject with notes the applicant reads (the assigned reviewer only)',
          params,
          body: applicationDecisionSchema,
          response: { 200: staffApplicationDetailSchema },
        },
      },
      async (request) =>
        decideApplication(
          db,
          await loadCurrentUser(request),
          request.params.id,
          request.body,
          requestLanguage(request),
        ),
    );

    app.post(
      `${BASE}/:id/complete`,
      {
        schema: {
          ...tags,
          summary: 'Mark an approved application completed',
          params,
          response: { 200: staffApplicationDetailSchema },
        },
      },
      async (request) =>
        completeApplication(db, await loadCurrentUser(request), request.params.id, requestLanguage(request)),
    );
  };
}
