import type { ImageEngine } from '@roomremix/contracts/system';
import { z } from 'zod';
import { optional, type ImageEngineConfig, type ImageEngineReading } from '../../config';
import { DEFAULT_IMAGE_MODELS, engineModelStanding, ultraDrawnUpTo, ultraSupport } from './model-catalogues';

/** The variables of each engine that calls a provider: its API key and the model it asks for. */
export const PROVIDER_VARIABLES = {
  openai: { key: 'OPENAI_API_KEY', model: 'OPENAI_IMAGE_MODEL' },
  gemini: { key: 'GEMINI_API_KEY', model: 'GEMINI_IMAGE_MODEL' },
} as const;

const text = z.string();

/** Free text each, blank counting as unset as in config.ts: nothing here can fail to parse. */
const providerVariablesSchema = z.object({
  OPENAI_API_KEY: optional(text),
  OPENAI_IMAGE_MODEL: optional(text),
  GEMINI_API_KEY: optional(text),
  GEMINI_IMAGE_MODEL: optional(text),
});

/**
 * The image engine's part of the configuration, which config.ts's loaders are given (index.ts passes it): the engine
 * IMAGE_ENGINE names with its key and its model (the provider's default unless *_IMAGE_MODEL names one), judged by the
 * provider's catalogue on `today`. Deprecated and unknown models run with a warning; so does one already shut down,
 * whose engine then fails each job with its refund (shut-down-guard.ts): refusing to load would leave every queued job
 * unanswered until the sweep. Deploys refuse it beforehand (domain/model-catalogue.ts `modelRetirement`).
 */
export function readImageEngine(
  engine: ImageEngine,
  env: Record<string, string | undefined>,
  today: Date,
): ImageEngineReading {
  if (engine === 'local') {
    const choice = { name: 'local', ultra: 'enlarged', ultraDrawnUpTo: null } as const;
    return { choice, config: { name: 'local' }, problems: [], warnings: [] };
  }
  const variables = PROVIDER_VARIABLES[engine];
  const parsed = providerVariablesSchema.parse(env);
  const model = parsed[variables.model] ?? DEFAULT_IMAGE_MODELS[engine];
  const apiKey = parsed[variables.key];
  const standing = engineModelStanding(engine, model, today);
  return {
    choice: {
      name: engine,
      model,
      ultra: ultraSupport({ name: engine, model }),
      ultraDrawnUpTo: ultraDrawnUpTo({ name: engine, model }),
    },
    config: apiKey ? engineConfigOf(engine, apiKey, model) : null,
    problems: apiKey ? [] : [`${variables.key} is required when IMAGE_ENGINE=${engine}`],
    warnings:
      standing.status === 'shut-down'
        ? [`${standing.problem}: every remix fails with its refund until it is changed`]
        : standing.warning
          ? [standing.warning]
          : [],
  };
}

function engineConfigOf(engine: 'openai' | 'gemini', apiKey: string, model: string): ImageEngineConfig {
  return engine === 'openai' ? { name: 'openai', model, apiKey } : { name: 'gemini', model, apiKey };
}
