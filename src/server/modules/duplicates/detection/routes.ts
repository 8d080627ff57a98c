import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registryScanSchema, type RegistryScan } from '@domain/duplicate-alerts';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { getFullScan, startFullScan, type ScanRow } from './scan-service';

const toScan = (scan: ScanRow): RegistryScan => ({
  id: scan.id,
  status: scan.status,
  processed: scan.processed,
  total: scan.total,
  alertsCreated: scan.alertsCreated,
  createdAt: scan.createdAt.toISOString(),
  finishedAt: scan.finishedAt?.toISOString() ?? null,
});

/** Full-registry duplicate scans: started by staff, run by the background worker. */
export function duplicateScanRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/duplicates/scan',
      {
        schema: {
          tags: ['duplicates'],
          security: [{ session: [] }],
          summary: 'Starts a duplicate scan of the whole registry (or answers the one already under way)',
          response: { 202: registryScanSchema },
        },
      },
      async (request, reply) => {
        const { scan } = await startFullScan(db, portalUser(request));
        return reply.code(202).send(toScan(scan));
      },
    );
    app.get(
      '/api/v1/duplicates/scans/:scanId',
      {
        schema: {
          tags: ['duplicates'],
          security: [{ session: [] }],
          summary: 'Progress of a duplicate scan',
          params: z.object({ scanId: z.string() }),
          response: { 200: registryScanSchema },
        },
      },
      async (request) => toScan(await getFullScan(db, portalUser(request), request.params.scanId)),
    );
  };
}
