import { failureOfText, type PaymentFailure } from '@domain/payment-failure';
import { failureOfDarajaResult } from './daraja-failures';

/*
 * Daraja posts every asynchronous answer as {Result: {...}}: the B2C result to
 * the ResultURL, a queue timeout to the QueueTimeOutURL, and a Transaction
 * Status answer to that query's ResultURL. These parsers keep only what a
 * payment needs; names and phone numbers in the callback (ReceiverPartyPublicName,
 * DebitPartyName...) are never read, so they cannot reach the database or a log.
 */

/** The M-Pesa ids a payment is found by: ours (OriginatorConversationID) or Daraja's (ConversationID). */
export interface DarajaPaymentKey {
  requestId: string | null;
  conversationId: string | null;
}

export type DarajaOutcome =
  | { status: 'completed'; receipt: string; resultCode: string }
  | { status: 'failed'; reason: string; resultCode: string; failure: PaymentFailure };

export interface DarajaPaymentResult extends DarajaPaymentKey {
  outcome: DarajaOutcome;
  transactionId: string | null;
  /** What M-Pesa says it paid (TransactionAmount, or Amount in a status answer); null when not given or not a number. */
  amount: number | null;
}

/** A Transaction Status answer: a payment's outcome, or a query that settled nothing. */
export type DarajaStatusAnswer =
  | ({ kind: 'settled' } & DarajaPaymentResult)
  /** notFound: M-Pesa has no transaction by that id (it never received the request, or not yet). */
  | ({ kind: 'unsettled'; reason: string; notFound: boolean } & DarajaPaymentKey);

interface RawResult {
  ResultCode?: unknown;
  ResultDesc?: unknown;
  OriginatorConversationID?: unknown;
  ConversationID?: unknown;
  TransactionID?: unknown;
  ResultParameters?: { ResultParameter?: unknown };
  ReferenceData?: { ReferenceItem?: unknown };
}

const text = (value: unknown): string | null => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

function resultOf(body: unknown): RawResult | null {
  if (typeof body !== 'object' || body === null) return null;
  const result = (body as { Result?: unknown }).Result;
  if (typeof result !== 'object' || result === null) return null;
  return result as RawResult;
}

/** Daraja sends one key/value item as an object and several as an array. */
function keyValues(container: unknown): Map<string, unknown> {
  const items = Array.isArray(container) ? container : container ? [container] : [];
  const map = new Map<string, unknown>();
  for (const item of items) {
    if (typeof item === 'object' && item !== null && typeof (item as { Key?: unknown }).Key === 'string') {
      map.set((item as { Key: string }).Key, (item as { Value?: unknown }).Value);
    }
  }
  return map;
}

const amountOf = (value: unknown): number | null => {
  const given = text(value);
  return given !== null && Number.isFinite(Number(given)) ? Number(given) : null;
};

const reasonOf = (code: string, description: string | null) =>
  `M-Pesa ${code}: ${description ?? 'no description'}`.slice(0, 500);

/** The B2C result callback; null when the body is not one. */
export function parseB2cResult(body: unknown): DarajaPaymentResult | null {
  const result = resultOf(body);
  if (!result) return null;
  const resultCode = text(result.ResultCode);
  const requestId = text(result.OriginatorConversationID);
  const conversationId = text(result.ConversationID);
  if (resultCode === null || (requestId === null && conversationId === null)) return null;
  const transactionId = text(result.TransactionID);
  const parameters = keyValues(result.ResultParameters?.ResultParameter);
  const amount = amountOf(parameters.get('TransactionAmount'));
  if (resultCode !== '0') {
    const reason = reasonOf(resultCode, text(result.ResultDesc));
    return {
      requestId,
      conversationId,
      transactionId,
      amount,
      outcome: { status: 'failed', reason, resultCode, failure: failureOfDarajaResult(resultCode, reason) },
    };
  }
  const receipt = text(parameters.get('TransactionReceipt')) ?? transactionId;
  // A success without a receipt cannot be shown to the person or reconciled: not a result we can apply.
  if (!receipt) return null;
  return { requestId, conversationId, transactionId, amount, outcome: { status: 'completed', receipt, resultCode } };
}

/** The queue-timeout notice: the request waited too long in Daraja's queue; its fate is asked by a status query. */
export function parseQueueTimeout(body: unknown): DarajaPaymentKey | null {
  const result = resultOf(body);
  if (!result) return null;
  const requestId = text(result.OriginatorConversationID);
  const conversationId = text(result.ConversationID);
  if (requestId === null && conversationId === null) return null;
  return { requestId, conversationId };
}

/*
 * How Daraja answers a Transaction Status query about an id it has no
 * transaction for. Safaricom's public pages do not list it; integrators report a
 * Result with a non-zero ResultCode, "The transaction could not be found." as
 * ResultDesc and no ResultParameters (some see R000001 as the code). The text
 * is what they agree on, so it decides; a bare code alone does not.
 */
const NOT_FOUND_DESCRIPTION = /\b(could not be found|not found|does not exist)\b/i;

/** M-Pesa's words for a transaction that did not pay (any other non-completed state leaves it open). */
const FAILED_TRANSACTION_STATES = new Set(['failed', 'declined', 'cancelled', 'canceled', 'expired', 'reversed']);

/**
 * The Transaction Status callback. The Result's own ids belong to the query;
 * the payment is named in ResultParameters (OriginatorConversationID,
 * ConversationID) and in ReferenceData's Occasion, where we put our id when asking.
 */
export function parseStatusResult(body: unknown): DarajaStatusAnswer | null {
  const result = resultOf(body);
  if (!result) return null;
  const resultCode = text(result.ResultCode);
  if (resultCode === null) return null;
  const parameters = keyValues(result.ResultParameters?.ResultParameter);
  const reference = keyValues(result.ReferenceData?.ReferenceItem);
  const requestId = text(parameters.get('OriginatorConversationID')) ?? text(reference.get('Occasion'));
  const conversationId = text(parameters.get('ConversationID'));
  const key = { requestId, conversationId };
  if (resultCode !== '0') {
    const description = text(result.ResultDesc);
    return {
      kind: 'unsettled',
      reason: reasonOf(resultCode, description),
      notFound: NOT_FOUND_DESCRIPTION.test(description ?? ''),
      ...key,
    };
  }
  const state = text(parameters.get('TransactionStatus'))?.toLowerCase() ?? null;
  const receipt = text(parameters.get('ReceiptNo'));
  const transactionId = receipt ?? text(result.TransactionID);
  const amount = amountOf(parameters.get('Amount'));
  if (state === 'completed' && receipt)
    return { kind: 'settled', ...key, transactionId, amount, outcome: { status: 'completed', receipt, resultCode } };
  if (state && FAILED_TRANSACTION_STATES.has(state)) {
    const reason = `M-Pesa transaction ${state}`;
    return {
      kind: 'settled',
      ...key,
      transactionId,
      amount,
      outcome: { status: 'failed', reason, resultCode, failure: failureOfText(reason) },
    };
  }
  return { kind: 'unsettled', reason: `M-Pesa transaction state ${state ?? 'not given'}`, notFound: false, ...key };
}
