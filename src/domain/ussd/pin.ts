import * as z from 'zod/mini';

/** Wrong PINs in a row that lock the menu for the number. */
export const USSD_PIN_MAX_FAILURES = 3;
/** How long a locked number waits before it may try again. */
export const USSD_LOCK_MINUTES = 30;

export const USSD_PIN_PATTERN = /^\d{4}$/;

/**
 * PINs anyone would try first: one digit four times, a run up or down, and
 * the two-digit pairs people pick (1212, 1122). A guesser has three tries.
 */
export function isTrivialUssdPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, index) => digit - digits[index]!);
  if (steps.every((step) => step === 0)) return true;
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
  if (pin.slice(0, 2) === pin.slice(2)) return true;
  return pin[0] === pin[1] && pin[2] === pin[3];
}

/** PUT /api/v1/beneficiary/ussd-pin. */
export const ussdPinInputSchema = z.strictObject({
  pin: z
    .string({ error: 'errors:ussdPin.format' })
    .check(z.regex(USSD_PIN_PATTERN, { error: 'errors:ussdPin.format' })),
});
export type UssdPinInput = z.infer<typeof ussdPinInputSchema>;

/** GET /api/v1/beneficiary/ussd-pin: the PIN itself is never shown, only whether there is one. */
export const ussdPinStatusSchema = z.object({ isSet: z.boolean(), phoneVerified: z.boolean() });
export type UssdPinStatus = z.infer<typeof ussdPinStatusSchema>;

/**
 * POST /api/v1/dev/ussd: one step of the development simulator, answered as
 * the gateway would be. `sessionId` is taken as the gateway sends it, though
 * the menu reads every screen from the number and `text` alone.
 */
export const ussdSimulatorInputSchema = z.strictObject({
  sessionId: z.string().check(z.minLength(1), z.maxLength(100)),
  phoneNumber: z.string().check(z.minLength(1), z.maxLength(40)),
  /** Everything typed so far, joined by *; empty for the first screen. */
  text: z.string().check(z.maxLength(1000)),
});
export type UssdSimulatorInput = z.infer<typeof ussdSimulatorInputSchema>;

/** The screen as the gateway gets it: "CON ..." waits for an input, "END ..." closes the menu. */
export const ussdSimulatorReplySchema = z.object({ reply: z.string() });
export type UssdSimulatorReply = z.infer<typeof ussdSimulatorReplySchema>;
