import * as z from 'zod/mini';
import { CAMPS, GENDERS, NATIONALITIES } from '../beneficiary-profile';
import { DOCUMENT_TYPES } from '../documents';

/*
 * Who may apply to a programme, as data staff write: each rule is a condition over the person, their
 * household and their record. A hard rule keeps a person out (they are told why, in their language); an
 * advisory rule only tells the reviewer. One pure function evaluates them, on the server, wherever the
 * answer is needed: the beneficiary's programme list, the submission, the review and the selection.
 */

export const ELIGIBILITY_RULE_KINDS = [
  'age',
  'camp',
  'nationality',
  'gender',
  'household_size',
  'income_per_person_below',
  'vulnerability_at_least',
  'verified_document',
  'not_enrolled_recently',
  'registered',
] as const;
export type EligibilityRuleKind = (typeof ELIGIBILITY_RULE_KINDS)[number];

const whole = (min: number, max: number) =>
  z.int({ error: 'validation:invalidInput' }).check(z.gte(min, { error: 'validation:invalidInput' }), z.lte(max));
const hard = z.boolean();
const someOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).check(z.minLength(1, { error: 'validation:programmes.ruleNeedsAValue' }));

export const eligibilityRuleSchema = z.discriminatedUnion('kind', [
  /** Age in whole years on the programme's closing date (today when it has none). */
  z.strictObject({
    kind: z.literal('age'),
    hard,
    min: z.optional(whole(0, 120)),
    max: z.optional(whole(0, 120)),
  }),
  z.strictObject({ kind: z.literal('camp'), hard, camps: someOf(CAMPS) }),
  z.strictObject({ kind: z.literal('nationality'), hard, nationalities: someOf(NATIONALITIES) }),
  z.strictObject({ kind: z.literal('gender'), hard, genders: someOf(GENDERS) }),
  z.strictObject({
    kind: z.literal('household_size'),
    hard,
    min: z.optional(whole(1, 100)),
    max: z.optional(whole(1, 100)),
  }),
  /** Monthly household income divided by household size, in KES, strictly below the amount. */
  z.strictObject({ kind: z.literal('income_per_person_below'), hard, amount: whole(1, 10_000_000) }),
  /** The registry's vulnerability score (0 to 5), at least this. */
  z.strictObject({
    kind: z.literal('vulnerability_at_least'),
    hard,
    score: z.number().check(z.gte(0), z.lte(5)),
  }),
  z.strictObject({ kind: z.literal('verified_document'), hard, documentType: z.enum(DOCUMENT_TYPES) }),
  /** Not approved into (enrolled in) the given programme within the last N months. */
  z.strictObject({
    kind: z.literal('not_enrolled_recently'),
    hard,
    programmeId: z.string().check(z.minLength(1), z.maxLength(60)),
    months: whole(1, 120),
  }),
  /** Registered with UNHCR (has a ProGres ID) and active in the registry. */
  z.strictObject({ kind: z.literal('registered'), hard }),
]);
export type EligibilityRule = z.infer<typeof eligibilityRuleSchema>;

export const MAX_ELIGIBILITY_RULES = 20;
export const eligibilityRulesSchema = z
  .array(eligibilityRuleSchema)
  .check(z.maxLength(MAX_ELIGIBILITY_RULES, { error: 'validation:programmes.tooManyRules' }));

/** What the rules read about one person. Unknown facts are null: a hard rule on an unknown fact fails. */
export interface EligibilityFacts {
  /** YYYY-MM-DD, or null when not recorded. */
  dateOfBirth: string | null;
  camp: string | null;
  nationality: string | null;
  gender: string | null;
  household: { size: number | null; monthlyIncome: number | null };
  vulnerabilityScore: number | null;
  /** Document types of the person's verified documents. */
  verifiedDocumentTypes: readonly string[];
  /** Approvals into programmes: the programme and when it was approved (ISO date-time). */
  enrolments: readonly { programmeId: string; approvedAt: string }[];
  /** Has a ProGres ID and an active registry status. */
  registered: boolean;
}

export const RULE_OUTCOMES = ['pass', 'fail', 'unknown'] as const;
export type RuleOutcome = (typeof RULE_OUTCOMES)[number];

/**
 * One rule's verdict, with a reason the page translates: `reasonKey(result)` (eligibility-reasons.ts) gives
 * the key in the `eligibility` namespace (`rules.<kind>.<outcome>`, with `_min`, `_max` or `_range` for
 * age and household size) and the `values` it is interpolated with (the rule's bounds and, where useful,
 * the person's own figure).
 */
export const ruleResultSchema = z.object({
  kind: z.enum(ELIGIBILITY_RULE_KINDS),
  hard: z.boolean(),
  outcome: z.enum(RULE_OUTCOMES),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type RuleResult = z.infer<typeof ruleResultSchema>;

export const eligibilitySchema = z.object({
  /** Every hard rule passed. */
  eligible: z.boolean(),
  results: z.array(ruleResultSchema),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export interface EligibilityContext {
  /** The day ages are counted on: the programme's closing date, or today (Nairobi) when it has none. YYYY-MM-DD. */
  referenceDate: string;
}
