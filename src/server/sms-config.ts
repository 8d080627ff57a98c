import { z } from 'zod';

/*
 * The SMS gateway's settings, part of the environment config.ts reads (it
 * spreads SMS_ENVIRONMENT into its schema and calls smsGatewayConfig): kept
 * apart so that the config stays one screen long per provider.
 */

const blankOr = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

const smsEnvironmentSchema = z.object({
  AT_USERNAME: blankOr(z.string().regex(/^[A-Za-z0-9_.-]+$/, "the Africa's Talking app's username")),
  AT_API_KEY: blankOr(z.string().min(16)),
  /** An alphanumeric sender ID or short code the account owns; unset: the gateway's shared one. */
  AT_SENDER_ID: blankOr(z.string().regex(/^[A-Za-z0-9 ]{1,11}$/, 'at most 11 letters, digits or spaces')),
  AT_BASE_URL: blankOr(z.url({ protocol: /^https?$/ })),
  AT_CALLBACK_TOKEN: blankOr(z.string().regex(/^[A-Za-z0-9_-]{32,}$/, 'at least 32 letters, digits, - or _')),
  /** What one SMS part costs, for the estimate staff see before a group message goes out. */
  SMS_PRICE_PER_PART_KES: z.coerce.number().min(0).default(0.8),
});

export const SMS_ENVIRONMENT = smsEnvironmentSchema.shape;

type SmsEnvironment = z.infer<typeof smsEnvironmentSchema>;

/** Africa's Talking, the SMS and USSD gateway Kenyan organisations use. */
export interface AfricasTalkingConfig {
  /** 'sandbox' for the simulator, else the production app's username. */
  username: string;
  apiKey: string;
  senderId: string | undefined;
  /** Without a trailing slash: https://api.africastalking.com, or the sandbox's. */
  baseUrl: string;
  /** A secret part of the delivery report address: the gateway signs nothing, so knowing it is what makes a report ours. */
  callbackToken: string;
  requestTimeoutMs: number;
}

export interface SmsConfig {
  /** Null: messages go to the development outbox instead of a phone. */
  gateway: AfricasTalkingConfig | null;
  pricePerPartKes: number;
}

const REQUIRED = ['AT_USERNAME', 'AT_API_KEY', 'AT_CALLBACK_TOKEN'] as const;

export function smsConfig(e: SmsEnvironment): SmsConfig {
  const pricePerPartKes = e.SMS_PRICE_PER_PART_KES;
  const missing = REQUIRED.filter((name) => !e[name]);
  const extra = (['AT_SENDER_ID', 'AT_BASE_URL'] as const).filter((name) => e[name]);
  if (missing.length === REQUIRED.length) {
    // A sender ID with no account would be ignored in silence: say so instead.
    if (extra.length > 0)
      throw new Error(`Invalid configuration: ${extra.join(', ')} is set but ${REQUIRED.join(', ')} are not`);
    return { gateway: null, pricePerPartKes };
  }
  if (missing.length > 0) {
    throw new Error(`Invalid configuration: SMS needs ${missing.join(', ')} as well (or none of the AT_* settings)`);
  }
  const username = e.AT_USERNAME!;
  const defaultUrl =
    username === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com';
  return {
    gateway: {
      username,
      apiKey: e.AT_API_KEY!,
      senderId: e.AT_SENDER_ID,
      baseUrl: (e.AT_BASE_URL ?? defaultUrl).replace(/\/$/, ''),
      callbackToken: e.AT_CALLBACK_TOKEN!,
      requestTimeoutMs: 15_000,
    },
    pricePerPartKes,
  };
}
