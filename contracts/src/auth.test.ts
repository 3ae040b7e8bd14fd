import { describe, expect, it } from 'vitest';
import { googleSignInBodySchema, loginRequestSchema, publicUserSchema, registerRequestSchema } from './auth';
import { fieldErrorsOf } from '../test/testing';

const USERNAME_MIN = 'Username must be at least 3 characters';
const PASSWORD_MIN = 'Password must be at least 6 characters';
const EMAIL_INVALID = 'Please enter a valid email address';
const INVALID_CREDENTIALS = 'Invalid username or password';
/** A syntactically valid e-mail of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('loginRequestSchema', () => {
  it.each([
    ['3-character username and 6-character password', { username: 'bob', password: '123456' }, {}],
    ['2-character username', { username: 'bo', password: '123456' }, { username: [USERNAME_MIN] }],
    ['username padded to 3 with spaces', { username: ' bo ', password: '123456' }, { username: [USERNAME_MIN] }],
    ['5-character password', { username: 'bob', password: '12345' }, { password: [PASSWORD_MIN] }],
    ['6 spaces as password (passwords are not trimmed)', { username: 'bob', password: '      ' }, {}],
    ['nothing at all', {}, { username: [USERNAME_MIN], password: [PASSWORD_MIN] }],
    ['a number as username', { username: 12345, password: '123456' }, { username: [USERNAME_MIN] }],
    // Login only checks what its form asks for; an account name that breaks the register rules simply does not exist.
    ['a username with a space', { username: 'bob smith', password: '123456' }, {}],
    ['an e-mail of 254 characters', { username: emailOfLength(254), password: '123456' }, {}],
    // Names no account can have are refused as wrong credentials (the API answers 401, as for an unknown name).
    [
      'an e-mail of 255 characters',
      { username: emailOfLength(255), password: '123456' },
      { username: [INVALID_CREDENTIALS] },
    ],
    ['a username with a slash', { username: 'bob/x', password: '123456' }, { username: [INVALID_CREDENTIALS] }],
    ['a username Firestore reserves', { username: '__bob__', password: '123456' }, { username: [INVALID_CREDENTIALS] }],
    [
      'a username of 1501 bytes',
      { username: 'b'.repeat(1501), password: '123456' },
      { username: [INVALID_CREDENTIALS] },
    ],
    ['a 128-character password', { username: 'bob', password: 'p'.repeat(128) }, {}],
    [
      'a 129-character password',
      { username: 'bob', password: 'p'.repeat(129) },
      {
        password: ['Password must be at most 128 characters'],
      },
    ],
  ])('%s', (_case, input, expected) => {
    expect(fieldErrorsOf(loginRequestSchema, input)).toEqual(expected);
  });

  it('marks a name no account can have to be answered 401, like wrong credentials', () => {
    const result = loginRequestSchema.safeParse({ username: '__bob__', password: '123456' });
    expect(result.error?.issues).toMatchObject([{ code: 'custom', params: { answerStatus: 401 } }]);
  });

  it('trims the username it passes on', () => {
    expect(loginRequestSchema.parse({ username: '  bob ', password: ' secret ' })).toEqual({
      username: 'bob',
      password: ' secret ',
    });
  });
});

describe('registerRequestSchema', () => {
  const valid = { username: 'bob', password: '123456', email: 'bob@example.com' };

  it.each([
    ['the minimum', valid, {}],
    ['2-character username', { ...valid, username: 'bo' }, { username: [USERNAME_MIN] }],
    ['empty username', { ...valid, username: '' }, { username: [USERNAME_MIN] }],
    ['30-character username', { ...valid, username: 'a'.repeat(30) }, {}],
    [
      '31-character username',
      { ...valid, username: 'a'.repeat(31) },
      {
        username: ['Username must be at most 30 characters'],
      },
    ],
    ['username with letters, digits, _ . -', { ...valid, username: 'Bob_9.x-y' }, {}],
    [
      'username with a space',
      { ...valid, username: 'bob smith' },
      {
        username: ['Username may only contain letters, digits, _ . and -'],
      },
    ],
    [
      'username with an @',
      { ...valid, username: 'bob@home' },
      {
        username: ['Username may only contain letters, digits, _ . and -'],
      },
    ],
    [
      'username Firestore reserves',
      { ...valid, username: '__bob__' },
      {
        username: ['Username may not both begin and end with two underscores'],
      },
    ],
    ['5-character password', { ...valid, password: '12345' }, { password: [PASSWORD_MIN] }],
    ['128-character password', { ...valid, password: 'p'.repeat(128) }, {}],
    [
      '129-character password',
      { ...valid, password: 'p'.repeat(129) },
      { password: ['Password must be at most 128 characters'] },
    ],
    ['e-mail of 254 characters', { ...valid, email: emailOfLength(254) }, {}],
    [
      'e-mail of 255 characters',
      { ...valid, email: emailOfLength(255) },
      { email: ['Email must be at most 254 characters'] },
    ],
    [
      'e-mail of 10 kB',
      { ...valid, email: emailOfLength(10_000) },
      { email: ['Email must be at most 254 characters'] },
    ],
    ['e-mail without a domain', { ...valid, email: 'bob@' }, { email: [EMAIL_INVALID] }],
    ['empty e-mail', { ...valid, email: '' }, { email: [EMAIL_INVALID] }],
    ['missing e-mail', { username: 'bob', password: '123456' }, { email: [EMAIL_INVALID] }],
    [
      'full name of 101 characters',
      { ...valid, fullName: 'x'.repeat(101) },
      {
        fullName: ['Full name must be at most 100 characters'],
      },
    ],
  ])('%s', (_case, input, expected) => {
    expect(fieldErrorsOf(registerRequestSchema, input)).toEqual(expected);
  });

  it('trims the e-mail and treats a blank full name as none', () => {
    expect(registerRequestSchema.parse({ ...valid, email: ' bob@example.com ', fullName: '   ' })).toEqual({
      ...valid,
      fullName: undefined,
    });
    expect(registerRequestSchema.parse({ ...valid, fullName: ' Bob Smith ' }).fullName).toBe('Bob Smith');
  });
});

describe('publicUserSchema', () => {
  const stored = {
    id: 'uid-1',
    username: 'bob',
    email: 'bob@example.com',
    fullName: null,
    role: 'user',
    tokenBalance: 3,
    createdAt: '2025-04-28T12:00:00.000Z',
    profileImage: null,
    hasClaimedFreeTokens: false,
  };

  it('never passes on the password, the Stripe customer id or the Google id', () => {
    const user = publicUserSchema.parse({
      ...stored,
      password: 'secret',
      stripeCustomerId: 'cus_123',
      googleId: 'google-sub',
    });
    expect(user).toEqual(stored);
  });

  it.each([
    ['a negative balance', { tokenBalance: -1 }, 'tokenBalance'],
    ['a fractional balance', { tokenBalance: 1.5 }, 'tokenBalance'],
    ['an unknown role', { role: 'owner' }, 'role'],
    ['a date that is not ISO', { createdAt: 'April 28, 2025' }, 'createdAt'],
  ])('rejects %s', (_case, change, field) => {
    expect(Object.keys(fieldErrorsOf(publicUserSchema, { ...stored, ...change }))).toEqual([field]);
  });
});

describe('googleSignInBodySchema', () => {
  it('accepts the Firebase user fields as the browser reports them, nulls included', () => {
    const body = { email: null, displayName: null, uid: 'abc', photoURL: null };
    expect(googleSignInBodySchema.parse(body)).toEqual(body);
  });

  it('accepts the callback path with only an access token', () => {
    expect(googleSignInBodySchema.parse({ accessToken: 'ya29.token' })).toEqual({ accessToken: 'ya29.token' });
  });

  it('rejects an empty access token', () => {
    expect(Object.keys(fieldErrorsOf(googleSignInBodySchema, { accessToken: '' }))).toEqual(['accessToken']);
  });
});
