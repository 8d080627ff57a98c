import * as z from 'zod/mini';
import { expiryState, type DocumentStatus } from './documents';
import { nairobiToday } from './kenya-day';

/*
 * Staff document verification (issue 7). A document arrives pending (on upload,
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
const EXPIRY_RUN_TIME = '00:05';

/** The next run of the daily expiry job: 00:05 Kenya time on the day after `now` (in Kenya). */
export function nextExpiryRun(now: Date): Date {
  return new Date(Date.parse(`${kenyaToday(now)}T${EXPIRY_RUN_TIME}:00${KENYA_OFFSET}`) + DAY_MS);
}

/** One row of the staff queue. */
export interface DocumentQueueItem {
  id: string;
  documentType: string;
  documentName: string;
  mimeType: string;
  fileSize: number;
  expiryDate: string | null;
  status: DocumentStatus;
  uploadedAt: string;
  verificationNotes: string | null;
  verificationDate: string | null;
  person: { id: string; firstName: string; lastName: string; progresId: string | null; location: string | null };
}

export interface DocumentQueuePage {
  items: DocumentQueueItem[];
  page: number;
  pageSize: number;
  total: number;
}

/** One document with the registry summary staff check it against. */
export interface DocumentReview extends DocumentQueueItem {
  verifiedByName: string | null;
  /** Its expiry date has passed in Kenya though the daily job has not marked it yet: it may be rejected, never verified. */
  pastExpiry: boolean;
  person: DocumentQueueItem['person'] & { status: string; dateOfBirth: string | null; nationality: string | null };
  otherDocuments: {
    id: string;
    documentType: string;
    documentName: string;
    status: DocumentStatus;
    uploadedAt: string;
    expiryDate: string | null;
  }[];
}
