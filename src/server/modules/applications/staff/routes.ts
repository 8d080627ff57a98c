import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationDecisionSchema,
  assignApplicationSchema,
  REVIEW_STATUSES,
  staffApplicationDetailSchema,
  staffApplicationPageSchema,
} from '@domain/application-review';
import { CAMPS } from '@domain/beneficiary-profile';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { MAX_PRIORITY_SCORE } from '@domain/priority-score';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { assignApplication, completeApplication, decideApplication } from './decisions';
import { applicationProgrammeChoicesSchema, listApplicationProgrammeChoices } from './programme-choices';
import { listApplicationsQueue, viewApplication } from './service';

const BASE = '/api/v1/staff/applications';
const tags = { tags: ['staff application review'], security: [{ session: [] }] };
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
  ...pagingQuerySchema().shape,
});

/** Programme applications for staff: the review queue, one application, and its review steps. */
export function staffApplicationsRoutes(db: Database): FastifyPluginAsyncZod {
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
        return listApplicationsQueue(db, portalUser(request), {
          filters: { ...filters, programId: programme },
          page,
          pageSize,
          language: requestLanguage(request),
        });
      },
    );

    app.get(
      `${BASE}/programmes`,
      {
        schema: {
          ...tags,
          summary:
            "The queue's programme filter: my organisation's programmes and those the people in my scope applied to",
          response: { 200: applicationProgrammeChoicesSchema },
        },
      },
      async (request) => listApplicationProgrammeChoices(db, portalUser(request), requestLanguage(request)),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary:
            "One application with the applicant's record, documents, duplicate alerts, eligibility hints and the programme's projects (audited)",
          params: idParamsSchema,
          response: { 200: staffApplicationDetailSchema },
        },
      },
      async (request) => viewApplication(db, portalUser(request), request.params.id, requestLanguage(request)),
    );

    app.post(
      `${BASE}/:id/assign`,
      {
        schema: {
          ...tags,
          summary:
            'Assign to me: submitted goes under review, or I take it over from the reviewer named in takeOverFrom (409 if someone else has it)',
          params: idParamsSchema,
          // Fastify reads a POST without a body as null: a first assignment needs none.
          body: z.nullish(assignApplicationSchema),
          response: { 200: staffApplicationDetailSchema },
        },
      },
      async (request) =>
        assignApplication(db, portalUser(request), request.params.id, request.body ?? {}, requestLanguage(request)),
    );

    app.post(
      `${BASE}/:id/decision`,
      {
        schema: {
          ...tags,
          summary:
            'Approve into a project of the programme, or reject with notes the applicant reads (the assigned reviewer only)',
          params: idParamsSchema,
          body: applicationDecisionSchema,
          response: { 200: staffApplicationDetailSchema },
        },
      },
      async (request) =>
        decideApplication(db, portalUser(request), request.params.id, request.body, requestLanguage(request)),
    );

    app.post(
      `${BASE}/:id/complete`,
      {
        schema: {
          ...tags,
          summary: 'Mark an approved application completed',
          params: idParamsSchema,
          response: { 200: staffApplicationDetailSchema },
        },
      },
      async (request) => completeApplication(db, portalUser(request), request.params.id, requestLanguage(request)),
    );
  };
}
