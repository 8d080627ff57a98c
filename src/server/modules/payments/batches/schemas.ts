import { z } from 'zod';
import { PAYMENT_BATCH_STATUSES, PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@domain/payments';

/* Response shapes of the staff payments API (OpenAPI documents them; nothing else leaks out). */

const person = z.object({ id: z.string(), name: z.string() }).nullable();

export const batchItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  project: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  amountEach: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  description: z.string().nullable(),
  status: z.enum(PAYMENT_BATCH_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  paymentCount: z.number(),
  totalAmount: z.number(),
  createdBy: person,
  decidedBy: person,
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  needsCheckCount: z.number(),
});

export const batchPageSchema = z.object({
  items: z.array(batchItemSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

export const batchDetailSchema = batchItemSchema.extend({
  statusCounts: z.object({ pending: z.number(), processing: z.number(), completed: z.number(), failed: z.number() }),
  permissions: z.object({
    approve: z.boolean(),
    cancel: z.boolean(),
    disburse: z.boolean(),
    mpesa: z.boolean(),
    settleByHand: z.boolean(),
    resumeMpesa: z.boolean(),
  }),
  unresolvedCount: z.number(),
  /** Payments held back because M-Pesa refused our configuration; resume the batch once it is fixed. */
  heldForConfiguration: z.number(),
  approveBlockedReason: z.enum(['own_batch']).nullable(),
});

export const batchPaymentPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      beneficiaryId: z.string(),
      name: z.string(),
      progresId: z.string().nullable(),
      amount: z.number(),
      status: z.enum(PAYMENT_STATUSES),
      failureReason: z.string().nullable(),
      paymentReference: z.string().nullable(),
      providerRequestId: z.string().nullable(),
      unresolved: z.boolean(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

export const settledPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paymentReference: z.string().nullable(),
  failureReason: z.string().nullable(),
});

export const resultSummarySchema = z.object({
  completed: z.number(),
  failed: z.number(),
  unchanged: z.number(),
  unknownReferences: z.array(z.number()),
  invalidRows: z.array(z.object({ row: z.number(), message: z.string() })),
});
