/**
 * The same promise, marked as handled: work started ahead (the next page, the
 * next batch) whose failure is awaited, and thrown, once its turn comes,
 * instead of counting as an unhandled rejection in the meantime.
 */
export function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
