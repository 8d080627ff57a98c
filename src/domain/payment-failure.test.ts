import { describe, expect, it } from 'vitest';
import { failureOfText, withoutNumbers } from './payment-failure';

describe('failure codes from words', () => {
  it.each([
    ['No phone number on record', 'no_phone_number'],
    ['No mobile number to pay: the person has no phone number on record', 'no_phone_number'],
    ['The payment has no M-Pesa request id', 'missing_request_id'],
    ['The payee account is not a Kenyan mobile number', 'invalid_number'],
    ['Bad Request - Invalid PartyB', 'invalid_number'],
    ['The receiver MSISDN is invalid', 'invalid_number'],
    ['Wrong number', 'invalid_number'],
    ["M-Pesa 2040: Credit Party customer type can't be supported by the service.", 'recipient_not_registered'],
    ['Portal shows the transaction failed: receiver not registered', 'recipient_not_registered'],
    ['The balance is insufficient for the transaction', 'insufficient_funds'],
    ['Declined due to limit rule', 'amount_not_allowed'],
    ['Invalid Amount', 'amount_not_allowed'],
    ['M-Pesa transaction expired', 'provider_timeout'],
    ['M-Pesa transaction reversed', 'transaction_reversed'],
    ['M-Pesa transaction declined', 'provider_declined'],
    ['M-Pesa transaction failed', 'provider_declined'],
    ['Account closed', 'other'],
  ])('reads %j as %s', (words, code) => {
    expect(failureOfText(words).code).toBe(code);
  });

  it('keeps the words, trimmed and without numbers, as the detail; none for no words', () => {
    expect(failureOfText('  Account closed ')).toEqual({ code: 'other', detail: 'Account closed' });
    expect(failureOfText('Ring 0712 345 678 or +254-712-345-678')).toEqual({ code: 'other', detail: 'Ring … or …' });
    expect(failureOfText('   ')).toEqual({ code: 'other', detail: null });
  });

  it('leaves short numbers (result codes, amounts) alone and keeps details short', () => {
    expect(withoutNumbers('M-Pesa 2040: KES 1500')).toBe('M-Pesa 2040: KES 1500');
    expect(withoutNumbers('x'.repeat(600))).toHaveLength(500);
  });
});
