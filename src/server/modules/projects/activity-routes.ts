import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema, pagingQuerySchema } from '@domain/paging';
import { activityInputSchema, attendanceInputSchema, expenditureInputSchema } from '@domain/project-input';
import {
  attendanceSheetSchema,
  expenditureSchema,
  projectActivitySchema,
  recordedExpenditureSchema,
} from '@domain/project-views';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { getAttendance, listProjectActivities, recordAttendance, scheduleActivity } from './activities-service';
import { listProjectExpenditures, recordExpenditure } from './expenditures-service';
import { PROJECTS_BASE, projectParams, projectTags } from './project-routes';

const activityParams = z.object({ activityId: z.string().max(100) });
const attendanceUrl = '/api/v1/staff/activities/:activityId/attendance';

/** Activities with their attendance, and spending. */
export function activityRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PROJECTS_BASE}/:projectId/activities`,
      {
        schema: {
          ...projectTags,
          summary: 'Activities of a project, latest first, with their attendance',
          params: projectParams,
          querystring: z.strictObject(pagingQuerySchema().shape),
          response: { 200: pageSchema(projectActivitySchema) },
        },
      },
      async (request) =>
        listProjectActivities(
          db,
          portalUser(request),
          request.params.projectId,
          request.query.page,
          request.query.pageSize,
        ),
    );

    app.post(
      `${PROJECTS_BASE}/:projectId/activities`,
      {
        schema: {
          ...projectTags,
          summary: 'Schedule an activity (date, optional time, place)',
          params: projectParams,
          body: activityInputSchema,
          response: { 201: projectActivitySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await scheduleActivity(db, portalUser(request), request.params.projectId, request.body)),
    );

    app.get(
      attendanceUrl,
      {
        schema: {
          ...projectTags,
          summary: 'Everyone in the project with present, absent or not taken (null)',
          params: activityParams,
          response: { 200: attendanceSheetSchema },
        },
      },
      async (request) => getAttendance(db, portalUser(request), request.params.activityId),
    );

    app.put(
      attendanceUrl,
      {
        schema: {
          ...projectTags,
          summary: 'Record attendance (upsert) for people enrolled in the project',
          params: activityParams,
          body: attendanceInputSchema,
          response: { 200: attendanceSheetSchema },
        },
      },
      async (request) => recordAttendance(db, portalUser(request), request.params.activityId, request.body),
    );

    app.get(
      `${PROJECTS_BASE}/:projectId/expenditures`,
      {
        schema: {
          ...projectTags,
          summary: 'Spending of a project, latest first (whole USD)',
          params: projectParams,
          querystring: z.strictObject(pagingQuerySchema().shape),
          response: { 200: pageSchema(expenditureSchema) },
        },
      },
      async (request) =>
        listProjectExpenditures(
          db,
          portalUser(request),
          request.params.projectId,
          request.query.page,
          request.query.pageSize,
        ),
    );

    app.post(
      `${PROJECTS_BASE}/:projectId/expenditures`,
      {
        schema: {
          ...projectTags,
          summary: 'Record money spent (whole USD)',
          params: projectParams,
          body: expenditureInputSchema,
          response: { 201: recordedExpenditureSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await recordExpenditure(db, portalUser(request), request.params.projectId, request.body)),
    );
  };
}
