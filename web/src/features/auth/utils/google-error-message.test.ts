import { describe, expect, it } from 'vitest';
import { GOOGLE_MESSAGES } from '@roomremix/contracts/messages';
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
      'a blocked popup',
      firebaseError('auth/popup-blocked'),
      'Your browser blocked the Google sign-in window. Allow pop-ups for this site, then try again.',
    ],
    [
      'a network failure',
      firebaseError('auth/network-request-failed'),
      'Could not reach Google. Check your connection, then try again.',
    ],
    [
      'a Firebase error of a code it does not know, never by its SDK text',
      firebaseError('auth/some-future-code'),
      'Could not login with Google. Please try again or use email/password.',
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

  it.each(Object.keys(GOOGLE_MESSAGES.firebaseErrors))('says what to do for %s, in its own words', (code) => {
    const message = googleErrorMessage(firebaseError(code), HOST);
    expect(message).not.toMatch(/Firebase: |auth\//);
    expect(message).toMatch(/\.$/);
  });
});
