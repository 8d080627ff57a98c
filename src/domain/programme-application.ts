import * as z from 'zod/mini';
import type { EMPLOYMENT_STATUSES } from './beneficiary-profile';
import { MIN_PHONE_LENGTH } from './constants';
import { pageSchema, pagingQuerySchema } from './paging';
import {
  applicationDocumentIdsSchema,
  MAX_TEXT_ANSWER,
  questionAnswersSchema,
  type ApplicationAnswer,
} from './programmes/application-answers';
import { eligibilitySchema } from './programmes/eligibility-rules';
import { QUESTION_KINDS } from './programmes/programme-design';
import type { OfferedProgramme } from './programmes/programme-views';
import type { ApplicationSelection } from './programmes/programme-selection';

/** Programme applications (spec sections 3, 4, 5 and 9). Messages are i18n keys (validation namespace). */
export const MIN_REASON_LENGTH = 50;
export const MIN_REFERENCES = 2;
export const MAX_REFERENCES = 10;
export const WIZARD_STEPS = 3;
export type WizardStep = 1 | 2 | 3;

export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'completed',
  // The person gave up a place they were selected for (or their place on the waiting list).
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The tabs of the Applications screen and the statuses each shows (spec section 4). */
export const APPLICATION_FILTERS = ['all', 'active', 'drafts', 'completed'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];
export const STATUSES_BY_FILTER: Record<ApplicationFilter, readonly ApplicationStatus[]> = {
  all: APPLICATION_STATUSES,
  active: ['submitted', 'under_review', 'approved'],
  drafts: ['draft'],
  completed: ['completed', 'rejected', 'withdrawn'],
};
/** A person has at most one of these per programme: a draft, or an application still being decided or running. */
export const OPEN_APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'approved',
] as const satisfies readonly ApplicationStatus[];

/** The application form's employment options (the profile's list without "retired"). */
export const APPLICATION_EMPLOYMENT_STATUSES = [
  'unemployed',
  'employed_part_time',
  'employed_full_time',
  'self_employed',
  'student',
  'other',
] as const satisfies readonly (typeof EMPLOYMENT_STATUSES)[number][];

export const PROGRAMME_TYPES = ['cash_transfer', 'skills_training', 'business_support', 'assistance'] as const;
export type ProgrammeType = (typeof PROGRAMME_TYPES)[number];

/** Spec section 5: the type follows from the programme id. */
export function programTypeOf(programId: string | null | undefined): ProgrammeType {
  if (!programId) return 'assistance';
  if (programId.includes('cash')) return 'cash_transfer';
  if (programId.includes('skills')) return 'skills_training';
  return 'business_support';
}

const text = (error: string, min: number, max: number) =>
  z
    .string({ error })
    .check(z.trim(), z.minLength(min, { error }), z.maxLength(max, { error: 'validation:textTooLong' }));
const details = z.optional(z.string().check(z.trim(), z.maxLength(500, { error: 'validation:textTooLong' })));

export const referenceSchema = z.object({
  name: text('validation:referenceNameRequired', 1, 100),
  phone: z
    .string({ error: 'validation:referencePhoneInvalid' })
    .check(
      z.trim(),
      z.minLength(MIN_PHONE_LENGTH, { error: 'validation:referencePhoneInvalid' }),
      z.maxLength(20, { error: 'validation:referencePhoneInvalid' }),
    ),
  relationship: text('validation:relationshipRequired', 1, 60),
});
export type ApplicationReference = z.infer<typeof referenceSchema>;

/** Step 1: choose a programme. */
export const programmeStepSchema = z.object({ programId: text('validation:programRequired', 1, 60) });

/**
 * Step 2: household and situation. Detail fields count only when their box is ticked. `answers` holds the
 * programme's extra questions by question id; whether they fit the programme is checked against its
 * questions (programmes/application-answers.ts `answerIssues`), errors at `answers.<question id>`.
 */
export const detailsStepSchema = z.object({
  householdIncome: z
    .number({ error: 'validation:incomeMin' })
    .check(z.gte(0, { error: 'validation:incomeMin' }), z.lte(100_000_000, { error: 'validation:invalidInput' })),
  householdSize: z
    .int({ error: 'validation:householdSizeMin' })
    .check(z.gte(1, { error: 'validation:householdSizeMin' }), z.lte(100, { error: 'validation:invalidInput' })),
  employmentStatus: z.enum(APPLICATION_EMPLOYMENT_STATUSES, { error: 'validation:employmentStatusRequired' }),
  reasonForApplication: text('validation:reasonMin', MIN_REASON_LENGTH, 2000),
  previousAssistance: z.boolean(),
  previousAssistanceDetails: details,
  hasBankAccount: z.boolean(),
  bankDetails: details,
  hasMobileMoney: z.boolean(),
  mobileMoneyDetails: details,
  answers: z.optional(questionAnswersSchema),
});

/**
 * Step 3: the documents the programme requires, chosen from the person's own (`documentIds`; a required type
 * nothing covers is an error at `documents.<type>`), and at least two people who know the applicant.
 */
export const referencesStepSchema = z.object({
  documentIds: z.optional(applicationDocumentIdsSchema),
  references: z
    .array(referenceSchema)
    .check(
      z.minLength(MIN_REFERENCES, { error: 'validation:referencesMin' }),
      z.maxLength(MAX_REFERENCES, { error: 'validation:invalidInput' }),
    ),
});

export const applicationFormSchema = z.object({
  ...programmeStepSchema.shape,
  ...detailsStepSchema.shape,
  ...referencesStepSchema.shape,
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;
/** What is stored as application_data: the form without the programme (answers as kept for the programme). */
export type ApplicationData = Omit<ApplicationForm, 'programId'>;

export const STEP_SCHEMAS = { 1: programmeStepSchema, 2: detailsStepSchema, 3: referencesStepSchema } as const;

/** The form's fields per wizard step, to check one step before moving on. */
export const STEP_FIELDS = {
  1: Object.keys(programmeStepSchema.shape),
  2: Object.keys(detailsStepSchema.shape),
  3: Object.keys(referencesStepSchema.shape),
} as { [S in WizardStep]: (keyof ApplicationForm)[] };

/** The ticked boxes decide which details are kept: a detail behind an unticked box is dropped. */
export function applicationDataOf(form: ApplicationForm): ApplicationData {
  const { programId: _programId, previousAssistanceDetails, bankDetails, mobileMoneyDetails, ...rest } = form;
  const kept = (ticked: boolean, value: string | undefined) => (ticked && value ? value : undefined);
  return {
    ...rest,
    previousAssistanceDetails: kept(form.previousAssistance, previousAssistanceDetails),
    bankDetails: kept(form.hasBankAccount, bankDetails),
    mobileMoneyDetails: kept(form.hasMobileMoney, mobileMoneyDetails),
  };
}

/*
 * A draft keeps whatever was typed, even if not yet valid: only types and sizes
 * are checked, so a half-filled step can be saved and finished later.
 */
const draftText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));
const draftNumber = z.optional(z.nullable(z.number().check(z.gte(-1e9), z.lte(1e9))));
const draftReference = z.object({ name: draftText(100), phone: draftText(20), relationship: draftText(60) });
export const applicationDraftDataSchema = z.strictObject({
  householdIncome: draftNumber,
  householdSize: draftNumber,
  employmentStatus: z.optional(z.nullable(z.union([z.enum(APPLICATION_EMPLOYMENT_STATUSES), z.literal('')]))),
  reasonForApplication: draftText(2000),
  previousAssistance: z.optional(z.boolean()),
  previousAssistanceDetails: draftText(500),
  hasBankAccount: z.optional(z.boolean()),
  bankDetails: draftText(500),
  hasMobileMoney: z.optional(z.boolean()),
  mobileMoneyDetails: draftText(500),
  answers: z.optional(questionAnswersSchema),
  documentIds: z.optional(applicationDocumentIdsSchema),
  references: z.optional(z.array(draftReference).check(z.maxLength(MAX_REFERENCES))),
});
export type ApplicationDraftData = z.infer<typeof applicationDraftDataSchema>;

export const saveDraftSchema = z.strictObject({
  programId: programmeStepSchema.shape.programId,
  step: z
    .int({ error: 'validation:invalidInput' })
    .check(z.gte(1, { error: 'validation:invalidInput' }), z.lte(WIZARD_STEPS, { error: 'validation:invalidInput' })),
  data: applicationDraftDataSchema,
});
export type SaveDraftInput = z.infer<typeof saveDraftSchema>;

/**
 * Completion of a draft: the share of wizard steps, in order, whose answers are already valid (33, 66, 100).
 * `programmeChecks` says whether a step also satisfies the programme itself (its required questions in step
 * 2, its required documents in step 3); a step marked false is not done yet.
 */
export function draftCompletion(
  programId: string,
  data: ApplicationDraftData,
  programmeChecks: Partial<Record<WizardStep, boolean>> = {},
): number {
  const candidate = { programId, ...data };
  let done = 0;
  for (const step of [1, 2, 3] as const) {
    if (!STEP_SCHEMAS[step].safeParse(candidate).success || programmeChecks[step] === false) break;
    done += 1;
  }
  return Math.floor((done * 100) / WIZARD_STEPS);
}

/** A programme as GET /api/v1/programmes answers (programmes/programme-views.ts), in the reader's language. */
export type Programme = OfferedProgramme;

const nullableString = z.nullable(z.string());

/*
 * The applicant's place (programmes/programme-selection.ts `applicationSelectionSchema`), repeated here
 * because that file reads this one's statuses and a schema cannot be built from a half-loaded module;
 * `satisfies` keeps the two the same.
 */
const applicantSelectionSchema = z.object({
  state: z.nullable(z.enum(['selected', 'waiting', 'not_eligible', 'withdrawn'])),
  rank: z.nullable(z.number()),
}) satisfies z.ZodMiniType<ApplicationSelection>;

export const applicationSummarySchema = z.object({
  id: z.string(),
  programId: z.string(),
  programName: z.string(),
  programType: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** The wizard step a draft resumes at; null once submitted. */
  draftStep: z.nullable(z.literal([1, 2, 3])),
  completionPercentage: z.number(),
  priorityScore: z.nullable(z.number()),
  applicationDate: nullableString,
  startDate: nullableString,
  endDate: nullableString,
  reviewerNotes: nullableString,
  /** The project an approval enrolled the person in (its camp or site code), null before that. */
  enrolledProject: z.nullable(z.object({ name: z.string(), location: z.string() })),
  /** The programme's rules as judged on submission, rule by rule; null for a draft. */
  eligibility: z.nullable(eligibilitySchema),
  /** Selected, waiting (with the place on the list), not eligible, withdrawn; null state otherwise. */
  selection: applicantSelectionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** The answers as stored: a submitted form, or whatever a draft holds so far. */
export const applicationAnswersSchema = z.object(applicationDraftDataSchema.shape);

/** An extra question of the programme with the applicant's answer, in the reader's language. */
export const answeredQuestionSchema = z.object({
  questionId: z.string(),
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  /** Null when left blank (an optional question, or a draft). */
  answer: z.nullable(z.union([z.string().check(z.maxLength(MAX_TEXT_ANSWER)), z.number(), z.boolean()])),
  /** For a choice: the chosen option's label. */
  answerLabel: nullableString,
}) satisfies z.ZodMiniType<{ answer: ApplicationAnswer | null }>;
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

export const applicationDetailSchema = z.extend(applicationSummarySchema, {
  applicationData: applicationAnswersSchema,
  /** Every extra question the programme asks, answered or not. */
  answers: z.array(answeredQuestionSchema),
  /** The person's documents attached to the application (for a draft: those chosen so far). */
  documents: z.array(z.object({ id: z.string(), name: z.string(), documentType: z.string() })),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationsQuerySchema = z.extend(pagingQuerySchema(), {
  status: z._default(z.enum(APPLICATION_FILTERS), 'all'),
});

export const applicationsPageSchema = z.extend(pageSchema(applicationSummarySchema), {
  counts: z.object({ all: z.number(), active: z.number(), drafts: z.number(), completed: z.number() }),
});
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>;
