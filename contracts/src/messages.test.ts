import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from './constants';
import { AUTH_MESSAGES, COUPON_MESSAGES, PAYMENT_MESSAGES, REMIX_MESSAGES, UPLOAD_MESSAGES } from './messages';

// The messages built from constants must still read word for word as the product spec words them.
describe('messages built from the limits', () => {
  it.each([
    [AUTH_MESSAGES.usernameTooShort, 'Username must be at least 3 characters'],
    [AUTH_MESSAGES.passwordTooShort, 'Password must be at least 6 characters'],
    [UPLOAD_MESSAGES.fileTooLarge(UPLOAD_LIMITS.maxFileBytes), 'File is larger than 25.0 MB'],
    [UPLOAD_MESSAGES.requestTooLarge, 'Request is too large (max 32 MB). Downscale your images and try again.'],
    [UPLOAD_MESSAGES.tooManyPixels, 'Image is too large (max 50 megapixels)'],
    [
      UPLOAD_MESSAGES.invalidFile([UPLOAD_MESSAGES.fileType(UPLOAD_LIMITS.acceptedMimeTypes)]),
      'Invalid file: File type must be PNG, JPG or WEBP',
    ],
    [UPLOAD_MESSAGES.tooManyReferenceImages, 'At most 10 reference images are allowed'],
    [REMIX_MESSAGES.notEnoughTokens(2, 1), 'Not enough tokens: this remix costs 2 tokens and you have 1.'],
    [REMIX_MESSAGES.notEnoughTokens(1, 0), 'Not enough tokens: this remix costs 1 token and you have 0.'],
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
      'Invalid file: File type must be PNG, JPG or WEBP, File is larger than 25.0 MB',
    );
  });

  it('names the file when the browser knows which one it refuses', () => {
    expect(UPLOAD_MESSAGES.invalidFile([UPLOAD_MESSAGES.notAnImage], 'notes.jpg')).toBe(
      'Invalid file "notes.jpg": File is not a complete PNG, JPG or WEBP image',
    );
  });

  it('names the types by format, a single one alone', () => {
    expect(UPLOAD_MESSAGES.fileType(['image/png'])).toBe('File type must be PNG');
    expect(UPLOAD_MESSAGES.fileType(['image/png', 'image/webp'])).toBe('File type must be PNG or WEBP');
  });
});

describe('payment and coupon messages with values', () => {
  it.each([
    [PAYMENT_MESSAGES.tokensAdded(30), '30 tokens added to your account'],
    [PAYMENT_MESSAGES.tokensAdded(1), '1 token added to your account'],
    [COUPON_MESSAGES.applied('10% off'), 'Coupon applied: 10% off'],
    [COUPON_MESSAGES.recorded('WELCOME10'), 'Coupon WELCOME10 is recorded on your purchase'],
  ])('%s', (message, expected) => {
    expect(message).toBe(expected);
  });
});
