import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  bulkStatusChangeResultSchema,
  bulkStatusChangeSchema,
  registryExportQuerySchema,
  registryListQuerySchema,
  registryListPageSchema,
  registrySelectionExportSchema,
  registrySummarySchema,
} from '@domain/registry-search';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { exportFilteredRegistry, exportSelectedRegistry, type RegistryExport } from './export-service';
import { changeStatuses, listRegistry, registrySummary } from './service';

const BASE = '/api/v1/staff/beneficiaries';
const tags = { tags: ['staff registry'], security: [{ session: [] }] };

function sendExport(reply: FastifyReply, file: RegistryExport) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('X-Row-Count', String(file.rowCount))
    .type(file.contentType)
    .send(file.body);
}

/** The staff registry list: search, filters, headline counts, exports and bulk status changes. */
export function staffRegistryRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Registry list: search by ProGres ID prefix, phone (any format) or name (fuzzy), filters, sort, pages',
          querystring: registryListQuerySchema,
          response: { 200: registryListPageSchema },
        },
      },
      async (request) => listRegistry(db, portalUser(request), request.query),
    );

    app.get(
      `${BASE}/summary`,
      {
        schema: {
          ...tags,
          summary: 'Headline counts: people, active projects, high vulnerability, open duplicate alerts',
          response: { 200: registrySummarySchema },
        },
      },
      async (request) => registrySummary(db, portalUser(request)),
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
      async (request, reply) => sendExport(reply, await exportFilteredRegistry(db, portalUser(request), request.query)),
    );

    app.post(
      `${BASE}/export`,
      { schema: { ...tags, summary: 'Selected people as CSV or XLSX (audited)', body: registrySelectionExportSchema } },
      async (request, reply) => sendExport(reply, await exportSelectedRegistry(db, portalUser(request), request.body)),
    );

    app.post(
      `${BASE}/bulk-status`,
      {
        schema: {
          ...tags,
          summary: 'Change the status of up to 500 people at once, with a reason written to each person’s history',
          body: bulkStatusChangeSchema,
          response: { 200: bulkStatusChangeResultSchema },
        },
      },
      async (request) => changeStatuses(db, portalUser(request), request.body),
    );
  };
}
