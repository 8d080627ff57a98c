import * as z from 'zod/mini';
import { BREAKDOWNS } from './indicators';

/* The indicators endpoint's query and answer. */

const share = z.object({ count: z.number(), of: z.number(), rate: z.nullable(z.number()) });

const figures = {
  participants: z.number(),
  completion: share,
  survival: z.object({ 3: share, 6: share, 12: share }),
  employment: share,
  medianIncomeChange: z.nullable(z.number()),
  graduation: z.nullable(share),
};

export const indicatorsQuerySchema = z.object({ breakdown: z._default(z.enum(BREAKDOWNS), 'camp') });
export const indicatorsFileQuerySchema = z.object({
  breakdown: z._default(z.enum(BREAKDOWNS), 'camp'),
  format: z._default(z.enum(['csv', 'xlsx']), 'csv'),
});

export const programmeIndicatorsSchema = z.object({
  programmeId: z.string(),
  programmeName: z.string(),
  breakdown: z.enum(BREAKDOWNS),
  /** Kenyan day the figures were worked out (ages are counted on it). */
  asOf: z.string(),
  overall: z.object(figures),
  groups: z.array(z.object({ group: z.string(), ...figures })),
});
export type ProgrammeIndicators = z.infer<typeof programmeIndicatorsSchema>;
