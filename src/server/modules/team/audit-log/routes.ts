import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasCalendarYear } from '@domain/calendar-date';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { browseAuditLog } from './service';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation:staffAudit.filterTooLong' })
    .optional()
    .transform((value) => value || undefined);
const isoDate = z.iso
  .date({ error: 'validation:dateInvalid' })
  .refine(hasCalendarYear, { error: 'validation:dateInvalid' })
  .optional();
const whole = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'validation:staffAudit.pageInvalid' })
    .int({ error: 'validation:staffAudit.pageInvalid' })
    .min(1, { error: 'validation:staffAudit.pageInvalid' })
    .max(max, { error: 'validation:staffAudit.pageInvalid' })
    .default(fallback);

const querySchema = z
  .strictObject({
    actor: text(200),
    action: text(100),
    targetType: text(50),
    targetId: text(100),
    from: isoDate,
    to: isoDate,
    page: whole(100_000, 1),
    pageSize: whole(100, 10),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'validation:staffAudit.periodOrder',
    path: ['to'],
  });

const entrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  actor: z.object({ userId: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
});

/** The audit log (Kenya Data Protection Act): who did what to which record, for admins. */
export function staffAuditLogRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/staff/audit-log',
      {
        schema: {
          tags: ['staff audit log'],
          security: [{ session: [] }],
          summary: 'Audit entries newest first, filtered by actor, action (prefix), target and days (admins only)',
          querystring: querySchema,
          response: {
            200: z.object({ items: z.array(entrySchema), page: z.number(), pageSize: z.number(), total: z.number() }),
          },
        },
      },
      async (request) => browseAuditLog(db, await loadCurrentUser(request), request.query),
    );
  };
}
