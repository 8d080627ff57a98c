import { AppError } from '@server/errors';

/** A wait in whole minutes, as people are told it: never "640 seconds", never "0 minutes". */
export function waitInMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * A 429 that says how long to wait, in minutes and in the reader's language,
 * with the exact seconds in Retry-After for programs. `attempts` for sign-in
 * and other account actions, `requests` for API traffic in general.
 */
export function rateLimitedError(kind: 'attempts' | 'requests', retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('rate_limited', kind === 'attempts' ? 'errors:rateLimited' : 'errors:tooManyRequests', {
    params: { count: waitInMinutes(seconds) },
    retryAfterSeconds: seconds,
  });
}
