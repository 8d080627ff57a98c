import * as z from 'zod/mini';
import { calendarDate } from './calendar-date';
import { nairobiToday } from './kenya-day';
import { pageSchema } from './paging';

/** The types a document is stored as (spec section 3, beneficiary_documents.document_type). */
export const DOCUMENT_TYPES = [
  'id_card',
  'passport',
  'birth_certificate',
  'refugee_card',
  'medical_record',
  'education_certificate',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * The upload form's choices, in the spec's order, and the type each is stored
 * as (spec section 5): several labels share 'other'. Labels are translated
 * from `documents:types.<option>`.
 */
export const DOCUMENT_TYPE_OPTIONS = {
  national_id: 'id_card',
  passport: 'passport',
  birth_certificate: 'birth_certificate',
  unhcr_card: 'refugee_card',
  medical_certificate: 'medical_record',
  education_certificate: 'education_certificate',
  proof_of_residence: 'other',
  bank_statement: 'other',
  employment_letter: 'other',
  other: 'other',
} as const satisfies Record<string, DocumentType>;
export type DocumentTypeOption = keyof typeof DOCUMENT_TYPE_OPTIONS;

/** The label shown for a stored type; unknown types (from imports) are shown raw. */
export function documentTypeLabelOption(type: string): DocumentTypeOption | null {
  if (type === 'other') return 'other';
  const match = Object.entries(DOCUMENT_TYPE_OPTIONS).find(([, stored]) => stored === type);
  return match ? (match[0] as DocumentTypeOption) : null;
}

export const DOCUMENT_STATUSES = ['pending', 'under_review', 'verified', 'rejected', 'expired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Spec section 9: 10MB, where a MB is 1024 x 1024 bytes (sizes are shown as bytes/1024/1024). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The file input's accept list (spec section 5); the server checks the bytes, not the name. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';
export const DOCUMENT_FORMAT_NAMES = 'PDF, JPG, PNG, DOC, DOCX';
export const EXPIRES_SOON_DAYS = 30;
export const DOCUMENT_NAME_MAX = 200;

/** Size shown as bytes/1024/1024 to two decimals (spec section 9). */
export function sizeInMb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(2);
}

export type ExpiryState = 'expired' | 'expires_soon';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * Spec section 4, by calendar day: a document is still valid on its expiry
 * date, so it has expired from the next day on, and "expires soon" from 30
 * days before up to that date. `today` is the reader's own YYYY-MM-DD.
 */
export function expiryState(expiryDate: string | null, today: string): ExpiryState | null {
  if (!expiryDate) return null;
  const daysLeft = dayNumber(expiryDate) - dayNumber(today);
  if (Number.isNaN(daysLeft)) return null;
  if (daysLeft < 0) return 'expired';
  return daysLeft <= EXPIRES_SOON_DAYS ? 'expires_soon' : null;
}

/**
 * A rejected document takes a new file under its expiry date; once that date
 * has passed the file would come back pending and could never be verified, so
 * the person uploads a new document with its new date instead.
 */
export function mayReupload(status: DocumentStatus, expiryDate: string | null, today: string): boolean {
  return status === 'rejected' && expiryState(expiryDate, today) !== 'expired';
}

/** YYYY-MM-DD of a moment in the local time zone of whoever runs this. */
export function localIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

const REQUIRED = 'errors:documentFieldsRequired';

/**
 * An optional expiry date ('' when none). A document already past it could
 * never be verified, so it is refused on upload, by Kenya's calendar day like
 * the verification itself; the form and the server check it with this one schema.
 */
export const documentExpiryDateSchema = z.union([
  z.literal(''),
  calendarDate({ error: 'validation:dateInvalid' }).check(
    z.refine((date) => expiryState(date, nairobiToday()) !== 'expired', { error: 'validation:documentExpiryPassed' }),
  ),
]);

/** The text fields sent with an upload; the file travels beside them. */
export const documentUploadFieldsSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: REQUIRED }),
  documentName: z
    .string({ error: REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: REQUIRED }),
      z.maxLength(DOCUMENT_NAME_MAX, { error: 'errors:documentNameTooLong' }),
    ),
  expiryDate: z.optional(documentExpiryDateSchema),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** A document as the API returns it. */
export const beneficiaryDocumentSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  documentName: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
  expiryDate: z.nullable(z.string()),
  status: z.enum(DOCUMENT_STATUSES),
  verificationNotes: z.nullable(z.string()),
  verificationDate: z.nullable(z.string()),
  uploadedAt: z.string(),
  /** Rejected and not yet expired: a new file under the same expiry date may be sent (see mayReupload). */
  canReupload: z.boolean(),
});
export type BeneficiaryDocument = z.infer<typeof beneficiaryDocumentSchema>;

export const documentsPageSchema = pageSchema(beneficiaryDocumentSchema);
export type DocumentsPage = z.infer<typeof documentsPageSchema>;

/** The documents that have expired or expire soon, all of them (a person has few). */
export const expiringDocumentsSchema = z.object({ items: z.array(beneficiaryDocumentSchema) });
export type ExpiringDocuments = z.infer<typeof expiringDocumentsSchema>;
