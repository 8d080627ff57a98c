import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { activityRoutes } from './activity-routes';
import { enrolmentRoutes } from './enrolment-routes';
import { projectRoutes } from './project-routes';

/** The staff Projects tab (issue 4, screen 3): every route under /api/v1/staff/projects and the activity attendance. */
export function staffProjectsRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(projectRoutes(db, loadCurrentUser));
    await app.register(enrolmentRoutes(db, loadCurrentUser));
    await app.register(activityRoutes(db, loadCurrentUser));
  };
}
