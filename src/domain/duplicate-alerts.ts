import * as z from 'zod/mini';
import type { MatchingField } from './duplicates/risk-score';
import type { DUPLICATE_RESOLUTIONS, DuplicateAlertStatus } from './registry';

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

export interface DuplicatePerson {
  id: string;
  progresId: string | null;
  name: string;
  dateOfBirth: string | null;
  phoneNumber: string | null;
  location: string | null;
  householdId: string | null;
}

export interface DuplicateAlertItem {
  id: string;
  riskScore: number;
  matchingFields: MatchingField[];
  status: DuplicateAlertStatus;
  resolution: (typeof DUPLICATE_RESOLUTIONS)[number] | null;
  detectedOn: string;
  assignedTo: { id: string; name: string } | null;
  /** Set when the pair was merged and not reversed: which record was kept. */
  keptBeneficiaryId: string | null;
  beneficiary1: DuplicatePerson;
  beneficiary2: DuplicatePerson;
}

export interface DuplicateAlertPage {
  items: DuplicateAlertItem[];
  page: number;
  pageSize: number;
  total: number;
}

export interface DuplicateSummary {
  pendingReview: number;
  underReview: number;
  resolvedThisMonth: number;
  /** Confirmed duplicates over all decided alerts (0-1); null before any decision. */
  detectionAccuracy: number | null;
}

export interface DuplicateBulkResult {
  updated: string[];
  /** Alerts left as they were (already resolved, or unknown). */
  skipped: string[];
}
