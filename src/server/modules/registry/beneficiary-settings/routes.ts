import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentDeletionRequestSchema,
  deletionRequestInputSchema,
  deletionRequestSchema,
  myDataFileName,
  preferencesSchema,
} from '@domain/beneficiary-settings';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { exportOwnData } from './export-service';
import {
  cancelOwnDeletion,
  loadOwnDeletionRequest,
  loadOwnPreferences,
  requestOwnDeletion,
  saveOwnPreferences,
} from './service';

const BASE = '/api/v1/beneficiary/settings';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** Settings: preferences, "download my data" and "delete my account". Password changes go through /api/auth/change-password. */
export function beneficiarySettingsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/preferences`,
      {
        schema: {
          ...tags,
          summary: 'My preferences (the defaults until I save them)',
          response: { 200: preferencesSchema },
        },
      },
      async (request) => loadOwnPreferences(db, portalUser(request)),
    );

    app.put(
      `${BASE}/preferences`,
      {
        schema: {
          ...tags,
          summary: 'Save my language, notification choices and whether employers may find me',
          body: preferencesSchema,
          response: { 200: preferencesSchema },
        },
      },
      async (request) => saveOwnPreferences(db, portalUser(request), request.body),
    );

    app.get(
      `${BASE}/my-data`,
      { schema: { ...tags, summary: 'Download everything stored about me, as a JSON file' } },
      async (request, reply) => {
        const data = await exportOwnData(db, portalUser(request));
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${myDataFileName(new Date())}"`)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(data, null, 2));
      },
    );

    app.get(
      `${BASE}/deletion-request`,
      {
        schema: {
          ...tags,
          summary: 'My pending account deletion request, if any',
          response: { 200: currentDeletionRequestSchema },
        },
      },
      async (request) => loadOwnDeletionRequest(db, portalUser(request)),
    );

    app.post(
      `${BASE}/deletion-request`,
      {
        schema: {
          ...tags,
          summary: 'Ask the agency to delete my account (one pending request at a time)',
          body: deletionRequestInputSchema,
          response: { 201: deletionRequestSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await requestOwnDeletion(db, portalUser(request), request.body)),
    );

    app.delete(
      `${BASE}/deletion-request`,
      { schema: { ...tags, summary: 'Cancel my pending deletion request' } },
      async (request, reply) => {
        await cancelOwnDeletion(db, portalUser(request));
        return reply.status(204).send();
      },
    );
  };
}
