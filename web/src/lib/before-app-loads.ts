/**
 * What a prerendered page does before the app's scripts load: nothing of React, so it costs next to nothing. The app
 * loads once the page is idle after its first paint, or at once on the visitor's first sign of intent; a button
 * clicked before then is clicked again once the app has taken over.
 */

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
 * Holds the last click on a control of `container` that only the app can answer (a menu, a tab, a dialog's
 * opener), keeping its default (a form's submission) from happening without the app. The returned function, called
 * once the app's root has hydrated, stops holding clicks and clicks the held control again once it has hydrated too:
 * React hydrates each Suspense boundary (a lazily loaded screen) after the root, and drops a click on one it cannot
 * hydrate yet.
 */
export function holdClicksUntilHydrated(container: Element): () => void {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_THE_APP) : null;
    if (!control || !container.contains(control)) return;
    event.preventDefault();
    held = control;
  };
  container.addEventListener('click', hold, true);
  return () => {
    container.removeEventListener('click', hold, true);
    if (held) clickOnceHydrated(held, Date.now());
  };
}

/** How often, and for how long at most, a held control is looked at for hydration. */
const HYDRATION_POLL_MS = 50;
const HYDRATION_WAIT_MS = 10_000;

function clickOnceHydrated(control: HTMLElement, since: number): void {
  if (!control.isConnected || Date.now() - since > HYDRATION_WAIT_MS) return;
  if (isHydrated(control)) control.click();
  else window.setTimeout(() => clickOnceHydrated(control, since), HYDRATION_POLL_MS);
}

/**
 * Whether React has taken over the element: it keeps each hydrated element's props on it under `__reactProps$…`.
 * React offers no public signal for one boundary's hydration; this key has stayed the same since React 17.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}
