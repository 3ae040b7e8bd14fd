// First: it must run before any module builds a zod schema.
import '@/app/zod-jitless';
import { SIGNED_IN_ATTRIBUTE } from '@/app/signed-in-first-paint';
import { holdClicksUntilHydrated, setPrerenderedStylesAside, whenIdleOrIntent } from '@/lib/before-app-loads';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The app itself: React, Chakra and the routes load apart from this entry, so a visitor's first paint waits for none.
 * React DOM and Chakra's styling (the provider) are asked for on their own beside it: the browser runs each part's
 * modules as its own task as it arrives instead of all in one long one, and Chakra's system, the costliest step of
 * starting the app, is made in a task of its own once its code is in. Each part is asked for in a task of its own too:
 * the ask adds a `<link rel="modulepreload">` per file the part needs, about 4 ms each at 4× CPU (README, Performance).
 */
const loadApp = async () => {
  const reactDom = import('react-dom/client');
  await nextTask();
  const styling = import('@/components/ui/provider').then(({ prepareSystem }) => {
    window.setTimeout(prepareSystem, 0);
  });
  await nextTask();
  const app = import('@/app/start-app');
  await Promise.all([reactDom, styling]);
  return app;
};

/** Resolves in a later task, so the browser may handle input and paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

if (container.hasChildNodes() && !document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)) {
  // A visitor's prerendered page is readable and its links work without the app, which loads once the page has
  // painted and gone idle, or on the visitor's first intent; a button they pressed meanwhile is pressed again.
  holdClicksUntilHydrated(container);
  whenIdleOrIntent(() => {
    setPrerenderedStylesAside();
    loadApp().then(({ hydrateApp }) => hydrateApp(container), reportLoadFailure);
  });
} else {
  loadApp().then(({ renderApp }) => renderApp(container), reportLoadFailure);
}

function reportLoadFailure(error: unknown): void {
  console.error('The app could not load', error);
}
