import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationNoteSchema,
  applicationRatingSchema,
  employerApplicationDetailSchema,
  employerApplicationsPageSchema,
  employerApplicationsQuerySchema,
  employerJobOptionsSchema,
  hireApplicationSchema,
  rejectApplicationSchema,
  scheduleInterviewSchema,
} from '@domain/job-application-status';
import { idParamsSchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import type { FileStorage } from '@server/platform/storage/file-storage';
import {
  addApplicationNote,
  hireApplicant,
  markReviewed,
  rateApplication,
  rejectApplication,
  scheduleInterview,
  shortlistApplication,
} from './actions';
import { getMyApplication, listMyApplications, listMyJobOptions, openApplicantResume } from './service';

const BASE = '/api/v1/employer/applications';
const tags = { tags: ['employer portal'], security: [{ session: [] }] };
const detail = { 200: employerApplicationDetailSchema };
const idParams = idParamsSchema;

/** Application Review: the applications to my company's postings, and what I decide about them. */
export function employerApplicationsRoutes(db: Database, storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Applications to my postings, newest first or (for one posting) ranked by match; with the count of each tab',
          querystring: employerApplicationsQuerySchema,
          response: { 200: employerApplicationsPageSchema },
        },
      },
      async (request) => listMyApplications(db, portalUser(request), request.query),
    );

    app.get(
      `${BASE}/jobs`,
      {
        schema: {
          ...tags,
          summary: 'My postings, for the job filter and invitations',
          response: { 200: employerJobOptionsSchema },
        },
      },
      async (request) => ({ items: await listMyJobOptions(db, portalUser(request)) }),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One application with the full cover letter, my notes and its steps',
          params: idParams,
          response: detail,
        },
      },
      async (request) => getMyApplication(db, portalUser(request), request.params.id),
    );

    app.get(
      `${BASE}/:id/resume`,
      { schema: { ...tags, summary: "The applicant's CV, if they sent one", params: idParams } },
      async (request, reply) => {
        const file = await openApplicantResume(db, storage, portalUser(request), request.params.id);
        return reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.fileSize))
          .header('Content-Disposition', file.disposition)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(file.stream);
      },
    );

    const action = (path: string, summary: string) => ({ url: `${BASE}/:id/${path}`, summary });
    const review = action('review', 'Mark as reviewed');
    app.post(
      review.url,
      { schema: { ...tags, summary: review.summary, params: idParams, response: detail } },
      async (request) => markReviewed(db, portalUser(request), request.params.id),
    );
    const shortlist = action('shortlist', 'Shortlist');
    app.post(
      shortlist.url,
      { schema: { ...tags, summary: shortlist.summary, params: idParams, response: detail } },
      async (request) => shortlistApplication(db, portalUser(request), request.params.id),
    );
    const reject = action('reject', 'Reject, with an optional reason (the applicant sees a kind wording)');
    app.post(
      reject.url,
      {
        schema: { ...tags, summary: reject.summary, params: idParams, body: rejectApplicationSchema, response: detail },
      },
      async (request) => rejectApplication(db, portalUser(request), request.params.id, request.body),
    );
    const interview = action('interview', 'Schedule an interview (date, time in Kenya time, place or phone)');
    app.post(
      interview.url,
      {
        schema: {
          ...tags,
          summary: interview.summary,
          params: idParams,
          body: scheduleInterviewSchema,
          response: detail,
        },
      },
      async (request) => scheduleInterview(db, portalUser(request), request.params.id, request.body),
    );
    const hire = action('hire', 'Hire, with the start date (refused once every position is filled)');
    app.post(
      hire.url,
      { schema: { ...tags, summary: hire.summary, params: idParams, body: hireApplicationSchema, response: detail } },
      async (request) => hireApplicant(db, portalUser(request), request.params.id, request.body),
    );
    app.put(
      `${BASE}/:id/rating`,
      {
        schema: { ...tags, summary: 'Rate 1 to 5', params: idParams, body: applicationRatingSchema, response: detail },
      },
      async (request) => rateApplication(db, portalUser(request), request.params.id, request.body.rating),
    );
    app.post(
      `${BASE}/:id/notes`,
      {
        schema: {
          ...tags,
          summary: 'Add a private note (Add Feedback)',
          params: idParams,
          body: applicationNoteSchema,
          response: { 201: employerApplicationDetailSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addApplicationNote(db, portalUser(request), request.params.id, request.body.body)),
    );
  };
}
