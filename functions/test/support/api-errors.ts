import { expect } from 'vitest';
import { sessionSetCookie } from './api-client';

/** The API's answer to a request that needs a session and came without one. */
export const NOT_SIGNED_IN = { message: 'Not signed in', code: 'unauthenticated' };

/** The API's answer to a payments request while Stripe is not configured. */
export const PAYMENTS_NOT_CONFIGURED = { message: 'Payments are not configured', code: 'unavailable' };

/** The API's answers to an id it has nothing under, or nothing the caller may see. */
export const JOB_NOT_FOUND = { message: 'Remix job not found', code: 'not_found' };
export const RESULT_NOT_FOUND = { message: 'Result not found', code: 'not_found' };
export const PAYMENT_NOT_FOUND = { message: 'Payment not found', code: 'not_found' };
export const USER_NOT_FOUND = { message: 'User not found', code: 'not_found' };

/** The API's answer refusing one field: its message, and the same message at that field. */
export function fieldRefusal(path: string, message: string, code = 'validation_failed') {
  return { message, code, issues: [{ path, message }] };
}

/** Asserts the API refused with exactly this status and body, and signed nobody in. */
export async function expectRefusedWithoutSession(response: Response, status: number, body: object): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual(body);
  expect(sessionSetCookie(response)).toBeUndefined();
}
