import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { googleErrorMessage, MissingAuthDomainError } from './google-error-message';

const HOST = 'roomremix.example';
const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('googleErrorMessage', () => {
  it.each([
    [
      'an unauthorized domain',
      firebaseError('auth/unauthorized-domain'),
      "Domain 'roomremix.example' not authorized for Google sign-in. Add it to the authorized domains list of the Firebase project.",
    ],
    [
      'a config without an auth domain',
      new MissingAuthDomainError(),
      "Domain 'roomremix.example' not authorized for Google sign-in. Add it to the authorized domains list of the Firebase project.",
    ],
    ['a closed popup', firebaseError('auth/popup-closed-by-user'), 'Google sign-in was cancelled. Please try again.'],
    [
      'an internal Firebase error',
      firebaseError('auth/internal-error'),
      'Firebase internal error. Please try again later.',
    ],
    [
      'another Firebase error, by its message',
      firebaseError('auth/popup-blocked'),
      'Firebase: Error (auth/popup-blocked).',
    ],
    [
      'another Firebase error without a message',
      firebaseError('auth/popup-blocked', ''),
      'Failed to sign in with Google',
    ],
    [
      "the server's JSON refusal",
      new ApiError(409, 'Conflict', '{"message":"An account with this email already exists","code":"conflict"}'),
      'Failed to authenticate with server: An account with this email already exists',
    ],
    [
      "the server's plain-text answer",
      new ApiError(502, 'Bad Gateway', 'upstream down'),
      'Failed to authenticate with server: upstream down',
    ],
    [
      'an empty server answer',
      new ApiError(503, 'Service Unavailable', ''),
      'Failed to authenticate with server: 503: Service Unavailable',
    ],
    [
      'anything else (the config or the SDK did not load)',
      new TypeError('Failed to fetch'),
      'Could not login with Google. Please try again or use email/password.',
    ],
  ])('words %s', (_case, error, message) => {
    expect(googleErrorMessage(error, HOST)).toBe(message);
  });
});
