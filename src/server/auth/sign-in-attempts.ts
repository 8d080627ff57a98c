import { rateLimitedError } from '@server/http/rate-limited';
import type { RateLimiter } from '@server/platform/rate-limiter';
import { signInSlowDown, type AuthRateLimit } from './auth-rate-limits';

/** The counters' scopes; tests read them to let time pass for one account. */
export const SIGN_IN_FAILURES = {
  perAddress: 'auth/sign-in/email:failures:ip',
  perAccountAndAddress: 'auth/sign-in/email:failures:account-ip',
} as const;

export const accountAndAddress = (email: string, address: string) => `${email}\u0000${address}`;

/**
 * Only failed sign-ins count, so a person signing in and out on a shared
 * phone is never slowed down. Failures are counted per account AND address:
 * someone guessing elsewhere cannot keep the owner out, and the owner's right
 * password works as soon as any wait is over. Each attempt is counted as a
 * failure before the password is checked (so that attempts sent together
 * cannot slip past the count) and settled with better-auth's answer: the
 * function returned takes its status (undefined when it threw).
 */
export async function claimSignInAttempt(
  rateLimiter: RateLimiter,
  limit: AuthRateLimit,
  address: string,
  email: string,
) {
  const subject = accountAndAddress(email, address);
  const perAddress = await rateLimiter.hit(SIGN_IN_FAILURES.perAddress, address, limit.perIp);
  if (!perAddress.allowed) throw rateLimitedError('attempts', perAddress.retryAfterSeconds);
  const perAccount = await rateLimiter.claimAttempt(
    SIGN_IN_FAILURES.perAccountAndAddress,
    subject,
    signInSlowDown(limit),
  );
  if (!perAccount.allowed) {
    await rateLimiter.refund(SIGN_IN_FAILURES.perAddress, address);
    throw rateLimitedError('attempts', perAccount.retryAfterSeconds);
  }
  return async (status: number | undefined) => {
    if (status === 401) return;
    await rateLimiter.refund(SIGN_IN_FAILURES.perAddress, address);
    // A success starts the count again; anything else (a server error) was no guess.
    if (status === 200) await rateLimiter.forget(SIGN_IN_FAILURES.perAccountAndAddress, subject);
    else await rateLimiter.refund(SIGN_IN_FAILURES.perAccountAndAddress, subject);
  };
}
