import * as z from 'zod/mini';
import {
  PAYMENT_ATTENTION_CODES,
  PAYMENT_BATCH_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
} from './payments';
import { calendarDate } from './calendar-date';
import { PAYMENT_FAILURE_CODES } from './payment-failure';
import { pageSchema } from './paging';

/*
 * A payment batch as staff create it, the reference finance quotes, the rows
 * of a provider's result file, and the staff payments API's answers (the
 * routes and the pages share these schemas). Amounts are whole KES.
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

const person = z.nullable(z.object({ id: z.string(), name: z.string() }));

/** A batch as the staff list and its page show it. */
export const batchItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  project: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  amountEach: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  description: z.nullable(z.string()),
  status: z.enum(PAYMENT_BATCH_STATUSES),
  provider: z.nullable(z.enum(PAYMENT_PROVIDERS)),
  paymentCount: z.number(),
  totalAmount: z.number(),
  createdBy: person,
  decidedBy: person,
  decidedAt: z.nullable(z.string()),
  decisionNote: z.nullable(z.string()),
  disbursedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** M-Pesa payments a staff member must check (never answered about, or paid another amount): shown in the list too. */
  needsCheckCount: z.number(),
});
export type PaymentBatchItem = z.infer<typeof batchItemSchema>;

export const batchPageSchema = pageSchema(batchItemSchema);
export type PaymentBatchPage = z.infer<typeof batchPageSchema>;

/** What the viewer may do with a batch: the server decides, the screen explains. */
export const batchDetailSchema = z.extend(batchItemSchema, {
  statusCounts: z.object({ pending: z.number(), processing: z.number(), completed: z.number(), failed: z.number() }),
  permissions: z.object({
    approve: z.boolean(),
    cancel: z.boolean(),
    disburse: z.boolean(),
    mpesa: z.boolean(),
    settleByHand: z.boolean(),
    resumeMpesa: z.boolean(),
  }),
  /** Processing M-Pesa payments the status queries gave up on: staff check them in the M-Pesa portal. */
  unresolvedCount: z.number(),
  /** Payments held back because M-Pesa refused our own settings; the batch resumes once they are fixed. */
  heldForConfiguration: z.number(),
  /** Why the viewer may not approve, when it is their own batch. */
  approveBlockedReason: z.nullable(z.enum(['own_batch'])),
});
export type PaymentBatchDetail = z.infer<typeof batchDetailSchema>;

export const batchPaymentItemSchema = z.object({
  id: z.string(),
  beneficiaryId: z.string(),
  name: z.string(),
  progresId: z.nullable(z.string()),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  failureCode: z.nullable(z.enum(PAYMENT_FAILURE_CODES)),
  /** The provider's or staff member's own words about the failure, for staff only. */
  failureDetail: z.nullable(z.string()),
  paymentReference: z.nullable(z.string()),
  providerRequestId: z.nullable(z.string()),
  /** Why it waits for staff, if it does. */
  attention: z.nullable(z.enum(PAYMENT_ATTENTION_CODES)),
  /** M-Pesa never told us how it ended: check it in the M-Pesa portal, then settle it by hand. */
  unresolved: z.boolean(),
});
export type BatchPaymentItem = z.infer<typeof batchPaymentItemSchema>;

export const batchPaymentPageSchema = pageSchema(batchPaymentItemSchema);
export type BatchPaymentPage = z.infer<typeof batchPaymentPageSchema>;

/** A payment a staff member settled by hand, as it now stands. */
export const settledPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paymentReference: z.nullable(z.string()),
  failureCode: z.nullable(z.enum(PAYMENT_FAILURE_CODES)),
  failureDetail: z.nullable(z.string()),
});
export type SettledPayment = z.infer<typeof settledPaymentSchema>;

export const resultSummarySchema = z.object({
  completed: z.number(),
  failed: z.number(),
  unchanged: z.number(),
  /** Row numbers (the header is row 1) whose reference is not a payment of this batch. */
  unknownReferences: z.array(z.number()),
  invalidRows: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type ResultImportSummary = z.infer<typeof resultSummarySchema>;
