import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { toaster } from '@/components/ui/toast';
import { asNodeFormData } from './form-data';
import { server, setSignedInHint } from './server';

// jsdom stamps animation frames with a clock of its own, while zag's timers (toast duration and removal) compare
// them with `performance.now()`; without this the toasts never close in tests.
const jsdomRequestAnimationFrame = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (callback) => jsdomRequestAnimationFrame(() => callback(performance.now()));

// jsdom has no pointer capture, which the swipe-to-dismiss of toasts uses.
Element.prototype.setPointerCapture ??= () => {};

// jsdom has no scrolling; the layout scrolls to the top on every navigation.
window.scrollTo = () => {};

// jsdom computes styles but never runs animations: a menu or drawer whose exit animation never ends would stay in
// the page, closed, for good. Tests run without animations, like a user who asked for reduced motion.
const noAnimations = document.createElement('style');
noAnimations.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
document.head.append(noAnimations);

// jsdom lays nothing out and has no ResizeObserver, which zag's menus and dialogs use to size themselves.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Screens load on demand (lazy routes): the first render of one in a test file compiles its module graph, which
// takes more than the default second (and a whole flow more than the default 5 s) when test files run in parallel.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const unhandledRequests: string[] = [];

beforeAll(() => {
  server.listen({
    // A request no handler expected is a test failure, not a warning: collect it and fail in afterEach.
    onUnhandledFrame: async ({ frame, defaults }) => {
      unhandledRequests.push(await frame.getUnhandledMessage());
      defaults.error();
    },
  });
  // Outside msw's own fetch, which reads the body as Node's fetch does (form-data.ts).
  const intercepted = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    init?.body instanceof FormData
      ? asNodeFormData({ ...init, body: init.body }).then((sent) => intercepted(input, sent))
      : intercepted(input, init);
});

afterEach(() => {
  cleanup();
  toaster.remove();
  server.resetHandlers();
  setSignedInHint(false);
  window.history.replaceState(null, '', '/');
  const unexpected = unhandledRequests.splice(0);
  if (unexpected.length > 0) throw new Error(`Unexpected requests:\n${unexpected.join('\n')}`);
});

afterAll(() => {
  server.close();
});
