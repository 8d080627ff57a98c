import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPS } from '../../../domain/beneficiary-profile';
import type { CurrentUserLoader } from '../../auth/current-user';
import type { Database } from '../../db/client';
import { requestLanguage } from '../../http/problem';
import { employmentOutcomes } from './service';

const counts = { applications: z.number(), interviews: z.number(), hires: z.number() };
const isoDate = z.iso.date({ error: 'validation:dateInvalid' }).optional();

const periodSchema = z
  .strictObject({ from: isoDate, to: isoDate })
  .refine((period) => !period.from || !period.to || period.from <= period.to, {
    error: 'validation:staffReports.periodOrder',
    path: ['to'],
  });

const employmentReportSchema = z.object({
  byEmployer: z.array(z.object({ companyId: z.string(), companyName: z.string(), ...counts })),
  byCamp: z.array(z.object({ camp: z.enum(CAMPS).nullable(), ...counts })),
  byProgramme: z.array(z.object({ programmeId: z.string().nullable(), programme: z.string().nullable(), ...counts })),
  totals: z.object(counts),
});

/** Staff reports: aggregate counts only, never a person's data. */
export function staffReportsRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/staff/reports/employment',
      {
        schema: {
          tags: ['staff reports'],
          security: [{ session: [] }],
          summary: 'Job applications, interviews and hires by employer, camp and programme, optionally for a period of application dates',
          querystring: periodSchema,
          response: { 200: employmentReportSchema },
        },
      },
      async (request) => employmentOutcomes(db, await loadCurrentUser(request), request.query, requestLanguage(request)),
    );
  };
}
