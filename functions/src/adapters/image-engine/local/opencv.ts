import { createRequire } from 'node:module';
import type * as OpenCvModule from '@techstark/opencv-js';

/** The OpenCV.js runtime, once its WebAssembly has started. */
export type OpenCv = typeof OpenCvModule;

/** The runtime while it starts: `Mat` appears and `onRuntimeInitialized` is called once it is ready, or `onAbort`. */
type StartingOpenCv = OpenCv & {
  Mat?: unknown;
  onRuntimeInitialized?: () => void;
  onAbort?: (what: unknown) => void;
};

const PROCESS_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

let loading: Promise<{ cv: OpenCv }> | undefined;

/**
 * OpenCV.js, loaded on first use and kept: 11 MB of JavaScript with WebAssembly inside that takes about 0.2 s and
 * 100 MB to start, so only the local engine's inpainting pays for it. It comes wrapped in an object because the
 * runtime is a thenable whose `then` calls back with itself: a promise resolved with it never settles.
 */
export function loadOpenCv(): Promise<{ cv: OpenCv }> {
  loading ??= startOpenCv().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function startOpenCv(): Promise<{ cv: OpenCv }> {
  const host: NodeJS.EventEmitter = process;
  const before = new Map(PROCESS_EVENTS.map((event) => [event, new Set(host.listeners(event))]));
  // Required, not imported: a module namespace that exposes the runtime's `then` (Vitest's interop does) is a
  // thenable too, and `await import()` would never settle.
  const cv = createRequire(import.meta.url)('@techstark/opencv-js') as StartingOpenCv;
  // Emscripten's Node start-up makes any unhandled rejection abort its runtime and rethrows uncaught exceptions:
  // the host (the Functions runtime, the test runner) decides what those mean, so its handlers go.
  for (const event of PROCESS_EVENTS) {
    for (const listener of host.listeners(event)) {
      if (!before.get(event)?.has(listener)) host.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  if (typeof cv.Mat !== 'function') {
    await new Promise<void>((resolve, reject) => {
      cv.onRuntimeInitialized = resolve;
      cv.onAbort = (what) => reject(new Error(`OpenCV.js did not start: ${String(what)}`));
    });
  }
  return { cv };
}
