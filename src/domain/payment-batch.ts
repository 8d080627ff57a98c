import * as z from 'zod/mini';
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  type PaymentBatchStatus,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentStatus,
} from './payments';
import { calendarDate } from './calendar-date';

/*
 * A payment batch as staff create it (issue 7), the reference finance quotes,
 * and the rows of a provider's result file. Amounts are whole KES.
 */

export const MAX_AMOUNT_EACH = 1_000_000;
export const BATCH_NOTE_MAX = 1000;
/** A provider's result file is a few columns per payment: a few MB holds any batch. */
export const MAX_RESULT_FILE_MB = 5;
export const MAX_RESULT_FILE_BYTES = MAX_RESULT_FILE_MB * 1024 * 1024;

const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, { error: 'validation:textTooLong' }))));

export const paymentBatchInputSchema = z
  .strictObject({
    projectId: z.uuid({ error: 'validation:payments.projectRequired' }),
    amountEach: z
      .int({ error: 'validation:payments.amountEach' })
      .check(
        z.gte(1, { error: 'validation:payments.amountEach' }),
        z.lte(MAX_AMOUNT_EACH, { error: 'validation:payments.amountEach' }),
      ),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'validation:payments.methodRequired' }),
    periodStart: calendarDate({ error: 'validation:payments.periodStartRequired' }),
    periodEnd: calendarDate({ error: 'validation:payments.periodEndRequired' }),
    description: optionalText(500),
  })
  .check(
    z.refine((batch) => batch.periodStart <= batch.periodEnd, {
      error: 'validation:payments.periodOrder',
      path: ['periodEnd'],
    }),
  );
export type PaymentBatchInput = z.input<typeof paymentBatchInputSchema>;
export type PaymentBatchValues = z.output<typeof paymentBatchInputSchema>;

/** Approving may carry a note; rejecting must say why (the maker reads it). */
export const batchApprovalSchema = z.strictObject({ note: optionalText(BATCH_NOTE_MAX) });
export const batchRejectionSchema = z.strictObject({
  note: z
    .string({ error: 'validation:payments.rejectNote' })
    .check(
      z.trim(),
      z.minLength(3, { error: 'validation:payments.rejectNote' }),
      z.maxLength(BATCH_NOTE_MAX, { error: 'validation:textTooLong' }),
    ),
});
export type BatchRejection = z.output<typeof batchRejectionSchema>;

/** An M-Pesa receipt (TransactionID) as the M-Pesa portal shows it: ten letters and digits. */
export const MPESA_RECEIPT_PATTERN = /^[A-Z0-9]{10}$/;

/**
 * What a staff member read in the M-Pesa portal about a payment M-Pesa never
 * answered us about: paid, with its receipt, or not paid, with why. It records
 * M-Pesa's word; it sends no money.
 */
export const settledPaidSchema = z.strictObject({
  outcome: z.literal('completed'),
  receipt: z
    .string({ error: 'validation:payments.mpesaReceipt' })
    .check(z.trim(), z.toUpperCase(), z.regex(MPESA_RECEIPT_PATTERN, { error: 'validation:payments.mpesaReceipt' })),
});
export const settledFailedSchema = z.strictObject({
  outcome: z.literal('failed'),
  reason: z
    .string({ error: 'validation:payments.settleReason' })
    .check(
      z.trim(),
      z.minLength(3, { error: 'validation:payments.settleReason' }),
      z.maxLength(500, { error: 'validation:textTooLong' }),
    ),
});
export const settleByHandSchema = z.discriminatedUnion('outcome', [settledPaidSchema, settledFailedSchema]);
export type SettleByHandInput = z.input<typeof settleByHandSchema>;
export type SettleByHand = z.output<typeof settleByHandSchema>;

export const disbursementSchema = z.strictObject({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'validation:payments.providerRequired' }),
});

/** PAY-2026-000123: the year the batch was created (Kenya time) and the sequence number. */
export function formatBatchReference(year: number, sequence: number): string {
  return `PAY-${year}-${String(sequence).padStart(6, '0')}`;
}

export const BATCH_REFERENCE_PATTERN = /^PAY-\d{4}-\d{6,}$/;

/** The calendar year in Kenya (UTC+3), so a batch created on 31 December at 22:00 UTC is numbered in the new year. */
export function kenyaYear(now: Date): number {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).getUTCFullYear();
}

/** The upload file staff hand to a provider, and the result file it returns. */
export const UPLOAD_FILE_COLUMNS = ['reference', 'payee_account', 'amount', 'batch_reference'] as const;
export const RESULT_FILE_COLUMNS = ['reference', 'status', 'receipt', 'reason'] as const;

const cell = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: 'validation:textTooLong' }));

/** One row of a result file, as text from a CSV or XLSX; a failure must say why. */
export const resultFileRowSchema = z
  .object({
    reference: cell(64).check(z.minLength(1, { error: 'validation:payments.resultReference' })),
    status: z.pipe(
      z.string().check(z.trim(), z.toLowerCase()),
      z.enum(['completed', 'failed'], { error: 'validation:payments.resultStatus' }),
    ),
    receipt: cell(100),
    reason: cell(500),
  })
  .check(
    z.refine((row) => row.status !== 'failed' || row.reason !== '', {
      error: 'validation:payments.resultReason',
      path: ['reason'],
    }),
  );
export type ResultFileRow = z.output<typeof resultFileRowSchema>;

export interface PaymentBatchItem {
  id: string;
  reference: string;
  project: { id: string; code: string; name: string };
  amountEach: number;
  paymentMethod: PaymentMethod;
  periodStart: string;
  periodEnd: string;
  description: string | null;
  status: PaymentBatchStatus;
  provider: PaymentProviderName | null;
  paymentCount: number;
  totalAmount: number;
  createdBy: { id: string; name: string } | null;
  decidedBy: { id: string; name: string } | null;
  decidedAt: string | null;
  decisionNote: string | null;
  disbursedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  /** M-Pesa payments a staff member must check (never answered about, or paid another amount): shown in the list too. */
  needsCheckCount: number;
}

export interface PaymentBatchPage {
  items: PaymentBatchItem[];
  page: number;
  pageSize: number;
  total: number;
}

/** What the viewer may do with a batch: the server decides, the screen explains. */
export interface PaymentBatchDetail extends PaymentBatchItem {
  statusCounts: Record<PaymentStatus, number>;
  permissions: {
    approve: boolean;
    cancel: boolean;
    disburse: boolean;
    mpesa: boolean;
    settleByHand: boolean;
    resumeMpesa: boolean;
  };
  /** Processing M-Pesa payments the status queries gave up on: staff check them in the M-Pesa portal. */
  unresolvedCount: number;
  /** Payments held back because M-Pesa refused our own settings; the batch resumes once they are fixed. */
  heldForConfiguration: number;
  /** Why the viewer may not approve, when it is their own batch. */
  approveBlockedReason: 'own_batch' | null;
}

export interface BatchPaymentItem {
  id: string;
  beneficiaryId: string;
  name: string;
  progresId: string | null;
  amount: number;
  status: PaymentStatus;
  failureReason: string | null;
  paymentReference: string | null;
  providerRequestId: string | null;
  /** M-Pesa never told us how it ended: check it in the M-Pesa portal, then settle it by hand. */
  unresolved: boolean;
}

export interface BatchPaymentPage {
  items: BatchPaymentItem[];
  page: number;
  pageSize: number;
  total: number;
}

export interface ResultImportSummary {
  completed: number;
  failed: number;
  unchanged: number;
  /** Row numbers (the header is row 1) whose reference is not a payment of this batch. */
  unknownReferences: number[];
  invalidRows: { row: number; message: string }[];
}
