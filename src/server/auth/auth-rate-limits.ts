import type { RateRule } from '../platform/rate-limiter';

export interface AuthRateLimit {
  perIp: RateRule;
  /** Keyed by the e-mail in the body: slows guessing one person's password from many addresses. */
  perAccount: RateRule;
}

/*
 * Generous per IP because a whole camp can share one address behind NAT;
 * strict per account, which is what protects a person.
 */
export const DEFAULT_AUTH_RATE_LIMITS: Record<string, AuthRateLimit> = {
  '/sign-in/email': { perIp: { max: 100, windowSeconds: 15 * 60 }, perAccount: { max: 10, windowSeconds: 15 * 60 } },
  '/sign-up/email': { perIp: { max: 50, windowSeconds: 60 * 60 }, perAccount: { max: 5, windowSeconds: 60 * 60 } },
  '/request-password-reset': { perIp: { max: 30, windowSeconds: 60 * 60 }, perAccount: { max: 5, windowSeconds: 60 * 60 } },
  '/reset-password': { perIp: { max: 30, windowSeconds: 60 * 60 }, perAccount: { max: 10, windowSeconds: 60 * 60 } },
  // Signed in already; per IP is what slows guessing the current password with a stolen session.
  '/change-password': { perIp: { max: 50, windowSeconds: 15 * 60 }, perAccount: { max: 10, windowSeconds: 15 * 60 } },
  '/send-verification-email': { perIp: { max: 30, windowSeconds: 60 * 60 }, perAccount: { max: 5, windowSeconds: 60 * 60 } },
};
