import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobApplyInputSchema, jobSearchQuerySchema, pageQuerySchema } from '@domain/job-search';
import { EMPLOYMENT_TYPES, JOB_APPLICATION_EVENTS, JOB_APPLICATION_STATUSES, JOB_CURRENCIES } from '@domain/jobs';
import type { CurrentUserLoader } from '@server/auth/current-user';
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

const matchSchema = z.object({
  score: z.number(),
  band: z.enum(['strong', 'fair', 'weak']),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  requiredSkillCount: z.number(),
  experienceYears: z.number(),
  meetsExperience: z.boolean(),
  sameArea: z.boolean(),
});

const postingSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  location: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salaryMin: z.number(),
  salaryMax: z.number(),
  currency: z.enum(JOB_CURRENCIES),
  experienceYears: z.number(),
  applicationDeadline: z.string(),
  positionsAvailable: z.number(),
  requiredSkills: z.array(z.string()),
  postedAt: z.string().nullable(),
  match: matchSchema,
  applicationId: z.string().nullable(),
  invited: z.boolean(),
});

const postingDetailSchema = postingSchema.extend({
  description: z.string(),
  requirements: z.string().nullable(),
  educationRequirements: z.string().nullable(),
  companyDescription: z.string(),
  companyIndustry: z.string(),
  companyWebsite: z.string().nullable(),
});

const applicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  location: z.string(),
  status: z.enum(JOB_APPLICATION_STATUSES),
  appliedAt: z.string(),
  coverLetter: z.string(),
  timeline: z.array(z.object({ event: z.enum(JOB_APPLICATION_EVENTS), at: z.string() })),
  interviewAt: z.string().nullable(),
  interviewLocation: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  hiredStartDate: z.string().nullable(),
});

const invitationSchema = z.object({
  id: z.string(),
  message: z.string().nullable(),
  invitedAt: z.string(),
  job: postingSchema,
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });
const idParams = z.object({ id: z.string().max(100) });

const BASE = '/api/v1/beneficiary';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** Job Search: open postings of verified companies, applying to them, and following my applications. */
export function beneficiaryJobsRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/jobs`,
      {
        schema: {
          ...tags,
          summary: 'Open jobs of verified employers, newest first, with how well I match each',
          querystring: jobSearchQuerySchema,
          response: { 200: pageOf(postingSchema) },
        },
      },
      async (request) => searchPostings(db, await loadCurrentUser(request), request.query),
    );

    app.get(
      `${BASE}/jobs/:id`,
      {
        schema: {
          ...tags,
          summary: 'One open job (counts a view)',
          params: idParams,
          response: { 200: postingDetailSchema },
        },
      },
      async (request) => getPosting(db, await loadCurrentUser(request), request.params.id),
    );

    app.post(
      `${BASE}/jobs/:id/applications`,
      {
        schema: {
          ...tags,
          summary: 'Apply to an open job with a cover letter (my profile and skills assessment go with it)',
          params: idParams,
          body: jobApplyInputSchema,
          response: { 201: applicationSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await applyToPosting(db, await loadCurrentUser(request), request.params.id, request.body)),
    );

    app.get(
      `${BASE}/job-applications`,
      {
        schema: {
          ...tags,
          summary: 'My job applications, newest first, with each step',
          querystring: pageQuerySchema,
          response: { 200: pageOf(applicationSchema) },
        },
      },
      async (request) =>
        listOwnApplications(db, await loadCurrentUser(request), request.query.page, request.query.pageSize),
    );

    app.get(
      `${BASE}/job-applications/:id`,
      {
        schema: {
          ...tags,
          summary: 'One of my job applications',
          params: idParams,
          response: { 200: applicationSchema },
        },
      },
      async (request) => getOwnApplication(db, await loadCurrentUser(request), request.params.id),
    );

    app.get(
      `${BASE}/job-invitations`,
      {
        schema: {
          ...tags,
          summary: 'Invitations to apply that wait for my answer',
          response: { 200: z.object({ items: z.array(invitationSchema) }) },
        },
      },
      async (request) => listOwnInvitations(db, await loadCurrentUser(request)),
    );

    app.post(
      `${BASE}/job-invitations/:id/decline`,
      { schema: { ...tags, summary: 'Decline an invitation to apply', params: idParams } },
      async (request, reply) => {
        await declineOwnInvitation(db, await loadCurrentUser(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
