import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobPostingInputSchema, jobStatusChangeSchema, newJobPostingSchema } from '@domain/job-posting';
import { EMPLOYMENT_TYPES, JOB_CURRENCIES, JOB_STATUSES } from '@domain/jobs';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { changeJobStatus, createJob, getOwnJob, listOwnJobs, updateJob } from './service';

export const jobPostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.string().nullable(),
  location: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salaryMin: z.number(),
  salaryMax: z.number(),
  currency: z.enum(JOB_CURRENCIES),
  experienceYears: z.number(),
  educationRequirements: z.string().nullable(),
  applicationDeadline: z.string(),
  positionsAvailable: z.number(),
  requiredSkills: z.array(z.string()),
  status: z.enum(JOB_STATUSES),
  postedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  viewsCount: z.number(),
  applicationsCount: z.number(),
  filledCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const BASE = '/api/v1/employer/jobs';
const tags = { tags: ['employer portal'], security: [{ session: [] }] };
const params = z.object({ id: z.string().max(100) });

/** Job Postings: the employer's own postings only; the company profile must exist first. */
export function employerJobsRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My job postings, newest first, with applications and hires counted',
          querystring: z.strictObject({
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(10),
          }),
          response: {
            200: z.object({
              items: z.array(jobPostingSchema),
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
            }),
          },
        },
      },
      async (request) => listOwnJobs(db, await loadCurrentUser(request), request.query.page, request.query.pageSize),
    );

    app.get(
      `${BASE}/:id`,
      { schema: { ...tags, summary: 'One of my job postings', params, response: { 200: jobPostingSchema } } },
      async (request) => getOwnJob(db, await loadCurrentUser(request), request.params.id),
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
      async (request, reply) =>
        reply.status(201).send(await createJob(db, await loadCurrentUser(request), request.body)),
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
      async (request) => updateJob(db, await loadCurrentUser(request), request.params.id, request.body),
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
      async (request) => changeJobStatus(db, await loadCurrentUser(request), request.params.id, request.body.status),
    );
  };
}
