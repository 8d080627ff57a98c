import * as z from 'zod/mini';
import { MATCHING_FIELDS } from './duplicates/risk-score';
import { pageSchema } from './paging';
import { DUPLICATE_ALERT_STATUSES, DUPLICATE_RESOLUTIONS } from './registry';
import { beneficiaryRecordSchema } from './registry-beneficiary-record';

/*
 * Duplicate adjudication (spec "Duplicate Detection Alerts"): what the API
 * answers and accepts. A person decides every pair; nothing merges by itself.
 */

export const DUPLICATE_DECISIONS = ['confirm_duplicate', 'not_duplicate', 'resolve'] as const;
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];
export const DUPLICATE_BULK_ACTIONS = ['assign', 'not_duplicate'] as const;
export const MAX_BULK_ALERTS = 100;

export const duplicateDecisionSchema = z
  .strictObject({
    decision: z.enum(DUPLICATE_DECISIONS, { error: 'validation:duplicates.decisionInvalid' }),
    keepBeneficiaryId: z.optional(z.string().check(z.maxLength(100, { error: 'validation:duplicates.keepNotInPair' }))),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(1000, { error: 'validation:duplicates.notesTooLong' }))),
  })
  .check(
    z.refine((value) => value.decision !== 'resolve' || (value.notes ?? '').length >= 3, {
      error: 'validation:duplicates.notesRequired',
      path: ['notes'],
    }),
    z.refine((value) => value.decision !== 'confirm_duplicate' || Boolean(value.keepBeneficiaryId), {
      error: 'validation:duplicates.keepRequired',
      path: ['keepBeneficiaryId'],
    }),
  );
export type DuplicateDecisionInput = z.infer<typeof duplicateDecisionSchema>;

export const duplicateBulkSchema = z.strictObject({
  ids: z
    .array(z.string().check(z.maxLength(100)))
    .check(
      z.minLength(1, { error: 'validation:duplicates.bulkEmpty' }),
      z.maxLength(MAX_BULK_ALERTS, { error: 'validation:duplicates.bulkTooMany' }),
    ),
  action: z.enum(DUPLICATE_BULK_ACTIONS, { error: 'validation:duplicates.bulkActionInvalid' }),
});
export type DuplicateBulkInput = z.infer<typeof duplicateBulkSchema>;

/** The resolve note form on its own (the dialog validates it before sending). */
export const duplicateResolveNoteSchema = z.strictObject({
  notes: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, { error: 'validation:duplicates.notesRequired' }),
      z.maxLength(1000, { error: 'validation:duplicates.notesTooLong' }),
    ),
});

const nullableString = z.nullable(z.string());

const duplicatePersonSchema = z.object({
  id: z.string(),
  progresId: nullableString,
  name: z.string(),
  dateOfBirth: nullableString,
  phoneNumber: nullableString,
  location: nullableString,
  householdId: nullableString,
  /**
   * A person outside the reader's scope (another organisation's caseload): only the name, birth year, camp
   * (as location) and ProGres ID are given; the rest is null.
   */
  limited: z.boolean(),
  birthYear: z.nullable(z.number()),
});
export type DuplicatePerson = z.infer<typeof duplicatePersonSchema>;

export const duplicateAlertItemSchema = z.object({
  id: z.string(),
  riskScore: z.number(),
  matchingFields: z.array(z.enum(MATCHING_FIELDS)),
  status: z.enum(DUPLICATE_ALERT_STATUSES),
  resolution: z.nullable(z.enum(DUPLICATE_RESOLUTIONS)),
  detectedOn: z.string(),
  assignedTo: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** Set when the pair was merged and not reversed: which record was kept. */
  keptBeneficiaryId: nullableString,
  beneficiary1: duplicatePersonSchema,
  beneficiary2: duplicatePersonSchema,
});
export type DuplicateAlertItem = z.infer<typeof duplicateAlertItemSchema>;

export const duplicateAlertPageSchema = pageSchema(duplicateAlertItemSchema);
export type DuplicateAlertPage = z.infer<typeof duplicateAlertPageSchema>;

/** The alert with both people's whole records, side by side. */
export const duplicateDetailsSchema = z.object({
  alert: duplicateAlertItemSchema,
  records: z.tuple([beneficiaryRecordSchema, beneficiaryRecordSchema]),
});
export type DuplicateDetails = z.infer<typeof duplicateDetailsSchema>;

export const duplicateSummarySchema = z.object({
  pendingReview: z.number(),
  underReview: z.number(),
  resolvedThisMonth: z.number(),
  /** Confirmed duplicates over all decided alerts (0-1); null before any decision. */
  detectionAccuracy: z.nullable(z.number()),
});
export type DuplicateSummary = z.infer<typeof duplicateSummarySchema>;

export const duplicateBulkResultSchema = z.object({
  updated: z.array(z.string()),
  /** Alerts left as they were (already resolved, or unknown). */
  skipped: z.array(z.string()),
});
export type DuplicateBulkResult = z.infer<typeof duplicateBulkResultSchema>;

/** A full-registry duplicate scan, run by the background worker, as staff watch it. */
export const registryScanSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  processed: z.number(),
  total: z.number(),
  alertsCreated: z.number(),
  createdAt: z.string(),
  finishedAt: nullableString,
});
export type RegistryScan = z.infer<typeof registryScanSchema>;
