import * as z from 'zod/mini';

/*
 * How applicants to a programme are ranked, as data staff write: a weighted sum of bands, one band table
 * per criterion, written the way the spec writes the priority score ("household income 0 gives 30, below
 * 5,000 gives 25 ..."). In each table the first band that matches gives its points; none matching gives 0.
 */

export const SCORING_FIELDS = [
  'household_income',
  'household_size',
  'income_per_person',
  'vulnerability_score',
  'age',
  'employment_status',
  'previous_assistance',
  'gender',
  'camp',
  'nationality',
  /** The answer to one of the programme's extra questions (number, yes/no or one of a list). */
  'question',
] as const;
export type ScoringField = (typeof SCORING_FIELDS)[number];

/** Fields compared as numbers; the others are compared as text (yes/no answers as 'yes' and 'no'). */
export const NUMERIC_SCORING_FIELDS = [
  'household_income',
  'household_size',
  'income_per_person',
  'vulnerability_score',
  'age',
] as const satisfies readonly ScoringField[];

export const NUMERIC_BAND_OPERATORS = ['eq', 'lt', 'lte', 'gt', 'gte'] as const;
export type NumericBandOperator = (typeof NUMERIC_BAND_OPERATORS)[number];

const points = z.number().check(z.gte(-100), z.lte(100));

export const scoringBandSchema = z.union([
  /** "below 5,000 gives 25" is { op: 'lt', value: 5000, points: 25 }. */
  z.strictObject({ op: z.enum(NUMERIC_BAND_OPERATORS), value: z.number(), points }),
  /** "Unemployed gives 20" is { op: 'in', values: ['unemployed'], points: 20 }. */
  z.strictObject({
    op: z.literal('in'),
    values: z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.minLength(1), z.maxLength(50)),
    points,
  }),
]);
export type ScoringBand = z.infer<typeof scoringBandSchema>;

export const scoringCriterionSchema = z.strictObject({
  field: z.enum(SCORING_FIELDS),
  /** For the 'question' field: which question's answer. */
  questionId: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  /** Points are multiplied by the weight (1 when the bands already carry the weight). */
  weight: z._default(z.number().check(z.gte(0), z.lte(10)), 1),
  bands: z.array(scoringBandSchema).check(z.minLength(1), z.maxLength(20)),
});
export type ScoringCriterion = z.infer<typeof scoringCriterionSchema>;

export const scoringFormulaSchema = z.strictObject({
  /** The score never goes above this (the spec's priority score: 100). */
  maxScore: z._default(z.int().check(z.gte(1), z.lte(1000)), 100),
  criteria: z.array(scoringCriterionSchema).check(z.maxLength(20)),
});
export type ScoringFormula = z.infer<typeof scoringFormulaSchema>;

/** What a formula reads about one application. Unknown values match no band. */
export interface ScoringInput {
  householdIncome: number | null;
  householdSize: number | null;
  vulnerabilityScore: number | null;
  age: number | null;
  employmentStatus: string | null;
  previousAssistance: boolean | null;
  gender: string | null;
  camp: string | null;
  nationality: string | null;
  /** The extra questions' answers by question id. */
  answers: Readonly<Record<string, string | number | boolean>>;
}

/** One criterion's share of a score, kept with the score so a reviewer sees how it was reached. */
export const scoreBreakdownSchema = z.array(
  z.object({ field: z.enum(SCORING_FIELDS), questionId: z.optional(z.string()), points: z.number() }),
);
export type ScoreBreakdown = z.infer<typeof scoreBreakdownSchema>;

/** The spec's priority score (section 9) written as a formula: the three seeded programmes carry it. */
export const SPEC_PRIORITY_FORMULA: ScoringFormula = {
  maxScore: 100,
  criteria: [
    {
      field: 'household_income',
      weight: 1,
      bands: [
        { op: 'eq', value: 0, points: 30 },
        { op: 'lt', value: 5_000, points: 25 },
        { op: 'lt', value: 10_000, points: 20 },
        { op: 'lt', value: 20_000, points: 10 },
      ],
    },
    {
      field: 'household_size',
      weight: 1,
      bands: [
        { op: 'gt', value: 6, points: 20 },
        { op: 'gt', value: 4, points: 15 },
        { op: 'gt', value: 2, points: 10 },
      ],
    },
    {
      field: 'employment_status',
      weight: 1,
      bands: [
        { op: 'in', values: ['unemployed'], points: 20 },
        { op: 'in', values: ['employed_part_time'], points: 10 },
      ],
    },
    { field: 'previous_assistance', weight: 1, bands: [{ op: 'in', values: ['no'], points: 10 }] },
  ],
};
