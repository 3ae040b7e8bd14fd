import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { toaster } from '@/components/ui/toast';
import { server } from './server';

// jsdom stamps animation frames with a clock of its own, while zag's timers (toast duration and removal) compare
// them with `performance.now()`; without this the toasts never close in tests.
const jsdomRequestAnimationFrame = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (callback) => jsdomRequestAnimationFrame(() => callback(performance.now()));

// jsdom has no pointer capture, which the swipe-to-dismiss of toasts uses.
Element.prototype.setPointerCapture ??= () => {};

const unhandledRequests: string[] = [];

beforeAll(() => {
  server.listen({
    // A request no handler expected is a test failure, not a warning: collect it and fail in afterEach.
    onUnhandledFrame: async ({ frame, defaults }) => {
      unhandledRequests.push(await frame.getUnhandledMessage());
      defaults.error();
    },
  });
});

afterEach(() => {
  cleanup();
  toaster.remove();
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
  const unexpected = unhandledRequests.splice(0);
  if (unexpected.length > 0) throw new Error(`Unexpected requests:\n${unexpected.join('\n')}`);
});

afterAll(() => {
  server.close();
});
