import { SIGNED_IN_HINT_COOKIE } from '@roomremix/contracts/constants';

/** Set on <html> by SIGNED_IN_FIRST_PAINT_SCRIPT when the browser holds the signed-in hint; main.tsx removes it. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** The element of a prerendered page holding a signed-in user's first paint: the page frame with the spinner. */
export const SIGNED_IN_FIRST_PAINT_ID = 'signed-in-first-paint';

/**
 * The one inline script of a prerendered page, in its <head> so it runs before anything paints: it marks <html> when
 * the signed-in hint cookie is present. firebase.json's Content-Security-Policy allows it by its sha256 hash, which
 * web/prerender computes from this text and checks at build time: change both together.
 */
export const SIGNED_IN_FIRST_PAINT_SCRIPT = `if(document.cookie.split('; ').includes('${SIGNED_IN_HINT_COOKIE}=1'))document.documentElement.setAttribute('${SIGNED_IN_ATTRIBUTE}','')`;

/** While <html> is marked, the first paint shows instead of the prerendered page; otherwise it stays hidden. */
export const SIGNED_IN_FIRST_PAINT_STYLE = `html[${SIGNED_IN_ATTRIBUTE}] #root,html:not([${SIGNED_IN_ATTRIBUTE}]) #${SIGNED_IN_FIRST_PAINT_ID}{display:none}`;
