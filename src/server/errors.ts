/**
 * The one error type of the server. `message` is a translation key
 * ("errors:staffNotFound"); the error handler translates it and maps `code` to
 * an HTTP status, so services never think about HTTP.
 */
export type AppErrorCode =
  | 'bad_request'
  | 'malformed_multipart'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal';

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  bad_request: 400,
  malformed_multipart: 400,
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
};

export interface FieldIssue {
  path: string;
  /** A translation key, or already-translated text. */
  message: string;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: {
      fields?: FieldIssue[];
      params?: Record<string, string | number>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}
