/**
 * How long a person must wait before the next sign-in attempt on one account
 * from one address. Guessing is slowed down, never refused outright: once the
 * wait is over the right password always works, so nobody can keep an owner
 * out of their own account by typing wrong passwords for them.
 */
export interface SlowDownRule {
  /** Failures allowed without any wait (a person mistyping on a phone). */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstDelaySeconds: number;
  /** The longest wait, however many failures. */
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterSeconds: number;
}

/** Seconds to wait after the latest failure, given how many failures there have been. */
export function delayAfterFailures(failures: number, rule: SlowDownRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // Capped before the power so that a long attack never overflows.
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(doublings, 30));
}

/** Seconds still to wait now, or 0 when the next attempt may go ahead. */
export function secondsToWait(failures: number, secondsSinceLastFailure: number, rule: SlowDownRule): number {
  if (secondsSinceLastFailure >= rule.forgetAfterSeconds) return 0;
  return Math.max(0, Math.ceil(delayAfterFailures(failures, rule) - secondsSinceLastFailure));
}
