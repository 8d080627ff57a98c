/** A gateway's answer when the server behind it cannot be reached: as good as no network. */
const UNREACHABLE = new Set([502, 503, 504]);

/** The HTTP status of an answered call (an ApiError), or null when nothing was answered. */
function answeredStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/**
 * Whether a send failed for lack of network rather than because the server refused it. fetch rejects
 * with a TypeError when nothing came back; `navigator.onLine` false means the phone knows it is offline.
 * A refusal (400, 409...) is final: sending it again later would be refused again.
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  const status = answeredStatus(error);
  if (status !== null) return UNREACHABLE.has(status);
  return !online || error instanceof TypeError;
}
