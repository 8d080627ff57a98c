import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICATION_FILTERS, applicationFormSchema, saveDraftSchema } from '@domain/programme-application';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { applicationDetailSchema, applicationsPageSchema, programmeSchema } from './schemas';
import {
  createDraft,
  getOwnApplication,
  listOwnApplications,
  listProgrammesFor,
  saveDraft,
  submitApplication,
  submitDraft,
} from './service';

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const BASE = '/api/v1/beneficiary/applications';
const idParams = z.object({ id: z.string() });
const listQuery = z.object({
  status: z.enum(APPLICATION_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Programme applications of the signed-in beneficiary: drafts, submissions and the list with its tab counts. */
export function applicationsRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/programmes',
      {
        schema: {
          ...tags,
          summary: 'The programmes one can apply to, in my language',
          response: { 200: z.object({ items: z.array(programmeSchema) }) },
        },
      },
      async (request) => ({
        items: await listProgrammesFor(db, await loadCurrentUser(request), requestLanguage(request)),
      }),
    );

    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My applications, newest first, with the count of each tab',
          querystring: listQuery,
          response: { 200: applicationsPageSchema },
        },
      },
      async (request) =>
        listOwnApplications(db, await loadCurrentUser(request), request.query, requestLanguage(request)),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One of my applications',
          params: idParams,
          response: { 200: applicationDetailSchema },
        },
      },
      async (request) =>
        getOwnApplication(db, await loadCurrentUser(request), request.params.id, requestLanguage(request)),
    );

    app.post(
      `${BASE}/drafts`,
      {
        schema: {
          ...tags,
          summary: 'Start a draft (the wizard left half-way)',
          body: saveDraftSchema,
          response: { 201: applicationDetailSchema },
        },
      },
      async (request, reply) => {
        const draft = await createDraft(db, await loadCurrentUser(request), request.body, {
          language: requestLanguage(request),
        });
        return reply.status(201).send(draft);
      },
    );

    app.put(
      `${BASE}/:id/draft`,
      {
        schema: {
          ...tags,
          summary: 'Save a step of my draft',
          params: idParams,
          body: saveDraftSchema,
          response: { 200: applicationDetailSchema },
        },
      },
      async (request) =>
        saveDraft(db, await loadCurrentUser(request), request.params.id, request.body, {
          language: requestLanguage(request),
        }),
    );

    app.post(
      `${BASE}/:id/submit`,
      {
        schema: {
          ...tags,
          summary: 'Submit my draft; the priority score is computed here',
          params: idParams,
          body: applicationFormSchema,
          response: { 200: applicationDetailSchema },
        },
      },
      async (request) =>
        submitDraft(db, await loadCurrentUser(request), request.params.id, request.body, {
          language: requestLanguage(request),
        }),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Apply in one go, without a draft',
          body: applicationFormSchema,
          response: { 201: applicationDetailSchema },
        },
      },
      async (request, reply) => {
        const application = await submitApplication(db, await loadCurrentUser(request), request.body, {
          language: requestLanguage(request),
        });
        return reply.status(201).send(application);
      },
    );
  };
}
