import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@domain/paging';
import { followUpPlanSchema, followUpRoundCreateSchema } from '@domain/programmes/follow-up';
import {
  followUpAnswersSchema,
  followUpOfficerChangeSchema,
  followUpOverviewSchema,
  followUpRoundCreatedSchema,
  followUpVisitSchema,
  followUpVisitsPageSchema,
  followUpVisitsQuerySchema,
  graduationListSchema,
  visitOfficersSchema,
} from '@domain/programmes/follow-up-views';
import {
  indicatorsFileQuerySchema,
  indicatorsQuerySchema,
  programmeIndicatorsSchema,
} from '@domain/programmes/indicators-views';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { indicatorsCsv, indicatorsFileName, indicatorsXlsx } from './indicators-file';
import { graduationList, programmeIndicators } from './indicators-service';
import { followUpOverview, openFollowUpRound, saveFollowUpPlan } from './plan-service';
import { reassignVisit, visitOfficers } from './visit-officers';
import { listVisits, recordVisit } from './visits-service';

const BASE = '/api/v1/staff/programmes/:id';
const tags = { tags: ['staff programme outcomes'], security: [{ session: [] }] };
const DESIGNERS_ONLY = ' (staff with the programme design permission; 403 otherwise)';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Follow-up visits, graduation and indicators of a programme, among the people the reader may see. */
export function staffProgrammeOutcomesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/follow-up`,
      {
        schema: {
          ...tags,
          summary: "A programme's follow-up questionnaire, graduation criteria and rounds with their visits",
          params: idParamsSchema,
          response: { 200: followUpOverviewSchema },
        },
      },
      async (request) => followUpOverview(db, portalUser(request), request.params.id),
    );

    app.put(
      `${BASE}/follow-up`,
      {
        schema: {
          ...tags,
          summary: `Set the questionnaire, whether people answer it in the portal, and graduation criteria${DESIGNERS_ONLY}`,
          params: idParamsSchema,
          body: followUpPlanSchema,
          response: { 200: followUpOverviewSchema },
        },
      },
      async (request) => saveFollowUpPlan(db, portalUser(request), request.params.id, request.body),
    );

    app.post(
      `${BASE}/follow-up/rounds`,
      {
        schema: {
          ...tags,
          summary: `Open a round N months after completion: a visit per completed person, officers by camp; again adds newcomers${DESIGNERS_ONLY}`,
          params: idParamsSchema,
          body: followUpRoundCreateSchema,
          response: { 201: followUpRoundCreatedSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await openFollowUpRound(db, portalUser(request), request.params.id, request.body)),
    );

    app.get(
      `${BASE}/follow-up/visits`,
      {
        schema: {
          ...tags,
          summary: 'Follow-up visits of people in my scope, by due day (audited)',
          params: idParamsSchema,
          querystring: followUpVisitsQuerySchema,
          response: { 200: followUpVisitsPageSchema },
        },
      },
      async (request) => listVisits(db, portalUser(request), request.params.id, request.query),
    );

    app.put(
      '/api/v1/staff/follow-up-visits/:id',
      {
        schema: {
          ...tags,
          summary: 'Record what a visit found (or correct it); answers are checked against the questionnaire (audited)',
          params: idParamsSchema,
          body: followUpAnswersSchema,
          response: { 200: followUpVisitSchema },
        },
      },
      async (request) => recordVisit(db, portalUser(request), request.params.id, request.body.answers),
    );

    app.get(
      '/api/v1/staff/follow-up-visits/:id/officers',
      {
        schema: {
          ...tags,
          summary: `Officers a visit may be handed to: active staff of the programme's organisation who reach the person${DESIGNERS_ONLY}`,
          params: idParamsSchema,
          response: { 200: visitOfficersSchema },
        },
      },
      async (request) => visitOfficers(db, portalUser(request), request.params.id),
    );

    app.put(
      '/api/v1/staff/follow-up-visits/:id/officer',
      {
        schema: {
          ...tags,
          summary: `Hand a visit to another officer; 409 when the person is outside that officer's places (audited)${DESIGNERS_ONLY}`,
          params: idParamsSchema,
          body: followUpOfficerChangeSchema,
          response: { 200: followUpVisitSchema },
        },
      },
      async (request) => reassignVisit(db, portalUser(request), request.params.id, request.body.officerId),
    );

    app.get(
      `${BASE}/graduation`,
      {
        schema: {
          ...tags,
          summary: 'Each completed person in my scope: graduated, on track or not, criterion by criterion (audited)',
          params: idParamsSchema,
          response: { 200: graduationListSchema },
        },
      },
      async (request) => graduationList(db, portalUser(request), request.params.id),
    );

    app.get(
      `${BASE}/indicators`,
      {
        schema: {
          ...tags,
          summary:
            'Completion, business survival, employment, income change and graduation, overall and by group; of one cycle’s cohort when `cycleId` is given (404 for a cycle of another programme)',
          params: idParamsSchema,
          querystring: indicatorsQuerySchema,
          response: { 200: programmeIndicatorsSchema },
        },
      },
      async (request) =>
        programmeIndicators(db, portalUser(request), request.params.id, request.query, requestLanguage(request)),
    );

    app.get(
      `${BASE}/indicators/file`,
      {
        schema: {
          ...tags,
          summary: 'The indicators table as CSV or XLSX (of one cycle’s cohort when `cycleId` is given)',
          params: idParamsSchema,
          querystring: indicatorsFileQuerySchema,
        },
      },
      async (request, reply) => {
        const { format, ...filter } = request.query;
        const indicators = await programmeIndicators(
          db,
          portalUser(request),
          request.params.id,
          filter,
          requestLanguage(request),
        );
        const body = format === 'csv' ? indicatorsCsv(indicators) : await indicatorsXlsx(indicators);
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', `attachment; filename="${indicatorsFileName(indicators, format)}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX)
          .send(body);
      },
    );
  };
}
