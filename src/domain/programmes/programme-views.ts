import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from '../documents';
import { pageSchema, pagingQuerySchema } from '../paging';
import { eligibilityRuleSchema, eligibilitySchema, ELIGIBILITY_RULE_KINDS } from './eligibility-rules';
import {
  CONTENT_LANGUAGES,
  PROGRAMME_KINDS,
  PROGRAMME_STATUSES,
  programmeContentSchema,
  programmeQuestionSchema,
  programmeQuotaSchema,
  QUESTION_KINDS,
} from './programme-design';
import { scoringFormulaSchema } from './scoring-formula';

/** How full a programme is, live: what the staff programme page and list show. */
export const programmeStatsSchema = z.object({
  /** Submitted and not withdrawn (drafts are not counted). */
  applications: z.number(),
  eligible: z.number(),
  ineligible: z.number(),
  /** Applications failing each hard rule (one application may fail several). */
  ineligibleByRule: z.array(z.object({ kind: z.enum(ELIGIBILITY_RULE_KINDS), count: z.number() })),
  selected: z.number(),
  /** Eligible, not selected, still waiting. */
  waiting: z.number(),
  places: z.nullable(z.number()),
  quotaFill: z.array(z.object({ quota: programmeQuotaSchema, filled: z.number() })),
});
export type ProgrammeStats = z.infer<typeof programmeStatsSchema>;

export const programmeFormulaVersionSchema = z.object({
  id: z.string(),
  version: z.number(),
  formula: scoringFormulaSchema,
  createdAt: z.string(),
  /** The staff member who wrote it; null for the formula the platform was installed with. */
  createdBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type ProgrammeFormulaVersion = z.infer<typeof programmeFormulaVersionSchema>;

/** One programme as the staff console shows it: the whole design, in every language, and its figures. */
export const staffProgrammeSchema = z.object({
  id: z.string(),
  /** The code of the organisation that runs it (UNHCR, IRC...), shown as its badge. */
  organisation: z.string(),
  kind: z.enum(PROGRAMME_KINDS),
  status: z.enum(PROGRAMME_STATUSES),
  content: programmeContentSchema,
  /** Languages shown in English because their text is missing. */
  missingTranslations: z.array(z.enum(CONTENT_LANGUAGES)),
  opensOn: z.nullable(z.string()),
  closesOn: z.nullable(z.string()),
  places: z.nullable(z.number()),
  quotas: z.array(programmeQuotaSchema),
  onePlacePerHousehold: z.boolean(),
  requiredDocumentTypes: z.array(z.enum(DOCUMENT_TYPES)),
  questions: z.array(programmeQuestionSchema),
  rules: z.array(eligibilityRuleSchema),
  formula: programmeFormulaVersionSchema,
  projects: z.array(z.object({ id: z.string(), name: z.string(), location: z.string() })),
  stats: programmeStatsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffProgramme = z.infer<typeof staffProgrammeSchema>;

/** A row of the staff Programmes list. */
export const staffProgrammeSummarySchema = z.object({
  id: z.string(),
  /** The code of the organisation that runs it. */
  organisation: z.string(),
  kind: z.enum(PROGRAMME_KINDS),
  status: z.enum(PROGRAMME_STATUSES),
  /** In the reader's language, English when missing. */
  name: z.string(),
  missingTranslations: z.array(z.enum(CONTENT_LANGUAGES)),
  opensOn: z.nullable(z.string()),
  closesOn: z.nullable(z.string()),
  places: z.nullable(z.number()),
  applications: z.number(),
  selected: z.number(),
  updatedAt: z.string(),
});
export type StaffProgrammeSummary = z.infer<typeof staffProgrammeSummarySchema>;

export const staffProgrammesQuerySchema = z.extend(pagingQuerySchema(20), {
  status: z.optional(z.enum(PROGRAMME_STATUSES)),
});
export const staffProgrammesPageSchema = pageSchema(staffProgrammeSummarySchema);

export const programmeFormulaHistorySchema = z.object({ items: z.array(programmeFormulaVersionSchema) });

/** An extra question as the applicant reads it, in their language. */
export const applicantQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  label: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ApplicantQuestion = z.infer<typeof applicantQuestionSchema>;

/**
 * A programme offered to an applicant (GET /api/v1/programmes), in their language: what it gives, what to
 * bring, what it asks, and whether they may apply, rule by rule (hard rules they fail say why).
 */
export const offeredProgrammeSchema = z.object({
  id: z.string(),
  /** The application's type (spec section 5), for the icon. */
  type: z.enum(['cash_transfer', 'skills_training', 'business_support', 'assistance']),
  kind: z.enum(PROGRAMME_KINDS),
  name: z.string(),
  description: z.string(),
  amount: z.string(),
  duration: z.string(),
  /** Notes in plain words; the rules themselves are in `eligibilityCheck`. */
  eligibility: z.array(z.string()),
  opensOn: z.nullable(z.string()),
  closesOn: z.nullable(z.string()),
  requiredDocumentTypes: z.array(z.enum(DOCUMENT_TYPES)),
  questions: z.array(applicantQuestionSchema),
  /** For the signed-in beneficiary; null for other readers (staff, employers). */
  eligibilityCheck: z.nullable(eligibilitySchema),
});
export type OfferedProgramme = z.infer<typeof offeredProgrammeSchema>;
export const offeredProgrammeListSchema = z.object({ items: z.array(offeredProgrammeSchema) });
