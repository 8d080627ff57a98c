import { describe, expect, test } from 'vitest';
import { ussdPinFormSchema } from './ussd-pin-schema';

function errorsOf(input: { pin: string; confirmPin: string }) {
  const result = ussdPinFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the phone menu PIN form', () => {
  test('accepts four digits typed the same twice', () => {
    expect(errorsOf({ pin: '4821', confirmPin: '4821' })).toEqual([]);
  });

  test('sends the digits an Arabic or Persian keyboard types as the keypad digits the phone menu expects', () => {
    expect(ussdPinFormSchema.parse({ pin: '٤٨٢١', confirmPin: '۴۸۲۱' })).toEqual({ pin: '4821', confirmPin: '4821' });
  });

  test.each(['482', '48211', '48a1', ' 4821', ''])('refuses %j: not four keypad digits', (pin) => {
    expect(errorsOf({ pin, confirmPin: pin })).toContainEqual(['pin', 'ussd:pin.errors.fourDigits']);
  });

  test.each(['0000', '1234', '9876', '1212', '1122'])('refuses %j: a PIN a guesser tries first', (pin) => {
    expect(errorsOf({ pin, confirmPin: pin })).toEqual([['pin', 'ussd:pin.errors.easy']]);
  });

  test('says so on the second field when the two differ', () => {
    expect(errorsOf({ pin: '4821', confirmPin: '4829' })).toEqual([['confirmPin', 'ussd:pin.errors.mismatch']]);
  });
});
