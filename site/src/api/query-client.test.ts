import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { shouldRetry } from './query-client';

describe('which failed reads are tried again', () => {
  it('retries no answer at all and server faults, twice at most', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'Service Unavailable'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Service Unavailable'))).toBe(false);
  });

  it('never retries an answer that will not change: not found, no access, bad request', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, new ApiError(status, 'No'))).toBe(false);
  });
});
