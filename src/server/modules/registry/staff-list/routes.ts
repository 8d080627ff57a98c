import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { REGISTRY_STATUSES } from '@domain/registry';
import {
  bulkStatusChangeSchema,
  registryExportQuerySchema,
  registryListQuerySchema,
  registrySelectionExportSchema,
} from '@domain/registry-search';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { exportFilteredRegistry, exportSelectedRegistry, type RegistryExport } from './export-service';
import { changeStatuses, listRegistry, registrySummary } from './service';

const BASE = '/api/v1/staff/beneficiaries';
const tags = { tags: ['staff registry'], security: [{ session: [] }] };

const itemSchema = z.object({
  id: z.string(),
  progresId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string().nullable(),
  birthYear: z.number().nullable(),
  gender: z.string().nullable(),
  location: z.string().nullable(),
  vulnerabilityScore: z.number().nullable(),
  status: z.enum(REGISTRY_STATUSES),
  programmeCount: z.number(),
  duplicateRisk: z.number().nullable(),
});

const summarySchema = z.object({
  total: z.number(),
  activeProgrammes: z.number(),
  highVulnerability: z.number(),
  duplicateAlerts: z.number(),
});

function sendExport(reply: FastifyReply, file: RegistryExport) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('X-Row-Count', String(file.rowCount))
    .type(file.contentType)
    .send(file.body);
}

/** The staff registry list: search, filters, headline counts, exports and bulk status changes. */
export function staffRegistryRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Registry list: search by ProGres ID prefix, phone (any format) or name (fuzzy), filters, sort, pages',
          querystring: registryListQuerySchema,
          response: {
            200: z.object({ items: z.array(itemSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
          },
        },
      },
      async (request) => listRegistry(db, await loadCurrentUser(request), request.query),
    );

    app.get(
      `${BASE}/summary`,
      {
        schema: {
          ...tags,
          summary: 'Headline counts: people, active projects, high vulnerability, open duplicate alerts',
          response: { 200: summarySchema },
        },
      },
      async (request) => registrySummary(db, await loadCurrentUser(request)),
    );

    app.get(
      `${BASE}/export`,
      {
        schema: {
          ...tags,
          summary: 'The filtered list as CSV or XLSX (at most 100,000 rows; audited)',
          querystring: registryExportQuerySchema,
        },
      },
      async (request, reply) =>
        sendExport(reply, await exportFilteredRegistry(db, await loadCurrentUser(request), request.query)),
    );

    app.post(
      `${BASE}/export`,
      { schema: { ...tags, summary: 'Selected people as CSV or XLSX (audited)', body: registrySelectionExportSchema } },
      async (request, reply) =>
        sendExport(reply, await exportSelectedRegistry(db, await loadCurrentUser(request), request.body)),
    );

    app.post(
      `${BASE}/bulk-status`,
      {
        schema: {
          ...tags,
          summary: 'Change the status of up to 500 people at once, with a reason written to each person’s history',
          body: bulkStatusChangeSchema,
          response: { 200: z.object({ updated: z.number() }) },
        },
      },
      async (request) => changeStatuses(db, await loadCurrentUser(request), request.body),
    );
  };
}
