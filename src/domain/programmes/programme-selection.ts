import * as z from 'zod/mini';
import { CAMPS, GENDERS } from '../beneficiary-profile';
import { pageSchema, pagingQuerySchema } from '../paging';
import { APPLICATION_STATUSES } from '../programme-application';
import { eligibilitySchema } from './eligibility-rules';
import { PROGRAMME_STATUSES, programmeQuotaSchema } from './programme-design';

/*
 * Selecting participants: the officer's ranking of a programme's applicants, the "select the top N" and
 * "select this person" requests, withdrawal of a place, and what the applicant is told about their place.
 * The server decides everything (rules, scores, places, quotas); these are the shapes both sides share.
 */

/**
 * Where an applicant stands in the ranking:
 * - selected: holds a place (selected and approved);
 * - waiting: eligible and still open (submitted or under review), in rank order;
 * - ineligible: open, but a hard rule fails;
 * - withdrawn: held a place or waited, and withdrew;
 * - decided: decided otherwise by a reviewer (approved without selection, rejected, completed).
 */
export const RANKING_STATES = ['selected', 'waiting', 'ineligible', 'withdrawn', 'decided'] as const;
export type RankingState = (typeof RANKING_STATES)[number];
export const RANKING_FILTER_STATES = ['all', ...RANKING_STATES] as const;
export type RankingFilterState = (typeof RANKING_FILTER_STATES)[number];

export const rankedApplicantSchema = z.object({
  applicationId: z.string(),
  beneficiaryId: z.string(),
  name: z.string(),
  camp: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  /** Whole years on the programme's reference date (closing date, or today); null when unknown. */
  age: z.nullable(z.number()),
  score: z.number(),
  /** ISO date-time the application was submitted. */
  appliedAt: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  state: z.enum(RANKING_STATES),
  /** 1-based place on the waiting list; null for anyone not waiting. */
  rank: z.nullable(z.number()),
  eligibility: eligibilitySchema,
  householdId: z.nullable(z.string()),
});
export type RankedApplicant = z.infer<typeof rankedApplicantSchema>;

export const rankingQuerySchema = z.extend(pagingQuerySchema(50), {
  camp: z.optional(z.enum(CAMPS)),
  gender: z.optional(z.enum(GENDERS)),
  state: z._default(z.enum(RANKING_FILTER_STATES), 'all'),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

export const quotaFillSchema = z.object({ quota: programmeQuotaSchema, filled: z.number() });
export type QuotaFill = z.infer<typeof quotaFillSchema>;

export const rankingHeaderSchema = z.object({
  /** Places in all; null for no limit. */
  places: z.nullable(z.number()),
  selectedCount: z.number(),
  waitingCount: z.number(),
  ineligibleCount: z.number(),
  quotaFill: z.array(quotaFillSchema),
  programmeStatus: z.enum(PROGRAMME_STATUSES),
});
export type RankingHeader = z.infer<typeof rankingHeaderSchema>;

export const rankingPageSchema = z.extend(pageSchema(rankedApplicantSchema), { header: rankingHeaderSchema });
export type RankingPage = z.infer<typeof rankingPageSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(100));
/** The number of people selected the officer saw: a selection made meanwhile by someone else is refused (409). */
const seenSelectedCount = z.int().check(z.gte(0), z.lte(1_000_000));

export const MAX_SELECT_AT_ONCE = 1000;
export const selectTopSchema = z.strictObject({
  count: z
    .int({ error: 'validation:selection.countInvalid' })
    .check(
      z.gte(1, { error: 'validation:selection.countInvalid' }),
      z.lte(MAX_SELECT_AT_ONCE, { error: 'validation:selection.countInvalid' }),
    ),
  projectId: id,
  selectedCount: seenSelectedCount,
});
export type SelectTopInput = z.infer<typeof selectTopSchema>;

export const selectOneSchema = z.strictObject({
  applicationId: id,
  projectId: id,
  selectedCount: seenSelectedCount,
});
export type SelectOneInput = z.infer<typeof selectOneSchema>;

export const WITHDRAWAL_REASON_MIN = 3;
export const WITHDRAWAL_REASON_MAX = 500;
export const withdrawSchema = z.strictObject({
  reason: z
    .string({ error: 'validation:selection.reasonRequired' })
    .check(
      z.trim(),
      z.minLength(WITHDRAWAL_REASON_MIN, { error: 'validation:selection.reasonRequired' }),
      z.maxLength(WITHDRAWAL_REASON_MAX, { error: 'validation:textTooLong' }),
    ),
});
export type WithdrawInput = z.infer<typeof withdrawSchema>;

/** After a withdrawal: the next eligible applicant who fits the freed place (nothing is selected yet). */
export const withdrawalResultSchema = z.object({
  next: z.nullable(z.object({ applicationId: z.string(), name: z.string(), score: z.number() })),
});
export type WithdrawalResult = z.infer<typeof withdrawalResultSchema>;

export const selectionResultSchema = z.object({
  selected: z.array(z.object({ applicationId: z.string(), name: z.string() })),
  /** Minimums still unmet: too few eligible applicants in the group, so their places went to others. */
  unmetQuotas: z.array(quotaFillSchema),
});
export type SelectionResult = z.infer<typeof selectionResultSchema>;

/** What the applicant sees about their place; null state when none of these applies (e.g. a draft). */
export const APPLICANT_SELECTION_STATES = ['selected', 'waiting', 'not_eligible', 'withdrawn'] as const;
export type ApplicantSelectionState = (typeof APPLICANT_SELECTION_STATES)[number];
export const applicationSelectionSchema = z.object({
  state: z.nullable(z.enum(APPLICANT_SELECTION_STATES)),
  /** 1-based place on the waiting list while waiting; null otherwise. */
  rank: z.nullable(z.number()),
});
export type ApplicationSelection = z.infer<typeof applicationSelectionSchema>;
