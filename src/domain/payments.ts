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

export interface BeneficiaryPayment {
  id: string;
  /** Whole KES. */
  amount: number;
  paymentMethod: string;
  paymentReference: string | null;
  status: PaymentStatus;
  /** Why a failed payment failed, in the provider's or staff member's words. */
  failureReason: string | null;
  /** The project that paid it, when a payment batch did. */
  projectName: string | null;
  createdAt: string;
}

export interface BeneficiaryPaymentPage {
  items: BeneficiaryPayment[];
  page: number;
  pageSize: number;
  total: number;
  totals: {
    /** KES received: completed payments. */
    received: number;
    /** KES on the way: pending and processing. */
    onTheWay: number;
  };
}

/** The spec shows methods with underscores as spaces ("mobile money"); translated labels take precedence. */
export function methodLabelFallback(method: string): string {
  return method.replace(/_/g, ' ');
}
