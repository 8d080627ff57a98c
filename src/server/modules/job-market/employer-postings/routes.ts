import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jobPostingInputSchema,
  jobPostingSchema,
  jobPostingsPageSchema,
  jobStatusChangeSchema,
  newJobPostingSchema,
} from '@domain/job-posting';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { changeJobStatus, createJob, getOwnJob, listOwnJobs, updateJob } from './service';

const BASE = '/api/v1/employer/jobs';
const tags = { tags: ['employer portal'], security: [{ session: [] }] };
const params = idParamsSchema;

/** Job Postings: the employer's own postings only; the company profile must exist first. */
export function employerJobsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My job postings, newest first, with applications and hires counted',
          querystring: z.strictObject(pagingQuerySchema().shape),
          response: { 200: jobPostingsPageSchema },
        },
      },
      async (request) => listOwnJobs(db, portalUser(request), request.query.page, request.query.pageSize),
    );

    app.get(
      `${BASE}/:id`,
      { schema: { ...tags, summary: 'One of my job postings', params, response: { 200: jobPostingSchema } } },
      async (request) => getOwnJob(db, portalUser(request), request.params.id),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Post a new job (open) or save it as a draft',
          body: newJobPostingSchema,
          response: { 201: jobPostingSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createJob(db, portalUser(request), request.body)),
    );

    app.put(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'Edit one of my job postings',
          params,
          body: jobPostingInputSchema,
          response: { 200: jobPostingSchema },
        },
      },
      async (request) => updateJob(db, portalUser(request), request.params.id, request.body),
    );

    app.post(
      `${BASE}/:id/status`,
      {
        schema: {
          ...tags,
          summary: 'Publish, close or reopen one of my postings (reopening needs a deadline ahead)',
          params,
          body: jobStatusChangeSchema,
          response: { 200: jobPostingSchema },
        },
      },
      async (request) => changeJobStatus(db, portalUser(request), request.params.id, request.body.status),
    );
  };
}
