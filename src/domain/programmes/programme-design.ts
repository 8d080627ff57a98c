import * as z from 'zod/mini';
import { CAMPS, GENDERS, NATIONALITIES } from '../beneficiary-profile';
import { PREFERENCE_LANGUAGES } from '../beneficiary-settings';
import { calendarDate } from '../calendar-date';
import { DOCUMENT_TYPES } from '../documents';
import { eligibilityRulesSchema } from './eligibility-rules';
import { scoringFormulaSchema } from './scoring-formula';

/*
 * A programme as staff design it: what it offers (in every shipped language), who may apply (rules), how
 * applicants are ranked (a scoring formula, versioned), how many places and how they are shared (quotas),
 * what an applicant brings (documents) and answers (extra questions), and the projects an approval enrols
 * people in.
 */

/** The languages a programme's texts are written in; English is required, the others fall back to it. */
export const CONTENT_LANGUAGES = PREFERENCE_LANGUAGES;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const PROGRAMME_KINDS = [
  'cash_transfer',
  'skills_training',
  'business_grant',
  'job_placement',
  'other',
] as const;
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number];

/**
 * The application's programme type (spec section 5: cash_transfer, skills_training, business_support,
 * assistance), which the applications list shows, follows from the programme's kind.
 */
export function applicationTypeOfKind(
  kind: ProgrammeKind,
): 'cash_transfer' | 'skills_training' | 'business_support' | 'assistance' {
  if (kind === 'cash_transfer' || kind === 'skills_training') return kind;
  if (kind === 'business_grant') return 'business_support';
  return 'assistance';
}

/** draft: being designed, not offered. open: offered within its window. paused: not offered for now. closed: over. */
export const PROGRAMME_STATUSES = ['draft', 'open', 'paused', 'closed'] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

export const PROGRAMME_TRANSITIONS: Record<ProgrammeStatus, readonly ProgrammeStatus[]> = {
  draft: ['open', 'closed'],
  open: ['paused', 'closed'],
  paused: ['open', 'closed'],
  closed: [],
};

export function canMoveProgramme(from: ProgrammeStatus, to: ProgrammeStatus): boolean {
  return PROGRAMME_TRANSITIONS[from].includes(to);
}

/** Offered to applicants: open, and today (Nairobi) within its window when it has one. */
export function isOffered(
  programme: { status: ProgrammeStatus; opensOn: string | null; closesOn: string | null },
  today: string,
): boolean {
  if (programme.status !== 'open') return false;
  if (programme.opensOn && today < programme.opensOn) return false;
  if (programme.closesOn && today > programme.closesOn) return false;
  return true;
}

const required = (max: number) =>
  z
    .string({ error: 'validation:required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation:required' }),
      z.maxLength(max, { error: 'validation:textTooLong' }),
    );
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { error: 'validation:textTooLong' })), '');

/** A programme's texts in one language. */
export const programmeTextSchema = z.strictObject({
  name: required(120),
  description: optionalText(2000),
  /** The benefit as people read it: "KES 5,000/month". */
  amount: optionalText(120),
  duration: optionalText(120),
  /** What to know before applying, in plain words (the rules themselves are checked by the server). */
  eligibility: z._default(z.array(required(200)).check(z.maxLength(10)), []),
});
export type ProgrammeText = z.infer<typeof programmeTextSchema>;

/** Texts by language: English required, the others optional (missing ones fall back to English). */
export const programmeContentSchema = z.strictObject({
  en: programmeTextSchema,
  sw: z.optional(programmeTextSchema),
  so: z.optional(programmeTextSchema),
  ar: z.optional(programmeTextSchema),
});
export type ProgrammeContent = z.infer<typeof programmeContentSchema>;

/** A text in each language, English required (labels of questions and options). */
export const localizedLabelSchema = z.strictObject({
  en: required(200),
  sw: z.optional(required(200)),
  so: z.optional(required(200)),
  ar: z.optional(required(200)),
});
export type LocalizedLabel = z.infer<typeof localizedLabelSchema>;

export const QUESTION_KINDS = ['text', 'number', 'yes_no', 'choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const MAX_QUESTIONS = 10;

export const programmeQuestionSchema = z.strictObject({
  /** Stable within the programme: answers are stored under it. Lower-case letters, digits and dashes. */
  id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, { error: 'validation:programmes.questionIdInvalid' })),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  label: localizedLabelSchema,
  /** Only for 'choice': the values stored and their labels. */
  options: z._default(
    z
      .array(z.strictObject({ value: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)), label: localizedLabelSchema }))
      .check(z.maxLength(20)),
    [],
  ),
});
export type ProgrammeQuestion = z.infer<typeof programmeQuestionSchema>;

export const QUOTA_DIMENSIONS = ['camp', 'gender', 'nationality'] as const;
export type QuotaDimension = (typeof QUOTA_DIMENSIONS)[number];
const QUOTA_VALUES: Record<QuotaDimension, readonly string[]> = {
  camp: CAMPS,
  gender: GENDERS,
  nationality: NATIONALITIES,
};

const placesCount = z.int({ error: 'validation:invalidInput' }).check(z.gte(0), z.lte(1_000_000));
/** "At least half women" in 60 places is { dimension: 'gender', value: 'female', minPlaces: 30 }. */
export const programmeQuotaSchema = z
  .strictObject({
    dimension: z.enum(QUOTA_DIMENSIONS),
    value: z.string().check(z.minLength(1), z.maxLength(20)),
    minPlaces: z.optional(placesCount),
    maxPlaces: z.optional(placesCount),
  })
  .check(
    z.refine((quota) => QUOTA_VALUES[quota.dimension].includes(quota.value), {
      error: 'validation:programmes.quotaValueInvalid',
      path: ['value'],
    }),
    z.refine(
      (quota) => quota.minPlaces === undefined || quota.maxPlaces === undefined || quota.minPlaces <= quota.maxPlaces,
      {
        error: 'validation:programmes.quotaMinAboveMax',
        path: ['maxPlaces'],
      },
    ),
  );
export type ProgrammeQuota = z.infer<typeof programmeQuotaSchema>;

const date = calendarDate({ error: 'validation:dateInvalid' });

const quotaGroup = (quota: ProgrammeQuota) => `${quota.dimension}:${quota.value}`;

/** Places the minimums of one dimension hold together (groups of a dimension do not overlap). */
function reservedPlaces(quotas: readonly ProgrammeQuota[]): number {
  return Math.max(
    0,
    ...QUOTA_DIMENSIONS.map((dimension) =>
      quotas.filter((quota) => quota.dimension === dimension).reduce((sum, quota) => sum + (quota.minPlaces ?? 0), 0),
    ),
  );
}

/** What staff send to create or change a programme (its formula is changed on its own, as a new version). */
export const programmeInputSchema = z
  .strictObject({
    kind: z.enum(PROGRAMME_KINDS),
    content: programmeContentSchema,
    opensOn: z._default(z.nullable(date), null),
    closesOn: z._default(z.nullable(date), null),
    /** Places in all; null for no limit. */
    places: z._default(z.nullable(z.int().check(z.gte(1), z.lte(1_000_000))), null),
    quotas: z._default(z.array(programmeQuotaSchema).check(z.maxLength(20)), []),
    onePlacePerHousehold: z._default(z.boolean(), false),
    requiredDocumentTypes: z._default(z.array(z.enum(DOCUMENT_TYPES)).check(z.maxLength(DOCUMENT_TYPES.length)), []),
    questions: z._default(
      z
        .array(programmeQuestionSchema)
        .check(z.maxLength(MAX_QUESTIONS, { error: 'validation:programmes.tooManyQuestions' })),
      [],
    ),
    rules: z._default(eligibilityRulesSchema, []),
    /** The projects an approval may enrol people in. */
    projectIds: z._default(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20)), []),
  })
  .check(
    z.refine((input) => !input.opensOn || !input.closesOn || input.opensOn <= input.closesOn, {
      error: 'validation:programmes.closesBeforeOpens',
      path: ['closesOn'],
    }),
    // Two quotas on the same group would contradict each other; one quota carries both its bounds.
    z.refine((input) => new Set(input.quotas.map(quotaGroup)).size === input.quotas.length, {
      error: 'validation:programmes.quotaRepeated',
      path: ['quotas'],
    }),
    // Minimums beyond the places could never all be met.
    z.refine((input) => input.places === null || reservedPlaces(input.quotas) <= input.places, {
      error: 'validation:programmes.quotasAbovePlaces',
      path: ['quotas'],
    }),
  );
export type ProgrammeInput = z.infer<typeof programmeInputSchema>;

export const programmeCreateSchema = z.extend(programmeInputSchema, {
  /** Defaults to the spec's priority score. */
  formula: z.optional(scoringFormulaSchema),
});

export const programmeStatusChangeSchema = z.strictObject({ status: z.enum(PROGRAMME_STATUSES) });
export const programmeFormulaChangeSchema = z.strictObject({ formula: scoringFormulaSchema });

/** Languages in which a programme's name or a question's label is missing (shown in English instead). */
export function missingTranslations(
  programme: Pick<ProgrammeInput, 'content' | 'questions'>,
): Exclude<ContentLanguage, 'en'>[] {
  return CONTENT_LANGUAGES.filter((language): language is Exclude<ContentLanguage, 'en'> => {
    if (language === 'en') return false;
    if (!programme.content[language]) return true;
    return programme.questions.some(
      (question) => !question.label[language] || question.options.some((option) => !option.label[language]),
    );
  });
}

/** A programme's texts in the reader's language, English when that language has none. */
export function programmeText(content: ProgrammeContent, language: string): ProgrammeText {
  const translated = (CONTENT_LANGUAGES as readonly string[]).includes(language)
    ? content[language as ContentLanguage]
    : undefined;
  return translated ?? content.en;
}
