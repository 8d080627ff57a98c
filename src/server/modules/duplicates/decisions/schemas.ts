import { z } from 'zod';
import { DUPLICATE_ALERT_STATUSES, DUPLICATE_RESOLUTIONS } from '@domain/registry';
import { beneficiaryRecordSchema } from '@server/modules/people';

/* Response shapes of the duplicates API (OpenAPI documents them; nothing else leaks out). */

const nullableString = z.string().nullable();
const MATCHING_FIELDS = [
  'phone',
  'name',
  'name_similar',
  'date_of_birth',
  'date_of_birth_similar',
  'location',
  'location_similar',
  'household',
] as const;

const personSchema = z.object({
  id: z.string(),
  progresId: nullableString,
  name: z.string(),
  dateOfBirth: nullableString,
  phoneNumber: nullableString,
  location: nullableString,
  householdId: nullableString,
});

export const alertItemSchema = z.object({
  id: z.string(),
  riskScore: z.number(),
  matchingFields: z.array(z.enum(MATCHING_FIELDS)),
  status: z.enum(DUPLICATE_ALERT_STATUSES),
  resolution: z.enum(DUPLICATE_RESOLUTIONS).nullable(),
  detectedOn: z.string(),
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
  keptBeneficiaryId: nullableString,
  beneficiary1: personSchema,
  beneficiary2: personSchema,
});

export const alertPageSchema = z.object({
  items: z.array(alertItemSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

export const summarySchema = z.object({
  pendingReview: z.number(),
  underReview: z.number(),
  resolvedThisMonth: z.number(),
  detectionAccuracy: z.number().nullable(),
});

export const alertDetailSchema = z.object({
  alert: alertItemSchema,
  records: z.tuple([beneficiaryRecordSchema, beneficiaryRecordSchema]),
});

export const bulkResultSchema = z.object({ updated: z.array(z.string()), skipped: z.array(z.string()) });
