import * as z from 'zod/mini';
import { isTrivialUssdPin, USSD_PIN_PATTERN } from '@domain/ussd/pin';

/** Arabic and Persian keyboards type their own digits; the phone menu's keypad sends 0-9. */
function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

const typedPin = () => z.string().check(z.overwrite(toAsciiDigits));

/** The PIN typed twice, so a slip of the finger does not lock the person out of the phone menu. */
export const ussdPinFormSchema = z
  .strictObject({
    // Four digits, as a phone's keypad types them, and not one a guesser tries first.
    pin: typedPin().check(
      z.regex(USSD_PIN_PATTERN, { error: 'ussd:pin.errors.fourDigits' }),
      // Said before sending, in the person's words; the server refuses the same PINs anyway.
      z.refine((pin) => !USSD_PIN_PATTERN.test(pin) || !isTrivialUssdPin(pin), { error: 'ussd:pin.errors.easy' }),
    ),
    confirmPin: typedPin(),
  })
  .check(
    z.refine((value) => value.pin === value.confirmPin, {
      error: 'ussd:pin.errors.mismatch',
      path: ['confirmPin'],
    }),
  );
export type UssdPinForm = z.infer<typeof ussdPinFormSchema>;
