import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobApplyInputSchema,
  jobPostingDetailSchema,
  jobPostingsViewPageSchema,
  jobSearchQuerySchema,
  myJobApplicationSchema,
  myJobApplicationsPageSchema,
  myJobInvitationsSchema,
  pageQuerySchema,
} from '@domain/job-search';
import { idParamsSchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import {
  applyToPosting,
  declineOwnInvitation,
  getOwnApplication,
  getPosting,
  listOwnApplications,
  listOwnInvitations,
  searchPostings,
} from './service';

const BASE = '/api/v1/beneficiary';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** Job Search: open postings of verified companies, applying to them, and following my applications. */
export function beneficiaryJobsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/jobs`,
      {
        schema: {
          ...tags,
          summary: 'Open jobs of verified employers, newest first, with how well I match each',
          querystring: jobSearchQuerySchema,
          response: { 200: jobPostingsViewPageSchema },
        },
      },
      async (request) => searchPostings(db, portalUser(request), request.query),
    );

    app.get(
      `${BASE}/jobs/:id`,
      {
        schema: {
          ...tags,
          summary: 'One open job (counts a view)',
          params: idParamsSchema,
          response: { 200: jobPostingDetailSchema },
        },
      },
      async (request) => getPosting(db, portalUser(request), request.params.id),
    );

    app.post(
      `${BASE}/jobs/:id/applications`,
      {
        schema: {
          ...tags,
          summary: 'Apply to an open job with a cover letter (my profile and skills assessment go with it)',
          params: idParamsSchema,
          body: jobApplyInputSchema,
          response: { 201: myJobApplicationSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await applyToPosting(db, portalUser(request), request.params.id, request.body)),
    );

    app.get(
      `${BASE}/job-applications`,
      {
        schema: {
          ...tags,
          summary: 'My job applications, newest first, with each step',
          querystring: pageQuerySchema,
          response: { 200: myJobApplicationsPageSchema },
        },
      },
      async (request) => listOwnApplications(db, portalUser(request), request.query.page, request.query.pageSize),
    );

    app.get(
      `${BASE}/job-applications/:id`,
      {
        schema: {
          ...tags,
          summary: 'One of my job applications',
          params: idParamsSchema,
          response: { 200: myJobApplicationSchema },
        },
      },
      async (request) => getOwnApplication(db, portalUser(request), request.params.id),
    );

    app.get(
      `${BASE}/job-invitations`,
      {
        schema: {
          ...tags,
          summary: 'Invitations to apply that wait for my answer',
          response: { 200: myJobInvitationsSchema },
        },
      },
      async (request) => listOwnInvitations(db, portalUser(request)),
    );

    app.post(
      `${BASE}/job-invitations/:id/decline`,
      { schema: { ...tags, summary: 'Decline an invitation to apply', params: idParamsSchema } },
      async (request, reply) => {
        await declineOwnInvitation(db, portalUser(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
