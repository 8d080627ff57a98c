import * as z from 'zod/mini';

/** GET /api/health: 200 with "ok" when the database answers, 503 with "degraded" when it does not. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), engine: z.enum(['pglite', 'postgres']) }),
});
export type Health = z.infer<typeof healthSchema>;
