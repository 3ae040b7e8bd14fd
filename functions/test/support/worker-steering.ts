import {
  type ImageEngine,
  PermanentEngineError,
  RetryableEngineError,
} from '../../src/adapters/image-engine/image-engine';
import type { InProcessQueue } from '../fakes/cloud-tasks/in-process-queue';
import type { RemixQueue } from '../../src/adapters/queue/remix-queue';

/** A provider's content-policy block, as an engine throws it: a failure for good, refunded. */
export function contentPolicyRefusal(): PermanentEngineError {
  return new PermanentEngineError('content_policy', 'moderation_blocked', { engine: 'local', status: 400 });
}

/** A provider's 503, as an engine throws it: a failure that may pass, which the worker retries. */
export function providerBusy(): RetryableEngineError {
  return new RetryableEngineError('503 from the provider', { engine: 'local', status: 503 });
}

/** An engine whose next calls fail as scripted, then fall back to the real one; counts its calls and their prompts. */
export interface ScriptedEngine extends ImageEngine {
  /** Errors the next calls throw, in order (null: that call passes); an empty script passes every call. */
  script: (Error | null)[];
  calls: number;
  /** The prompt of every call, in order. */
  prompts: string[];
  /** Empties the script and forgets the calls, for the next test. */
  reset(): void;
}

/** Wraps `real` so tests can make its next calls fail. */
export function scriptedEngine(real: ImageEngine): ScriptedEngine {
  const engine: ScriptedEngine = {
    name: real.name,
    script: [],
    calls: 0,
    prompts: [],
    upscale: (input) => real.upscale(input),
    async generate(input) {
      engine.calls += 1;
      engine.prompts.push(input.prompt);
      const failure = engine.script.shift();
      if (failure) throw failure;
      return real.generate(input);
    },
    reset() {
      engine.script = [];
      engine.calls = 0;
      engine.prompts = [];
    },
  };
  return engine;
}

/**
 * The API's enqueue as a test steers it through `mode`: hand the job to the in-process worker ('run', the default),
 * leave it queued as when its task is lost ('park'), or fail as when Cloud Tasks is down ('fail').
 */
export interface SteeredEnqueue {
  mode: 'run' | 'park' | 'fail';
  /** The wrapQueue option of startTestApp. */
  wrap(queue: InProcessQueue): RemixQueue;
}

/** A SteeredEnqueue in mode 'run'. */
export function steeredEnqueue(): SteeredEnqueue {
  const steered: SteeredEnqueue = {
    mode: 'run',
    wrap: (queue) => ({
      enqueue: async (jobId) => {
        if (steered.mode === 'fail') throw new Error('Cloud Tasks is unavailable');
        if (steered.mode === 'run') await queue.enqueue(jobId);
      },
    }),
  };
  return steered;
}
