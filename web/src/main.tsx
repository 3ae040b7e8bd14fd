// First: it must run before any module builds a zod schema.
import '@/app/zod-jitless';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { AppRouter } from '@/app/router';
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_FIRST_PAINT_ID } from '@/app/signed-in-first-paint';
import { captureTypedBeforeHydration } from '@/lib/typed-before-hydration';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = <App router={<AppRouter />} />;
const html = document.documentElement;
if (container.hasChildNodes() && !html.hasAttribute(SIGNED_IN_ATTRIBUTE)) {
  // A prerendered public page, as a visitor sees it: the app takes over the HTML it painted, and what the visitor
  // typed into it meanwhile.
  captureTypedBeforeHydration(container);
  // As a transition, hydration renders in slices that yield to the browser (input, paint) instead of one long task:
  // React renders a plain hydrateRoot in one go. What is clicked meanwhile React replays once it has hydrated.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // The app shell, or a prerendered page whose first paint was a signed-in user's spinner (its HTML is a visitor's):
  // rendered at once, so the first paint gives way to the app with nothing in between.
  const root = createRoot(container);
  flushSync(() => root.render(app));
  html.removeAttribute(SIGNED_IN_ATTRIBUTE);
}
document.getElementById(SIGNED_IN_FIRST_PAINT_ID)?.remove();
