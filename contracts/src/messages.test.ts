import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from './constants';
import { AUTH_MESSAGES, UPLOAD_MESSAGES } from './messages';

// The messages built from constants must still read word for word as SPEC §5 words them.
describe('messages built from the limits', () => {
  it.each([
    [AUTH_MESSAGES.usernameTooShort, 'Username must be at least 3 characters'],
    [AUTH_MESSAGES.passwordTooShort, 'Password must be at least 6 characters'],
    [UPLOAD_MESSAGES.fileTooLarge(UPLOAD_LIMITS.maxFileBytes), 'File is larger than 26214400 bytes'],
    [UPLOAD_MESSAGES.requestTooLarge, 'The upload is too large: all images together must stay under 32 MB'],
    [UPLOAD_MESSAGES.tooManyPixels, 'Image is too large: at most 50 megapixels'],
  ])('%s', (message, expected) => {
    expect(message).toBe(expected);
  });
});

describe('rate-limit message', () => {
  it.each([
    [15, 'Too many attempts. Try again in 15 minutes.'],
    [2, 'Too many attempts. Try again in 2 minutes.'],
    [1, 'Too many attempts. Try again in 1 minute.'],
  ])('names %i minute(s)', (minutes, expected) => {
    expect(AUTH_MESSAGES.tooManyAttempts(minutes)).toBe(expected);
  });
});

describe('drop-zone rejection messages', () => {
  it('lists every accepted type, and the reasons joined after "Invalid file: "', () => {
    const reasons = [
      UPLOAD_MESSAGES.fileType(UPLOAD_LIMITS.acceptedMimeTypes),
      UPLOAD_MESSAGES.fileTooLarge(UPLOAD_LIMITS.maxFileBytes),
    ];
    expect(UPLOAD_MESSAGES.invalidFile(reasons)).toBe(
      'Invalid file: File type must be one of image/png, image/jpeg, image/webp, File is larger than 26214400 bytes',
    );
  });

  it('names a single accepted type without "one of"', () => {
    expect(UPLOAD_MESSAGES.fileType(['image/png'])).toBe('File type must be image/png');
  });
});
