/**
 * Why a payment failed, as a code the pages translate: the person reads it in
 * their own language, and staff read the provider's own words (the detail) beside it.
 */
export const PAYMENT_FAILURE_CODES = [
  /** Mobile money to a person with no phone number on record. */
  'no_phone_number',
  /** The number is not a Kenyan mobile number, or the provider refused it. */
  'invalid_number',
  /** The number is not registered for mobile money (M-Pesa 2040). */
  'recipient_not_registered',
  /** Our paying account had too little money (M-Pesa 1). */
  'insufficient_funds',
  /** Below the minimum, above a transfer limit, or over the recipient's balance limit (M-Pesa 2, 3, 4, 8). */
  'amount_not_allowed',
  /** The provider gave up waiting (the transaction expired). */
  'provider_timeout',
  /** The provider declined or cancelled the transaction without saying why in a way we recognise. */
  'provider_declined',
  /** The provider paid and then reversed it. */
  'transaction_reversed',
  /** The payment was never sent: it has no request id at the provider. */
  'missing_request_id',
  /** Staff rejected the batch before it was paid. */
  'batch_rejected',
  /** The batch was withdrawn before it was paid. */
  'batch_cancelled',
  /** Anything else: the detail keeps the provider's or staff member's words. */
  'other',
] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/** A failure as stored: its code, and the provider's or staff member's words when they add something. */
export interface PaymentFailure {
  code: PaymentFailureCode;
  detail: string | null;
}

const FAILURE_DETAIL_MAX = 500;

/**
 * Strips what could be a phone or account number (a run of nine or more
 * digits, spaces and dashes, from a digit to a digit, with an optional plus)
 * from a provider's or staff member's words before they are kept beside the code.
 */
export function withoutNumbers(text: string): string {
  return text.replace(/\+?\d[\d\s-]{7,}\d/g, '…').slice(0, FAILURE_DETAIL_MAX);
}

/*
 * Words providers, result files and staff use for a failure, in the order they
 * are tried: the first that matches gives the code. The migration that turned
 * stored sentences into codes (0013) matches the same words.
 */
const CODE_BY_WORDS: readonly [RegExp, PaymentFailureCode][] = [
  [/no (phone|mobile) number/i, 'no_phone_number'],
  [/no (m-pesa )?request id/i, 'missing_request_id'],
  [/insufficient|not enough (funds|money|balance)/i, 'insufficient_funds'],
  [/not registered|unregistered|customer type/i, 'recipient_not_registered'],
  [
    /\b(invalid|wrong|unknown|incorrect) (phone|mobile|number|msisdn|receiver|recipient|account)|not a (kenyan )?mobile number|\bparty ?b\b|\bmsisdn\b/i,
    'invalid_number',
  ],
  [/\b(invalid amount|limit|minimum|maximum)\b/i, 'amount_not_allowed'],
  [/timed? ?out|expired/i, 'provider_timeout'],
  [/reversed|reversal/i, 'transaction_reversed'],
  [/declined|cancell?ed|transaction failed/i, 'provider_declined'],
];

/** The code words name, keeping the words as the detail staff read; 'other' when none matches. */
export function failureOfText(text: string): PaymentFailure {
  const words = text.trim();
  const match = CODE_BY_WORDS.find(([pattern]) => pattern.test(words));
  return { code: match?.[1] ?? 'other', detail: words === '' ? null : withoutNumbers(words) };
}
