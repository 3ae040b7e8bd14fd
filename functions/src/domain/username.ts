import { USERNAME_RULES } from '@roomremix/contracts/constants';

/** Stands in for an e-mail whose local part keeps no allowed character (e.g. all non-Latin letters). */
const FALLBACK_USERNAME = 'user';
const DISALLOWED = /[^A-Za-z0-9_.-]/g;
const EDGE_PUNCTUATION = /^[_.-]+|[_.-]+$/g;

/**
 * The username a Google account starts with, from its e-mail: the local part without a `+tag`, accents folded to
 * plain letters, other disallowed characters dropped, no punctuation at either end, cut to the maximum length, and
 * padded with `_user` when shorter than the minimum. Uniqueness is the caller's job (usernameWithSuffix).
 */
export function usernameFromEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = (at === -1 ? email : email.slice(0, at)).split('+')[0] ?? '';
  const plain = local.normalize('NFKD').replace(/\p{M}/gu, '').replace(DISALLOWED, '').replace(EDGE_PUNCTUATION, '');
  const cut = plain.slice(0, USERNAME_RULES.maxLength).replace(EDGE_PUNCTUATION, '');
  if (cut === '') return FALLBACK_USERNAME;
  return cut.length < USERNAME_RULES.minLength ? `${cut}_${FALLBACK_USERNAME}` : cut;
}

/** `base` with a numeric suffix, the base cut so the result stays within the maximum length. */
export function usernameWithSuffix(base: string, suffix: number): string {
  const digits = String(suffix);
  return `${base.slice(0, USERNAME_RULES.maxLength - digits.length)}${digits}`;
}
