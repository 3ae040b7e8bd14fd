import type { Clock } from '../../domain/clock';
import type { ModelStanding } from '../../domain/model-catalogue';
import { type ImageEngine, PermanentEngineError } from './image-engine';

/**
 * `engine`, refusing every call from the day its model's catalogue row says the provider shut it down: a worker
 * deployed before that day, or started with such a model, then fails each job at once with its refund (worker.ts
 * treats a PermanentEngineError so) instead of paying for calls to a model that no longer answers. The standing is
 * read on each call, so a long-lived instance notices the day it passes.
 */
export function refusingShutDownModel(
  engine: ImageEngine,
  standingOn: (today: Date) => ModelStanding<unknown>,
  now: Clock,
): ImageEngine {
  const checked =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const standing = standingOn(now());
      if (standing.status === 'shut-down') {
        throw new PermanentEngineError('model_shut_down', standing.problem, {
          engine: engine.name,
          code: 'model_shut_down',
        });
      }
      return call(...args);
    };
  const batch = engine.generateBatch?.bind(engine);
  return {
    name: engine.name,
    generate: checked(engine.generate.bind(engine)),
    ...(batch ? { generateBatch: checked(batch) } : {}),
    upscale: checked(engine.upscale.bind(engine)),
  };
}
