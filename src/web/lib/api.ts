import { i18next } from './i18n';

/** A field error as the server sends it in problem+json (`errors: [{path, message}]`). */
export interface FieldError {
  path: string;
  message: string;
}

/** Every failed API call becomes one of these, whatever the endpoint. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ProblemBody {
  title?: string;
  detail?: string;
  message?: string;
  code?: string;
  errors?: FieldError[];
}

/**
 * The one place that turns a failed response into an ApiError. The server
 * already answers in the reader's language (we send Accept-Language).
 */
export async function parseApiError(response: Response): Promise<ApiError> {
  let body: ProblemBody = {};
  try {
    body = (await response.json()) as ProblemBody;
  } catch {
    // A body that is not JSON (a proxy's error page) still gets a readable message.
  }
  const message = body.detail ?? body.message ?? body.title ?? response.statusText ?? String(response.status);
  return new ApiError(response.status, message, body.errors ?? [], body.code);
}

/** Message for a toast or alert from anything thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18next.t('common:errors.unexpected');
}

type JsonBody = Record<string, unknown> | unknown[];

export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: JsonBody; idempotencyKey?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18next.language };
  if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw await parseApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A key that makes a POST safe to send again: the server answers a repeat
 * with the first answer. crypto.randomUUID needs a secure context, which a
 * camp's local-network server may not have.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
