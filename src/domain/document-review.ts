import * as z from 'zod/mini';
import { CAMPS } from './beneficiary-profile';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, expiryState, type DocumentStatus } from './documents';
import { nairobiToday } from './kenya-day';
import { pageSchema, pagingQuerySchema } from './paging';
import { STAFF_PAGE_SIZE } from './registry';

/*
 * Staff document verification. A document arrives pending (on upload,
 * and again after a re-upload of a rejected one), may be taken under review,
 * and is verified or rejected; the daily job marks it expired once its expiry
 * date has passed in Kenya.
 */

/** The statuses staff may still decide; verified, rejected and expired are final until the person acts. */
export const DECIDABLE_DOCUMENT_STATUSES = ['pending', 'under_review'] as const satisfies DocumentStatus[];
/** What the queue shows when no status is asked for. */
export const DEFAULT_QUEUE_STATUSES = DECIDABLE_DOCUMENT_STATUSES;

export const DOCUMENT_DECISIONS = ['verify', 'reject'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

export const VERIFICATION_NOTES_MAX = 1000;
const REJECTION_NOTES_MIN = 3;

export function canDecideDocument(status: DocumentStatus): boolean {
  return (DECIDABLE_DOCUMENT_STATUSES as readonly DocumentStatus[]).includes(status);
}

export function canStartDocumentReview(status: DocumentStatus): boolean {
  return status === 'pending';
}

export function statusAfterDecision(decision: DocumentDecision): 'verified' | 'rejected' {
  return decision === 'verify' ? 'verified' : 'rejected';
}

/**
 * Notes are what the person reads on their card: optional when verifying,
 * required when rejecting, so they know what to upload instead.
 */
export const documentDecisionSchema = z
  .strictObject({
    decision: z.enum(DOCUMENT_DECISIONS, { error: 'validation:documentReview.decisionInvalid' }),
    notes: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(VERIFICATION_NOTES_MAX, { error: 'validation:documentReview.notesTooLong' })),
    ),
  })
  .check(
    z.refine((value) => value.decision !== 'reject' || (value.notes ?? '').length >= REJECTION_NOTES_MIN, {
      error: 'validation:documentReview.notesRequired',
      path: ['notes'],
    }),
  );
export type DocumentDecisionInput = z.infer<typeof documentDecisionSchema>;

/** Kenya's calendar day: the expiry job and the API agree on "today" wherever the server runs. */
export const kenyaToday = nairobiToday;

/** The spec's expiry rule on Kenya's calendar day, for a document not already marked expired. */
export function shouldMarkExpired(document: { status: DocumentStatus; expiryDate: string | null }, now: Date): boolean {
  return document.status !== 'expired' && expiryState(document.expiryDate, kenyaToday(now)) === 'expired';
}

/**
 * A document past its expiry date is not verified, even before the daily job
 * has marked it: the person is asked for a current one instead.
 */
export function decisionConflict(
  document: { status: DocumentStatus; expiryDate: string | null },
  decision: DocumentDecision,
  now: Date,
): 'errors:documentReview.notDecidable' | 'errors:documentReview.expired' | null {
  if (!canDecideDocument(document.status)) return 'errors:documentReview.notDecidable';
  if (decision === 'verify' && shouldMarkExpired(document, now)) return 'errors:documentReview.expired';
  return null;
}

const KENYA_OFFSET = '+03:00';
const DAY_MS = 86_400_000;
/** Just after midnight in Kenya: a document that expired yesterday is marked before people's day starts. */
export const EXPIRY_RUN_TIME = '00:05';

/** The next run of the daily expiry job: 00:05 Kenya time on the day after `now` (in Kenya). */
export function nextExpiryRun(now: Date): Date {
  return new Date(Date.parse(`${kenyaToday(now)}T${EXPIRY_RUN_TIME}:00${KENYA_OFFSET}`) + DAY_MS);
}

/** The queue's filters: one status (unset: pending and under review), a type, a camp; and the page. */
export const documentQueueQuerySchema = z.strictObject({
  status: z.optional(z.enum(DOCUMENT_STATUSES)),
  type: z.optional(z.enum(DOCUMENT_TYPES)),
  camp: z.optional(z.enum(CAMPS)),
  ...pagingQuerySchema(STAFF_PAGE_SIZE).shape,
});

const documentPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  progresId: z.nullable(z.string()),
  location: z.nullable(z.string()),
});

/** One row of the staff queue. */
export const documentQueueItemSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  documentName: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  expiryDate: z.nullable(z.string()),
  status: z.enum(DOCUMENT_STATUSES),
  uploadedAt: z.string(),
  verificationNotes: z.nullable(z.string()),
  verificationDate: z.nullable(z.string()),
  person: documentPersonSchema,
});
export type DocumentQueueItem = z.infer<typeof documentQueueItemSchema>;

export const documentQueuePageSchema = pageSchema(documentQueueItemSchema);
export type DocumentQueuePage = z.infer<typeof documentQueuePageSchema>;

/** One document with the registry summary staff check it against. */
export const documentReviewSchema = z.extend(documentQueueItemSchema, {
  verifiedByName: z.nullable(z.string()),
  /** Its expiry date has passed in Kenya though the daily job has not marked it yet. */
  pastExpiry: z.boolean().check(z.describe('its expiry date has passed: it may be rejected, not verified')),
  person: z.extend(documentPersonSchema, {
    status: z.string(),
    dateOfBirth: z.nullable(z.string()),
    nationality: z.nullable(z.string()),
  }),
  otherDocuments: z.array(
    z.object({
      id: z.string(),
      documentType: z.string(),
      documentName: z.string(),
      status: z.enum(DOCUMENT_STATUSES),
      uploadedAt: z.string(),
      expiryDate: z.nullable(z.string()),
    }),
  ),
});
export type DocumentReview = z.infer<typeof documentReviewSchema>;
