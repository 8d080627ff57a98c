import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsReportFilterSchema, applicationsReportSchema } from '@domain/programme-selection-report';
import {
  employmentReportSchema,
  paymentsReportSchema,
  programmesReportSchema,
  registrationsReportSchema,
  reportFilterSchema,
} from '@domain/staff-reports';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { applicationsReport } from './applications-service';
import { paymentsReport } from './payments-service';
import { programmesReport } from './programmes-service';
import { registrationsReport } from './registrations-service';
import { employmentOutcomes } from './service';

const BASE = '/api/v1/staff/reports';
const common = { tags: ['staff reports'], security: [{ session: [] }], querystring: reportFilterSchema };

/** Staff reports: aggregate counts only, never a person's data; every report takes from, to and camp. */
export function staffReportsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/employment`,
      {
        schema: {
          ...common,
          summary:
            'Job applications, interviews and hires by employer, camp and programme, optionally for a period of application dates',
          response: { 200: employmentReportSchema },
        },
      },
      async (request) => employmentOutcomes(db, portalUser(request), request.query, requestLanguage(request)),
    );
    app.get(
      `${BASE}/registrations`,
      {
        schema: {
          ...common,
          summary:
            'People registered in the period over time (by day, week or month) and by location, gender, nationality and vulnerability band',
          response: { 200: registrationsReportSchema },
        },
      },
      async (request) => registrationsReport(db, portalUser(request), request.query),
    );
    app.get(
      `${BASE}/programmes`,
      {
        schema: {
          ...common,
          summary:
            'Projects running in the period: enrolled against target, completion, attendance and spending (USD), by project and by partner',
          response: { 200: programmesReportSchema },
        },
      },
      async (request) => programmesReport(db, portalUser(request), request.query),
    );
    app.get(
      `${BASE}/payments`,
      {
        schema: {
          ...common,
          summary: 'Payments of the period (KES): disbursed by month, method and camp, and every payment by status',
          response: { 200: paymentsReportSchema },
        },
      },
      async (request) => paymentsReport(db, portalUser(request), request.query),
    );
    app.get(
      `${BASE}/applications`,
      {
        schema: {
          ...common,
          querystring: applicationsReportFilterSchema,
          summary:
            'Applications submitted in the period per programme and camp: eligible, ineligible, selected, waiting and withdrawn, by gender and age band',
          response: { 200: applicationsReportSchema },
        },
      },
      async (request) => applicationsReport(db, portalUser(request), request.query, requestLanguage(request)),
    );
  };
}
