import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@server/db/client';
import { activityRoutes } from './activity-routes';
import { enrolmentRoutes } from './enrolment-routes';
import { projectRoutes } from './project-routes';

/** The staff Projects tab: every route under /api/v1/staff/projects and the activity attendance. */
export function staffProjectsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(projectRoutes(db));
    await app.register(enrolmentRoutes(db));
    await app.register(activityRoutes(db));
  };
}
