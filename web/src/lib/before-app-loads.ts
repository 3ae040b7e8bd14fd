/**
 * What a prerendered page does before the app's scripts load: nothing of React, so it costs next to nothing. The app
 * loads once the page is idle after its first paint, or at once on the visitor's first sign of intent; a button
 * clicked before then is clicked again once the app has taken over.
 */

/** The attribute the page's own style element carries once set aside, in place of emotion's `data-emotion`. */
export const SET_ASIDE_ATTRIBUTE = 'data-prerendered-emotion';

/**
 * Sets the prerendered page's emotion style elements aside before emotion's code loads, so that it does not move them
 * (app/prerendered-styles.ts says why): each gets `data-s`, which tells emotion it needs no moving, and the one with
 * the page's own rules (`data-emotion="css <names>"`) carries its names under SET_ASIDE_ATTRIBUTE instead, where the
 * app's cache reads them. The global ones keep `data-emotion`: emotion's <Global> finds them by it.
 */
export function setPrerenderedStylesAside(): void {
  for (const element of document.querySelectorAll('style[data-emotion]')) {
    element.setAttribute('data-s', '');
    const names = element.getAttribute('data-emotion') ?? '';
    if (!names.startsWith('css ')) continue;
    element.setAttribute(SET_ASIDE_ATTRIBUTE, names);
    element.removeAttribute('data-emotion');
  }
}

/** Events that mean the visitor is about to use the page. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** How long an idle callback may wait for the page to go idle before the app loads anyway. */
const IDLE_TIMEOUT_MS = 3000;

/** Calls `start` once: when the page is idle after its load event, or on the first intent, whichever comes first. */
export function whenIdleOrIntent(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, startOnce, true);
    start();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, startOnce, { capture: true, passive: true });
  // Safari has no requestIdleCallback: there the app loads right after the load event.
  const requestIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined;
  const whenIdle = () => {
    if (requestIdle) requestIdle.call(window, startOnce, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(startOnce, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** What a click before hydration may have meant to press: links work without the app, so only these wait for it. */
const NEEDS_THE_APP = 'button, [role="button"], [role="tab"], summary';

/**
 * Holds a click on a control of `container` that only the app can answer (a menu, a tab, a dialog's opener) while
 * React has not hydrated it, and its default (a form's submission) too, then clicks it again once React has: before
 * the app has loaded, and after, while a lazily loaded screen's Suspense boundary waits for its code (React drops a
 * click on a boundary it cannot hydrate yet). A click on a hydrated control passes untouched.
 */
export function holdClicksUntilHydrated(container: Element): void {
  // Only the last control pressed: pressing two before the app has them should not fire both.
  let held: HTMLElement | null = null;
  const pressOnceHydrated = (since: number) => {
    if (!held) return;
    if (!held.isConnected || Date.now() - since > HYDRATION_WAIT_MS) held = null;
    else if (!isHydrated(held)) window.setTimeout(() => pressOnceHydrated(since), HYDRATION_POLL_MS);
    else {
      const control = held;
      held = null;
      control.click();
    }
  };
  container.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_THE_APP) : null;
      if (!control || !container.contains(control) || isHydrated(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const waiting = held !== null;
      held = control;
      if (!waiting) pressOnceHydrated(Date.now());
    },
    true,
  );
}

/** How often, and for how long at most, a held control is looked at for hydration. */
const HYDRATION_POLL_MS = 50;
const HYDRATION_WAIT_MS = 30_000;

/**
 * Whether React has taken over the element: it keeps each hydrated element's props on it under `__reactProps$…`.
 * React offers no public signal for one boundary's hydration; this key has stayed the same since React 17.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}
