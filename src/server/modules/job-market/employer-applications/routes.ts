import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationNoteSchema,
  applicationRatingSchema,
  hireApplicationSchema,
  rejectApplicationSchema,
  scheduleInterviewSchema,
} from '@domain/job-application-status';
import type { CurrentUserLoader } from '@server/auth/current-user';
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
import {
  applicationDetailSchema,
  applicationsPageSchema,
  applicationsQuery,
  idParams,
  jobOptionSchema,
} from './schemas';
import { getMyApplication, listMyApplications, listMyJobOptions, openApplicantResume } from './service';

const BASE = '/api/v1/employer/applications';
const tags = { tags: ['employer portal'], security: [{ session: [] }] };
const detail = { 200: applicationDetailSchema };

/** Application Review: the applications to my company's postings, and what I decide about them. */
export function employerApplicationsRoutes(
  db: Database,
  loadCurrentUser: CurrentUserLoader,
  storage: FileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Applications to my postings, newest first or (for one posting) ranked by match; with the count of each tab',
          querystring: applicationsQuery,
          response: { 200: applicationsPageSchema },
        },
      },
      async (request) => listMyApplications(db, await loadCurrentUser(request), request.query),
    );

    app.get(
      `${BASE}/jobs`,
      {
        schema: {
          ...tags,
          summary: 'My postings, for the job filter and invitations',
          response: { 200: z.object({ items: z.array(jobOptionSchema) }) },
        },
      },
      async (request) => ({ items: await listMyJobOptions(db, await loadCurrentUser(request)) }),
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
      async (request) => getMyApplication(db, await loadCurrentUser(request), request.params.id),
    );

    app.get(
      `${BASE}/:id/resume`,
      { schema: { ...tags, summary: "The applicant's CV, if they sent one", params: idParams } },
      async (request, reply) => {
        const file = await openApplicantResume(db, storage, await loadCurrentUser(request), request.params.id);
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
      async (request) => markReviewed(db, await loadCurrentUser(request), request.params.id),
    );
    const shortlist = action('shortlist', 'Shortlist');
    app.post(
      shortlist.url,
      { schema: { ...tags, summary: shortlist.summary, params: idParams, response: detail } },
      async (request) => shortlistApplication(db, await loadCurrentUser(request), request.params.id),
    );
    const reject = action('reject', 'Reject, with an optional reason (the applicant sees a kind wording)');
    app.post(
      reject.url,
      {
        schema: { ...tags, summary: reject.summary, params: idParams, body: rejectApplicationSchema, response: detail },
      },
      async (request) => rejectApplication(db, await loadCurrentUser(request), request.params.id, request.body),
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
      async (request) => scheduleInterview(db, await loadCurrentUser(request), request.params.id, request.body),
    );
    const hire = action('hire', 'Hire, with the start date (refused once every position is filled)');
    app.post(
      hire.url,
      { schema: { ...tags, summary: hire.summary, params: idParams, body: hireApplicationSchema, response: detail } },
      async (request) => hireApplicant(db, await loadCurrentUser(request), request.params.id, request.body),
    );
    app.put(
      `${BASE}/:id/rating`,
      {
        schema: { ...tags, summary: 'Rate 1 to 5', params: idParams, body: applicationRatingSchema, response: detail },
      },
      async (request) => rateApplication(db, await loadCurrentUser(request), request.params.id, request.body.rating),
    );
    app.post(
      `${BASE}/:id/notes`,
      {
        schema: {
          ...tags,
          summary: 'Add a private note (Add Feedback)',
          params: idParams,
          body: applicationNoteSchema,
          response: { 201: applicationDetailSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addApplicationNote(db, await loadCurrentUser(request), request.params.id, request.body.body)),
    );
  };
}
