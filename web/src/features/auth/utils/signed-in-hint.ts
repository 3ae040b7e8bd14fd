import { SIGNED_IN_HINT_COOKIE } from '@roomremix/contracts/constants';

/**
 * True when the browser holds the signed-in hint the API sets beside the session cookie at every sign-in and clears
 * at logout and on a 401: without it no session can be valid, so there is nothing to check. False where there is no
 * document (the prerender renders what a visitor sees).
 */
export function hasSignedInHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}
