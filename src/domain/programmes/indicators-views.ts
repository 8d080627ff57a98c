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

/** A cycle of the programme: the figures of its cohort only (the people enrolled in its project). */
const cycleFilter = z.optional(z.string().check(z.minLength(1), z.maxLength(100)));

export const indicatorsQuerySchema = z.object({
  breakdown: z._default(z.enum(BREAKDOWNS), 'camp'),
  cycleId: cycleFilter,
});
export const indicatorsFileQuerySchema = z.object({
  breakdown: z._default(z.enum(BREAKDOWNS), 'camp'),
  cycleId: cycleFilter,
  format: z._default(z.enum(['csv', 'xlsx']), 'csv'),
});

export const programmeIndicatorsSchema = z.object({
  programmeId: z.string(),
  programmeName: z.string(),
  breakdown: z.enum(BREAKDOWNS),
  /** The cycle the figures are limited to; null for the whole programme. */
  cycle: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** Kenyan day the figures were worked out (ages are counted on it). */
  asOf: z.string(),
  overall: z.object(figures),
  groups: z.array(z.object({ group: z.string(), ...figures })),
});
export type ProgrammeIndicators = z.infer<typeof programmeIndicatorsSchema>;
