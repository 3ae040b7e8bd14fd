// First: it must run before any module builds a zod schema.
import '@/app/zod-jitless';
import { SIGNED_IN_ATTRIBUTE } from '@/app/signed-in-first-paint';
import { holdClicksUntilHydrated, whenIdleOrIntent } from '@/lib/before-app-loads';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The app itself: React, Chakra and the routes load apart from this entry, so a visitor's first paint waits for none.
 * React DOM is asked for on its own beside it, all fetched at once: the browser then runs React DOM's module and the
 * rest as two tasks instead of one long one.
 */
const loadApp = () => {
  const reactDom = import('react-dom/client');
  const app = import('@/app/start-app');
  return reactDom.then(() => app);
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
