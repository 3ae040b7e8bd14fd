import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { readApiErrorBody } from './api-error-body';

describe('readApiErrorBody', () => {
  it("reads the API's JSON error body", () => {
    const body = { message: 'Field username is too short', code: 'validation_failed', issues: [] };
    expect(readApiErrorBody(new ApiError(400, 'Bad Request', JSON.stringify(body)))).toEqual(body);
  });

  it.each([
    ['a plain-text body', new ApiError(502, 'Bad Gateway', 'upstream failed')],
    ['an empty body', new ApiError(503, 'Service Unavailable', '')],
    ['JSON of another shape', new ApiError(500, 'Internal Server Error', '{"error":"boom"}')],
    ['an error that is not an API answer', new TypeError('Failed to fetch')],
  ])('gives null for %s', (_case, error) => {
    expect(readApiErrorBody(error)).toBeNull();
  });
});
