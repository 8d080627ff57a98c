import type { PaymentFailure } from '@domain/payment-failure';

/**
 * The port to a payment provider that pays one person at a time over an API
 * (M-Pesa B2C through Daraja; a bank's API could follow). File-based providers
 * do not use it: their flow is an exported upload file and an imported result
 * file (payments/batches).
 */
export interface PayoutInstruction {
  /**
   * Our id for this payment at the provider, fixed when the payment was
   * created (payment_records.provider_request_id). It names the payment in the
   * provider's answers and status queries; a payment is sent again only after
   * a status query found the provider has no request by this id.
   */
  requestId: string;
  /** Whole KES. */
  amount: number;
  /** E.164 phone number for mobile money. */
  payeeAccount: string;
  /** Shown on the provider's statement: the batch reference, never a name. */
  remarks: string;
}

/** The provider's first answer to a request; the result itself arrives later (callback or status query). */
export type PayoutSubmission =
  | { kind: 'accepted'; conversationId: string }
  /** Refused for a reason about the payee: `failure` is what the payment's failure becomes. */
  | { kind: 'refused'; reason: string; failure: PaymentFailure }
  /**
   * Turned away before the provider acted on it, for a reason of ours (our
   * credentials, account or settings), not the payee's: it was not paid, and
   * the same fault would refuse every other payment of the batch.
   */
  | { kind: 'configuration'; reason: string }
  /** No clear answer (timeout, 5xx): the payment stays processing and a status query settles it. */
  | { kind: 'unknown'; reason: string };

/**
 * A payment's outcome as the provider reports it, parsed from its result
 * callback or its status-query callback (both arrive asynchronously).
 */
export type PayoutResult =
  { status: 'completed'; requestId: string; receipt: string } | { status: 'failed'; requestId: string; reason: string };

export interface PayoutApi {
  submit(instruction: PayoutInstruction): Promise<PayoutSubmission>;
  /**
   * Asks about a payment whose result never came (Daraja's Transaction Status
   * query). The answer comes later, to the status-result callback.
   */
  requestStatus(payment: {
    requestId: string;
    conversationId: string | null;
  }): Promise<{ kind: 'requested' } | { kind: 'refused'; reason: string }>;
}
