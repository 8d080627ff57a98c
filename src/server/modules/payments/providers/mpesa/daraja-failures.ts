import { failureOfText, type PaymentFailure, type PaymentFailureCode } from '@domain/payment-failure';

/*
 * Daraja's B2C result codes for a payment that did not go through, as our
 * failure codes. A code not listed here is read from M-Pesa's words
 * (failureOfText), and is 'other' when they say nothing we recognise.
 */
const FAILURE_BY_RESULT_CODE: Readonly<Record<string, PaymentFailureCode>> = {
  '1': 'insufficient_funds',
  '2': 'amount_not_allowed',
  '3': 'amount_not_allowed',
  '4': 'amount_not_allowed',
  '8': 'amount_not_allowed',
  '2040': 'recipient_not_registered',
  SFC_IC0003: 'invalid_number',
};

/** Our failure for M-Pesa's result code and words; the words stay as the detail staff read. */
export function failureOfDarajaResult(resultCode: string, reason: string): PaymentFailure {
  const byWords = failureOfText(reason);
  const code = FAILURE_BY_RESULT_CODE[resultCode];
  return code ? { code, detail: byWords.detail } : byWords;
}
