// zod/mini like every schema the web may import: it bundles only what it uses (docs/decisions/0003).
import * as z from 'zod/mini';
import { PAYMENT_FAILURE_CODES } from './payment-failure';
import { pageSchema } from './paging';

/** Payment states (spec section 4). */
export const PAYMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['mobile_money', 'bank_transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A batch pays a project's enrolled people for a period. Maker-checker: one
 * staff member creates it (awaiting_approval), another approves or rejects it;
 * an approved batch is disbursed through a provider (disbursing), and is
 * completed once every payment in it is completed or failed.
 */
export const PAYMENT_BATCH_STATUSES = [
  'awaiting_approval',
  'approved',
  'rejected',
  'cancelled',
  'disbursing',
  'completed',
] as const;
export type PaymentBatchStatus = (typeof PAYMENT_BATCH_STATUSES)[number];

/** How money leaves: a provider's upload/result files (any method), or M-Pesa B2C through the Daraja API. */
export const PAYMENT_PROVIDERS = ['file', 'mpesa'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What moved a payment's status; every change is written to payment_events. */
export const PAYMENT_EVENT_SOURCES = [
  'staff',
  'provider_request',
  'provider_callback',
  'status_query',
  'result_file',
  'system',
] as const;
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

/**
 * Why a payment waits for a staff member (payment_records.attention):
 * held_for_configuration: M-Pesa refused our own settings and the payment goes again once staff resume the batch;
 * unresolved: M-Pesa never said how it ended after the last status query: staff check the M-Pesa portal;
 * amount_mismatch: M-Pesa paid another amount than ours: staff reconcile it with finance.
 */
export const PAYMENT_ATTENTION_CODES = ['held_for_configuration', 'unresolved', 'amount_mismatch'] as const;
export type PaymentAttention = (typeof PAYMENT_ATTENTION_CODES)[number];
/** The attention codes a staff member checks by hand (the batch page's "to check" filter and count). */
export const NEEDS_CHECK_ATTENTION: readonly PaymentAttention[] = ['unresolved', 'amount_mismatch'];

export const beneficiaryPaymentSchema = z.object({
  id: z.string(),
  /** Whole KES. */
  amount: z.number(),
  paymentMethod: z.string(),
  paymentReference: z.nullable(z.string()),
  status: z.enum(PAYMENT_STATUSES),
  /** Why a failed payment failed; the page translates it. */
  failureCode: z.nullable(z.enum(PAYMENT_FAILURE_CODES)),
  /** The project that paid it, when a payment batch did. */
  projectName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type BeneficiaryPayment = z.infer<typeof beneficiaryPaymentSchema>;

export const beneficiaryPaymentPageSchema = z.extend(pageSchema(beneficiaryPaymentSchema), {
  totals: z.object({
    /** KES received: completed payments. */
    received: z.number(),
    /** KES on the way: pending and processing. */
    onTheWay: z.number(),
  }),
});
export type BeneficiaryPaymentPage = z.infer<typeof beneficiaryPaymentPageSchema>;

/** The spec shows methods with underscores as spaces ("mobile money"); translated labels take precedence. */
export function methodLabelFallback(method: string): string {
  return method.replace(/_/g, ' ');
}
