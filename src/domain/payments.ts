/** Payment states (spec section 4). */
export const PAYMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['mobile_money', 'bank_transfer', 'cash'] as const;

export interface BeneficiaryPayment {
  id: string;
  /** Whole KES. */
  amount: number;
  paymentMethod: string;
  paymentReference: string | null;
  status: PaymentStatus;
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
