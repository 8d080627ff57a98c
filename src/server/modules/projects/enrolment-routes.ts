import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkCompletionSchema, enrolmentInputSchema, withdrawalInputSchema } from '@domain/project-input';
import { pageSchema, pagingQuerySchema } from '@domain/paging';
import {
  bulkCompletionResultSchema,
  enrolledPersonSchema,
  enrolmentResultSchema,
  enrolmentSchema,
} from '@domain/project-views';
import { ENROLMENT_STATUSES } from '@domain/projects';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import {
  completeInProject,
  completeOne,
  enrolInProject,
  listProjectEnrolments,
  withdrawFromProject,
} from './enrolments-service';
import { PROJECTS_BASE, projectParams, projectTags } from './project-routes';

const enrolmentParams = projectParams.extend({ enrolmentId: z.string().max(100) });

/** The people of a project: enrol (also the registry's bulk action), withdraw, mark completed. */
export function enrolmentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PROJECTS_BASE}/:projectId/enrolments`,
      {
        schema: {
          ...projectTags,
          summary: 'The people of a project by name, optionally of one enrolment status',
          params: projectParams,
          querystring: z.strictObject({
            status: z.enum(ENROLMENT_STATUSES, { error: 'validation:invalidInput' }).optional(),
            ...pagingQuerySchema().shape,
          }),
          response: { 200: pageSchema(enrolledPersonSchema) },
        },
      },
      async (request) => {
        const { status, page, pageSize } = request.query;
        return listProjectEnrolments(db, portalUser(request), request.params.projectId, status, page, pageSize);
      },
    );

    app.post(
      `${PROJECTS_BASE}/:projectId/enrolments`,
      {
        schema: {
          ...projectTags,
          summary:
            'Enrol people in an active or planning project (409 otherwise). Idempotent: people already in count as alreadyEnrolled; withdrawn people are enrolled again; unknown ids answer 404 naming them',
          params: projectParams,
          body: enrolmentInputSchema,
          response: { 200: enrolmentResultSchema },
        },
      },
      async (request) => enrolInProject(db, portalUser(request), request.params.projectId, request.body),
    );

    app.post(
      `${PROJECTS_BASE}/:projectId/enrolments/complete`,
      {
        schema: {
          ...projectTags,
          summary: 'Mark several enrolled people completed; the others are counted as skipped',
          params: projectParams,
          body: bulkCompletionSchema,
          response: { 200: bulkCompletionResultSchema },
        },
      },
      async (request) =>
        completeInProject(db, portalUser(request), request.params.projectId, request.body.enrolmentIds),
    );

    app.post(
      `${PROJECTS_BASE}/:projectId/enrolments/:enrolmentId/withdraw`,
      {
        schema: {
          ...projectTags,
          summary: 'Withdraw a person from the project, with a reason',
          params: enrolmentParams,
          body: withdrawalInputSchema,
          response: { 200: enrolmentSchema },
        },
      },
      async (request) =>
        withdrawFromProject(
          db,
          portalUser(request),
          request.params.projectId,
          request.params.enrolmentId,
          request.body.reason,
        ),
    );

    app.post(
      `${PROJECTS_BASE}/:projectId/enrolments/:enrolmentId/complete`,
      {
        schema: {
          ...projectTags,
          summary: 'Mark a person as having completed the project',
          params: enrolmentParams,
          response: { 200: enrolmentSchema },
        },
      },
      async (request) => completeOne(db, portalUser(request), request.params.projectId, request.params.enrolmentId),
    );
  };
}
