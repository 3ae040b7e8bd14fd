import { startTransition } from 'react';
import { CacheProvider } from '@emotion/react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { adoptPrerenderedStyles } from './prerendered-styles';
import { AppRouter } from './router';
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_FIRST_PAINT_ID } from './signed-in-first-paint';

/** A visitor's prerendered page: the app takes over the HTML it painted (its fields keep what the visitor typed meanwhile: KeptInput). */
export function hydrateApp(container: Element): void {
  // As a transition, hydration renders in slices that yield to the browser (input, paint) instead of one long task:
  // React renders a plain hydrateRoot in one go.
  const styles = adoptPrerenderedStyles();
  startTransition(() => {
    hydrateRoot(
      container,
      <CacheProvider value={styles}>
        <App router={<AppRouter />} />
      </CacheProvider>,
    );
  });
  document.getElementById(SIGNED_IN_FIRST_PAINT_ID)?.remove();
}

/**
 * The app shell, or a prerendered page whose first paint was a signed-in user's spinner (its HTML is a visitor's):
 * rendered at once, so the first paint gives way to the app with nothing in between.
 */
export function renderApp(container: Element): void {
  const root = createRoot(container);
  flushSync(() => root.render(<App router={<AppRouter />} />));
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  document.getElementById(SIGNED_IN_FIRST_PAINT_ID)?.remove();
}
