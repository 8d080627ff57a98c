import * as z from 'zod/mini';
import { CAMPS } from './beneficiary-profile';
import { nairobiToday } from './kenya-day';
import { pageSchema } from './paging';
import { eligibilitySchema } from './programmes/eligibility-rules';
import { scoreBreakdownSchema } from './programmes/scoring-formula';
import { applicationAnswersSchema, type ApplicationStatus } from './programme-application';
import { PROJECT_STATUSES } from './projects';
import { registryPersonSchema } from './registry-beneficiary-record';

/*
 * Staff review of programme applications. The life of an application
 * after the person submits it:
 *
 *   submitted --assign--> under_review --approve--> approved --complete--> completed
 *                                      --reject---> rejected
 *
 * A submitted application cannot be decided directly: someone must take it
 * first ("Assign to me"), so two officers never decide the same application,
 * and the person sees that it is being looked at. Only the assigned reviewer
 * decides; another officer who wants to decide takes it over by assigning it to
 * themselves. Drafts belong to the person and never reach staff.
 */

export const REVIEW_ACTIONS = ['assign', 'approve', 'reject', 'complete'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

const TRANSITIONS: Record<ReviewAction, { from: readonly ApplicationStatus[]; to: ApplicationStatus }> = {
  // Assigning an application under review takes it over from its reviewer.
  assign: { from: ['submitted', 'under_review'], to: 'under_review' },
  approve: { from: ['under_review'], to: 'approved' },
  reject: { from: ['under_review'], to: 'rejected' },
  complete: { from: ['approved'], to: 'completed' },
};

/** The status an action leads to from `current`, or null when the action is not allowed there. */
export function nextReviewStatus(current: ApplicationStatus, action: ReviewAction): ApplicationStatus | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(current) ? rule.to : null;
}

/*
 * Withdrawal: a person selected for a place, or waiting for one, gives it up (staff record it with the
 * reason the person gave):
 *
 *   approved (selected) --withdraw--> withdrawn
 *   submitted / under_review (waiting) --withdraw--> withdrawn
 *
 * An approval made by review without selection is not a place in the ranking: it is not withdrawn here.
 */
export function canWithdraw(application: { status: ApplicationStatus; selected: boolean }): boolean {
  if (application.status === 'approved') return application.selected;
  return application.status === 'submitted' || application.status === 'under_review';
}

/** The statuses staff see in the queue: everything but drafts. */
export const REVIEW_STATUSES = [
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'completed',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How the queue marks a priority score (of 100) at a glance: the number is shown beside it. */
export type PriorityBand = 'high' | 'medium' | 'low';
export function priorityBand(score: number): PriorityBand {
  if (score >= 70) return 'high';
  if (score >= 40) return 'medium';
  return 'low';
}

export const REVIEWER_NOTES_MIN = 10;
export const REVIEWER_NOTES_MAX = 2000;
export const APPLICATION_DECISIONS = ['approve', 'reject'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/**
 * The decision. The applicant reads the notes, so a rejection must say why;
 * an approval names the project of the programme the person joins.
 */
export const applicationDecisionSchema = z
  .strictObject({
    decision: z.enum(APPLICATION_DECISIONS, { error: 'validation:applicationReview.decisionInvalid' }),
    notes: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(REVIEWER_NOTES_MAX, { error: 'validation:applicationReview.notesTooLong' })),
      '',
    ),
    projectId: z.optional(
      z.string().check(z.maxLength(100, { error: 'validation:applicationReview.projectRequired' })),
    ),
  })
  .check(
    z.refine((value) => value.decision !== 'reject' || value.notes.length >= REVIEWER_NOTES_MIN, {
      error: 'validation:applicationReview.notesRequired',
      path: ['notes'],
    }),
    z.refine((value) => value.decision !== 'approve' || Boolean(value.projectId), {
      error: 'validation:applicationReview.projectRequired',
      path: ['projectId'],
    }),
  );
export type ApplicationDecisionInput = z.input<typeof applicationDecisionSchema>;

/**
 * "Assign to me". Taking an application over names the reviewer the officer saw
 * holding it, so two officers pressing at once cannot take it from each other
 * without knowing: the later press is refused instead.
 */
export const assignApplicationSchema = z.strictObject({
  takeOverFrom: z.optional(z.string().check(z.maxLength(100))),
});
export type AssignApplicationInput = z.infer<typeof assignApplicationSchema>;

/*
 * Eligibility hints: the programmes' published criteria (migration 0004) that
 * the record can check. Advice beside the decision, never a block: the officer
 * knows the circumstances the numbers do not show.
 */
interface EligibilityRule {
  minAge?: number;
  maxAge?: number;
  /** Monthly household income must be below this (KES). */
  incomeBelow?: number;
}
export const ADULT_AGE = 18;
export const PROGRAMME_ELIGIBILITY: Record<string, EligibilityRule> = {
  'cash-transfer': { minAge: ADULT_AGE, incomeBelow: 10_000 },
  'skills-training': { minAge: 18, maxAge: 35 },
  // A grant is a contract: the applicant must be an adult.
  'business-grant': { minAge: ADULT_AGE },
};

const hintOutcomeSchema = z.enum(['met', 'not_met', 'unknown']);
export type HintOutcome = z.infer<typeof hintOutcomeSchema>;
export const eligibilityHintSchema = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('age'),
    outcome: hintOutcomeSchema,
    age: z.nullable(z.number()),
    minAge: z.nullable(z.number()),
    maxAge: z.nullable(z.number()),
  }),
  z.object({
    rule: z.literal('income'),
    outcome: hintOutcomeSchema,
    income: z.nullable(z.number()),
    incomeBelow: z.number(),
  }),
]);
export type EligibilityHint = z.infer<typeof eligibilityHintSchema>;

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day; null for a missing or future date. */
export function ageOn(dateOfBirth: string | null, day: string): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || dateOfBirth > day) return null;
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

export interface EligibilityInput {
  programId: string;
  dateOfBirth: string | null;
  /** As the applicant declared it on the form. */
  householdIncome: number | null | undefined;
}

/** The hints for one application, age counted on today's date in Kenya. */
export function eligibilityHints(input: EligibilityInput, now: Date = new Date()): EligibilityHint[] {
  const rule = PROGRAMME_ELIGIBILITY[input.programId];
  if (!rule) return [];
  const hints: EligibilityHint[] = [];
  if (rule.minAge !== undefined || rule.maxAge !== undefined) {
    const age = ageOn(input.dateOfBirth, nairobiToday(now));
    const within =
      age !== null &&
      (rule.minAge === undefined || age >= rule.minAge) &&
      (rule.maxAge === undefined || age <= rule.maxAge);
    hints.push({
      rule: 'age',
      outcome: age === null ? 'unknown' : within ? 'met' : 'not_met',
      age,
      minAge: rule.minAge ?? null,
      maxAge: rule.maxAge ?? null,
    });
  }
  if (rule.incomeBelow !== undefined) {
    const income = typeof input.householdIncome === 'number' ? input.householdIncome : null;
    const outcome = income === null ? 'unknown' : income < rule.incomeBelow ? 'met' : 'not_met';
    hints.push({ rule: 'income', outcome, income, incomeBelow: rule.incomeBelow });
  }
  return hints;
}

/** What the staff API answers. Times are ISO 8601. */
const staffRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether it is the reader. */
  isYou: z.boolean(),
});
export type StaffRef = z.infer<typeof staffRefSchema>;

/** The reviewer an application is assigned to; active: false once their account is deactivated (someone takes it over). */
const assignedStaffRefSchema = z.extend(staffRefSchema, { active: z.boolean() });
export type AssignedStaffRef = z.infer<typeof assignedStaffRefSchema>;

const nullableString = z.nullable(z.string());

export const staffApplicationItemSchema = z.object({
  id: z.string(),
  programId: z.string(),
  programName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  priorityScore: z.nullable(z.number()),
  submittedAt: nullableString,
  person: z.object({
    id: z.string(),
    name: z.string(),
    progresId: nullableString,
    camp: z.nullable(z.enum(CAMPS)),
    location: nullableString,
  }),
  assignedTo: z.nullable(assignedStaffRefSchema),
});
export type StaffApplicationItem = z.infer<typeof staffApplicationItemSchema>;

export const staffApplicationPageSchema = pageSchema(staffApplicationItemSchema);
export type StaffApplicationPage = z.infer<typeof staffApplicationPageSchema>;

const reviewProjectSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  location: z.string(),
  status: z.enum(PROJECT_STATUSES),
});
export type ReviewProject = z.infer<typeof reviewProjectSchema>;

export const staffApplicationDetailSchema = z.extend(staffApplicationItemSchema, {
  applicationData: applicationAnswersSchema,
  reviewerNotes: nullableString,
  reviewedBy: z.nullable(staffRefSchema),
  reviewedAt: nullableString,
  enrolledProject: z.nullable(reviewProjectSchema),
  registry: z.extend(registryPersonSchema, { householdSize: z.number(), monthlyIncome: z.number() }),
  documents: z.array(
    z.object({ id: z.string(), type: z.string(), name: z.string(), status: z.string(), fileUrl: z.string() }),
  ),
  duplicateAlerts: z.array(
    z.object({
      id: z.string(),
      riskScore: z.number(),
      otherPersonId: z.string(),
      otherName: z.string(),
      /** The other person is outside the reader's scope: the name is all the alert shows, with no link. */
      otherLimited: z.boolean(),
    }),
  ),
  /** The programme's rules applied to the person now (null when the person is not in the registry). */
  eligibility: z.nullable(eligibilitySchema),
  /** How each criterion of the formula contributed to the score; null for scores given before formulas. */
  scoreBreakdown: z.nullable(scoreBreakdownSchema),
  /** The version of the programme's formula the score was computed with. */
  formulaVersion: z.nullable(z.number()),
  /** Given a place by selection (and when); withdrawn (when, and why). */
  selectedAt: nullableString,
  withdrawnAt: nullableString,
  withdrawalReason: nullableString,
  /** The projects of this programme that take people in (active or planning). */
  projects: z.array(reviewProjectSchema),
});
export type StaffApplicationDetail = z.infer<typeof staffApplicationDetailSchema>;

export interface StaffApplicationFilters {
  programId?: string;
  status?: ReviewStatus;
  minPriority?: number;
  maxPriority?: number;
  camp?: (typeof CAMPS)[number];
  assignedToMe?: boolean;
}
