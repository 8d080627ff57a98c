import type { RateRule } from '@server/platform/rate-limiter';
import type { SlowDownRule } from '@server/platform/slow-down';

export interface AuthRateLimit {
  /**
   * Per address. Generous because a whole camp can share one address behind
   * NAT. For sign-in it counts failures only, across every account: what stops
   * one address trying a common password on many accounts.
   */
  perIp: RateRule;
  /**
   * Per account (the e-mail in the body, trimmed and lower-case) or per token.
   * For sign-in: failures on one account from one address, `max` of them
   * without any wait, remembered `windowSeconds` after the last one; further
   * attempts wait longer and longer (SIGN_IN_WAITS) but are never refused.
   */
  perAccount: RateRule;
}

/** The first wait after the free sign-in failures, doubled by each further failure up to the longest. */
const SIGN_IN_WAITS = { firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 } as const;

export function signInSlowDown(limit: AuthRateLimit): SlowDownRule {
  return { ...SIGN_IN_WAITS, freeFailures: limit.perAccount.max, forgetAfterSeconds: limit.perAccount.windowSeconds };
}

/*
 * Sized for a camp behind one address: on a registration or payment day
 * hundreds of people sign up, sign in and reset passwords from one NAT, often
 * at help desks. A person mistyping is never the one slowed down: 5 free
 * failures per account on one address, then waits of 1, 2, 4, 8 and at most 15
 * minutes (about 100 guesses a day at one account from one address). Spraying
 * from one address is capped at 300 failed sign-ins in 15 minutes, about 20 a
 * minute: more than a camp's typing mistakes, far fewer than a guessing tool.
 * Sign-ups: 600 an hour per address is ten a minute, above what a day of help
 * desks and phones registers, while still bounding fake accounts per address.
 */
export const DEFAULT_AUTH_RATE_LIMITS: Record<string, AuthRateLimit> = {
  '/sign-in/email': { perIp: { max: 300, windowSeconds: 15 * 60 }, perAccount: { max: 5, windowSeconds: 60 * 60 } },
  '/sign-up/email': { perIp: { max: 600, windowSeconds: 60 * 60 }, perAccount: { max: 5, windowSeconds: 60 * 60 } },
  '/request-password-reset': {
    perIp: { max: 200, windowSeconds: 60 * 60 },
    perAccount: { max: 5, windowSeconds: 60 * 60 },
  },
  '/reset-password': { perIp: { max: 200, windowSeconds: 60 * 60 }, perAccount: { max: 10, windowSeconds: 60 * 60 } },
  // Signed in already; per IP is what slows guessing the current password with a stolen session.
  '/change-password': { perIp: { max: 200, windowSeconds: 15 * 60 }, perAccount: { max: 10, windowSeconds: 15 * 60 } },
  '/send-verification-email': {
    perIp: { max: 200, windowSeconds: 60 * 60 },
    perAccount: { max: 5, windowSeconds: 60 * 60 },
  },
};
