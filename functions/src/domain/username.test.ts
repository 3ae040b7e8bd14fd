import { USERNAME_RULES } from '@roomremix/contracts/constants';
import { describe, expect, it } from 'vitest';
import { usernameFromEmail, usernameWithSuffix } from './username';

describe('usernameFromEmail', () => {
  it.each([
    ['a plain address', 'ada.lovelace@gmail.com', 'ada.lovelace'],
    ['upper case kept', 'Ada_Lovelace@example.com', 'Ada_Lovelace'],
    ['a +tag dropped', 'ada+newsletters@gmail.com', 'ada'],
    ['accents folded', 'józef.müller@example.com', 'jozef.muller'],
    ['other characters dropped', "o'brien!#$@example.com", 'obrien'],
    ['punctuation at the ends trimmed', '.-_ada_-.@example.com', 'ada'],
    ['a 1-character local part padded', 'a@example.com', 'a_user'],
    ['a 2-character local part padded', 'al@example.com', 'al_user'],
    ['nothing usable left', '李雷@example.com', 'user'],
    ['only a +tag', '+tag@example.com', 'user'],
    ['an @ inside a quoted local part: the last @ splits', '"a@b"@example.com', 'ab_user'],
    ['cut to 30 characters', `${'x'.repeat(40)}@example.com`, 'x'.repeat(30)],
    ['cut, then trailing punctuation trimmed', `${'x'.repeat(29)}.yyy@example.com`, 'x'.repeat(29)],
  ])('%s: %s → %s', (_case, email, expected) => {
    expect(usernameFromEmail(email)).toBe(expected);
  });

  it.each(['ada@gmail.com', 'a@b.c', '+@x.y', `${'é'.repeat(50)}@x.y`, '....@x.y'])(
    'always yields a valid username for %s',
    (email) => {
      const username = usernameFromEmail(email);
      expect(username.length).toBeGreaterThanOrEqual(USERNAME_RULES.minLength);
      expect(username.length).toBeLessThanOrEqual(USERNAME_RULES.maxLength);
      expect(username).toMatch(USERNAME_RULES.allowedPattern);
    },
  );
});

describe('usernameWithSuffix', () => {
  it.each([
    ['short base', 'ada', 4821, 'ada4821'],
    ['base that fills the limit is cut', 'x'.repeat(30), 4821, `${'x'.repeat(26)}4821`],
    ['base one short of the limit', 'x'.repeat(29), 7, `${'x'.repeat(29)}7`],
  ])('%s', (_case, base, suffix, expected) => {
    expect(usernameWithSuffix(base, suffix)).toBe(expected);
    expect(expected.length).toBeLessThanOrEqual(USERNAME_RULES.maxLength);
  });
});
