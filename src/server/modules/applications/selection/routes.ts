import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@domain/paging';
import {
  rankingPageSchema,
  rankingQuerySchema,
  selectionResultSchema,
  selectOneSchema,
  selectTopSchema,
  withdrawalResultSchema,
  withdrawSchema,
} from '@domain/programmes/programme-selection';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { rankingOf } from './ranking-service';
import { selectOne, selectTop } from './select-service';
import { withdrawApplication } from './withdraw-service';

const PROGRAMMES = '/api/v1/staff/programmes';
const tags = { tags: ['staff selection'], security: [{ session: [] }] };

/** Ranking a programme's applicants, selecting within its places and quotas, and withdrawing a place. */
export function staffSelectionRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PROGRAMMES}/:id/ranking`,
      {
        schema: {
          ...tags,
          summary:
            "The programme's applicants judged by its rules now, best score first, with places and quotas filled",
          params: idParamsSchema,
          querystring: rankingQuerySchema,
          response: { 200: rankingPageSchema },
        },
      },
      async (request) => rankingOf(db, portalUser(request), request.params.id, request.query),
    );

    app.post(
      `${PROGRAMMES}/:id/selection`,
      {
        schema: {
          ...tags,
          summary:
            'Select the top N eligible applicants within places and quotas, approving and enrolling them (409 if the selection changed meanwhile)',
          params: idParamsSchema,
          body: selectTopSchema,
          response: { 200: selectionResultSchema },
        },
      },
      async (request) => selectTop(db, portalUser(request), request.params.id, request.body),
    );

    app.post(
      `${PROGRAMMES}/:id/selection/one`,
      {
        schema: {
          ...tags,
          summary: 'Select one waiting applicant, if they fit the places and quotas',
          params: idParamsSchema,
          body: selectOneSchema,
          response: { 200: selectionResultSchema },
        },
      },
      async (request) => selectOne(db, portalUser(request), request.params.id, request.body),
    );

    app.post(
      '/api/v1/staff/applications/:id/withdraw',
      {
        schema: {
          ...tags,
          summary: 'Withdraw a selected or waiting applicant, and see who would take the freed place',
          params: idParamsSchema,
          body: withdrawSchema,
          response: { 200: withdrawalResultSchema },
        },
      },
      async (request) => withdrawApplication(db, portalUser(request), request.params.id, request.body),
    );
  };
}
