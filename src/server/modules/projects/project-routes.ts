import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectInputSchema, projectUpdateSchema } from '@domain/project-input';
import { pageSchema, pagingQuerySchema } from '@domain/paging';
import { projectDetailsSchema, projectsOverviewSchema, projectSummarySchema } from '@domain/project-views';
import { PROJECT_STATUSES, PROJECT_TYPES } from '@domain/projects';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import {
  createProject,
  editProject,
  getProjectDetails,
  listProjectsForStaff,
  projectsSummary,
} from './projects-service';

export const PROJECTS_BASE = '/api/v1/staff/projects';
export const projectTags = { tags: ['staff projects'], security: [{ session: [] }] };
export const projectParams = z.object({ projectId: z.string().max(100) });

const listQuery = z.strictObject({
  status: z.enum(PROJECT_STATUSES, { error: 'validation:projects.statusRequired' }).optional(),
  q: z.string().trim().max(100).optional(),
  partner: z.string().trim().toUpperCase().max(10).optional(),
  type: z.enum(PROJECT_TYPES, { error: 'validation:projects.typeRequired' }).optional(),
  ...pagingQuerySchema().shape,
});

/** Projects: list with figures, the tab's cards, create, read and edit one. */
export function projectRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PROJECTS_BASE,
      {
        schema: {
          ...projectTags,
          summary: 'Projects with their enrolment, completion, spending and attendance figures, newest start first',
          querystring: listQuery,
          response: { 200: pageSchema(projectSummarySchema) },
        },
      },
      async (request) => {
        const { page, pageSize, ...filter } = request.query;
        return listProjectsForStaff(
          db,
          portalUser(request),
          { ...filter, partner: filter.partner || undefined },
          page,
          pageSize,
        );
      },
    );

    app.get(
      `${PROJECTS_BASE}/summary`,
      {
        schema: {
          ...projectTags,
          summary: 'The cards of the Projects tab, over every project',
          response: { 200: projectsOverviewSchema },
        },
      },
      async (request) => projectsSummary(db, portalUser(request)),
    );

    app.post(
      PROJECTS_BASE,
      {
        schema: {
          ...projectTags,
          summary:
            'Create a project; an empty code gets the next one of its partner, type and start year (409 when the code is taken)',
          body: projectInputSchema,
          response: { 201: projectDetailsSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createProject(db, portalUser(request), request.body)),
    );

    app.get(
      `${PROJECTS_BASE}/:projectId`,
      {
        schema: {
          ...projectTags,
          summary: 'One project with its figures',
          params: projectParams,
          response: { 200: projectDetailsSchema },
        },
      },
      async (request) => getProjectDetails(db, portalUser(request), request.params.projectId),
    );

    app.patch(
      `${PROJECTS_BASE}/:projectId`,
      {
        schema: {
          ...projectTags,
          summary: 'Edit a project: the fields sent change, and the whole project must still follow the rules',
          params: projectParams,
          body: projectUpdateSchema,
          response: { 200: projectDetailsSchema },
        },
      },
      async (request) => editProject(db, portalUser(request), request.params.projectId, request.body),
    );
  };
}
