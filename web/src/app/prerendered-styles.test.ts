import { afterEach, describe, expect, it } from 'vitest';
import { setPrerenderedStylesAside } from '@/lib/before-app-loads';
import { adoptPrerenderedStyles } from './prerendered-styles';

afterEach(() => {
  document.head.replaceChildren();
});

/** The style elements a prerendered page's <head> ends with, as the prerender writes them (web/prerender). */
function prerenderedHead() {
  document.head.innerHTML = [
    '<style data-emotion="css-global layers">@layer reset,base,tokens,recipes;</style>',
    '<style data-emotion="css-global tokens">@layer tokens{:root{--chakra-colors-teal-700:#0f766e;}}</style>',
    '<style data-emotion="css hero cta">.css-hero{font-size:2rem;}.css-cta{color:white;}</style>',
  ].join('');
  return [...document.head.children];
}

describe('the prerendered styles the app takes over', () => {
  it('stay where the page has them: emotion moves none of them, so the browser parses none again', () => {
    const elements = prerenderedHead();
    const moves = new MutationObserver(() => undefined);
    moves.observe(document.head, { childList: true });

    setPrerenderedStylesAside();
    adoptPrerenderedStyles();

    expect(moves.takeRecords()).toEqual([]);
    expect([...document.head.children]).toEqual(elements);
  });

  it("count as written: the app's emotion cache writes none of the page's rules again, and adds its own after them", () => {
    const [, , pageStyles] = prerenderedHead();
    setPrerenderedStylesAside();
    const cache = adoptPrerenderedStyles();

    expect(cache.inserted).toMatchObject({ hero: true, cta: true });
    cache.insert('.css-new', { name: 'new', styles: 'color:red;', next: undefined }, cache.sheet, true);
    expect(document.head.lastElementChild?.previousElementSibling).toBe(pageStyles);
  });

  it('leaves the global styles to find by their name, for the Chakra provider to take over', () => {
    prerenderedHead();
    setPrerenderedStylesAside();
    expect(document.querySelector('style[data-emotion="css-global tokens"]')).not.toBeNull();
    expect(document.querySelectorAll('style[data-emotion^="css "]')).toHaveLength(0);
  });
});
