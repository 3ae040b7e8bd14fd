// First: it must run before any module builds a zod schema.
import '@/app/zod-jitless';
import { SIGNED_IN_ATTRIBUTE } from '@/app/signed-in-first-paint';
import { holdClicksUntilHydrated, whenIdleOrIntent } from '@/lib/before-app-loads';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The app itself: React, Chakra and the routes load apart from this entry, so a visitor's first paint waits for none.
 * React DOM and Chakra's styling (the provider) are asked for on their own beside it, all fetched at once: the browser
 * runs each part's modules as its own task as it arrives instead of all in one long one, and Chakra's system, the
 * costliest step of starting the app, is made in a task of its own once its code is in (README, Performance).
 */
const loadApp = () => {
  const reactDom = import('react-dom/client');
  const styling = import('@/components/ui/provider').then(({ prepareSystem }) => {
    window.setTimeout(prepareSystem, 0);
  });
  const app = import('@/app/start-app');
  return Promise.all([reactDom, styling]).then(() => app);
};

if (container.hasChildNodes() && !document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)) {
  // A visitor's prerendered page is readable and its links work without the app, which loads once the page has
  // painted and gone idle, or on the visitor's first intent; a button they pressed meanwhile is pressed again.
  holdClicksUntilHydrated(container);
  whenIdleOrIntent(() => {
    loadApp().then(({ hydrateApp }) => hydrateApp(container), reportLoadFailure);
  });
} else {
  loadApp().then(({ renderApp }) => renderApp(container), reportLoadFailure);
}

function reportLoadFailure(error: unknown): void {
  console.error('The app could not load', error);
}
