import createCache, { type EmotionCache } from '@emotion/cache';
import { SET_ASIDE_ATTRIBUTE } from '@/lib/before-app-loads';

/**
 * A prerendered page's styles, taken over by the app where they are. Emotion adopts server-rendered style elements by
 * moving each to the end of <head> (once when its module loads, again when a cache is made); every move makes the
 * browser parse that stylesheet again and restyle the whole page, about 40 ms and a 50–120 ms style recalculation at
 * 4× CPU (README, Performance). Instead, before the app's code loads, setPrerenderedStylesAside (before-app-loads.ts)
 * renames the page's style element, so emotion's own look-up finds nothing to move, and the app's cache is told here
 * what that element already holds. Chakra's two global style elements are left to emotion's <Global>, which moves
 * them once as the hydration commits, as before.
 */

/**
 * An emotion cache (the key the prerender used) that knows the prerendered rules: their names count as inserted, so
 * emotion writes none of them again, and the element holding them is its first stylesheet, so the rules it adds go
 * after them and <Global> puts the global styles before them, in the order the prerendered page has.
 */
export function adoptPrerenderedStyles(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll<HTMLStyleElement>(`style[${SET_ASIDE_ATTRIBUTE}]`)) {
    const [, ...names] = (element.getAttribute(SET_ASIDE_ATTRIBUTE) ?? '').split(' ');
    for (const name of names) cache.inserted[name] = true;
    cache.sheet.tags.push(element);
  }
  return cache;
}
