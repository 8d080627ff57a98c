import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from './network-failure';

/** An answered call as api.ts throws it (ApiError): a message and the HTTP status. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

describe('what counts as a send lost for lack of network', () => {
  it('is a fetch that got no answer, or any failure while the phone knows it is offline', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isNetworkFailure(new Error('anything'), false)).toBe(true);
  });

  it('is a gateway that could not reach the server', () => {
    expect(isNetworkFailure(new ApiError(503, 'Service Unavailable'), true)).toBe(true);
    expect(isNetworkFailure(new ApiError(504, 'Gateway Timeout'), true)).toBe(true);
  });

  it('is not a refusal by the server: that one would be refused again, so it is shown at once', () => {
    expect(isNetworkFailure(new ApiError(409, 'You have already applied'), true)).toBe(false);
    expect(isNetworkFailure(new ApiError(400, 'Invalid'), false)).toBe(false);
    expect(isNetworkFailure(new ApiError(500, 'Unexpected'), true)).toBe(false);
  });
});
