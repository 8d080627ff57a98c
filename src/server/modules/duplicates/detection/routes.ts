import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUser } from '@domain/me';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { getFullScan, startFullScan, type ScanRow } from './scan-service';

const scanSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  processed: z.number(),
  total: z.number(),
  alertsCreated: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

const toScan = (scan: ScanRow) => ({
  id: scan.id,
  status: scan.status,
  processed: scan.processed,
  total: scan.total,
  alertsCreated: scan.alertsCreated,
  createdAt: scan.createdAt.toISOString(),
  finishedAt: scan.finishedAt?.toISOString() ?? null,
});

/** Full-registry duplicate scans: started by staff, run by the background worker. */
export function duplicateScanRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/duplicates/scan',
      {
        schema: {
          tags: ['duplicates'],
          security: [{ session: [] }],
          summary: 'Starts a duplicate scan of the whole registry (or answers the one already under way)',
          response: { 202: scanSchema },
        },
      },
      async (request, reply) => {
        const user: CurrentUser | null = await loadCurrentUser(request);
        const { scan } = await startFullScan(db, user);
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
          response: { 200: scanSchema },
        },
      },
      async (request) => toScan(await getFullScan(db, await loadCurrentUser(request), request.params.scanId)),
    );
  };
}
