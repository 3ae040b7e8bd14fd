import type { ImageEngineConfig } from '../../config';
import { type Clock, systemClock } from '../../domain/clock';
import { createGeminiImageEngine } from './gemini/gemini-engine';
import type { ImageEngine } from './image-engine';
import { createLocalImageEngine } from './local/local-engine';
import { engineModelStanding } from './model-catalogues';
import { createOpenAiImageEngine } from './openai/openai-engine';
import { refusingShutDownModel } from './shut-down-guard';

/** Overrides for the provider clients: a base URL (tests point it at a fake server) and a request timeout. */
export interface ImageEngineOptions {
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
  /** The day a provider's model is judged on by its catalogue (tests fix it); the system's clock by default. */
  now?: Clock | undefined;
}

/**
 * The engine `IMAGE_ENGINE` names (docs/architecture.md#image-engines): local (default, offline), openai or gemini. A
 * provider's engine refuses every call once its model is past its shutdown day (shut-down-guard.ts).
 */
export function createImageEngine(config: ImageEngineConfig, options: ImageEngineOptions = {}): ImageEngine {
  if (config.name === 'local') return createLocalImageEngine();
  const { name, model } = config;
  return refusingShutDownModel(
    providerEngine(config, options),
    (today) => engineModelStanding(name, model, today),
    options.now ?? systemClock,
  );
}

function providerEngine(
  config: Exclude<ImageEngineConfig, { name: 'local' }>,
  options: ImageEngineOptions,
): ImageEngine {
  switch (config.name) {
    case 'openai':
      return createOpenAiImageEngine({
        apiKey: config.apiKey,
        model: config.model,
        baseURL: options.baseUrl,
        timeoutMs: options.timeoutMs,
      });
    case 'gemini':
      return createGeminiImageEngine({
        apiKey: config.apiKey,
        model: config.model,
        baseUrl: options.baseUrl,
        timeoutMs: options.timeoutMs,
      });
  }
}
