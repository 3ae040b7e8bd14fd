import { describe, expect, it } from 'vitest';
import { isLocalHost, readSessionCookie } from './session-cookie';

describe('isLocalHost', () => {
  it.each<[string | undefined, boolean]>([
    ['localhost', true],
    ['localhost:5000', true],
    ['LOCALHOST:5000', true],
    ['127.0.0.1:5001', true],
    ['[::1]:5000', true],
    ['[::1]', true],
    ['roomremix.web.app', false],
    ['us-central1-roomremix.cloudfunctions.net', false],
    ['localhost.evil.example', false],
    ['127.0.0.2:5000', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });
});

describe('readSessionCookie', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['the only cookie', '__session=abc.def.ghi', 'abc.def.ghi'],
    ['among others', 'theme=dark; __session=abc; lang=en', 'abc'],
    ['URL-encoded', '__session=a%3Db', 'a=b'],
    ['malformed encoding passed on as is', '__session=%E0%A4%A', '%E0%A4%A'],
    ['a cookie whose name only ends the same', 'x__session=abc', undefined],
    ['empty value', '__session=', undefined],
    ['no cookie header', undefined, undefined],
    ['no session cookie', 'theme=dark', undefined],
  ])('%s', (_case, header, expected) => {
    expect(readSessionCookie(header)).toBe(expected);
  });
});
