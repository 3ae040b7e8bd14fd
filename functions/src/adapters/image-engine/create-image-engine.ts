import type { ImageEngineConfig } from '../../config';
import { createGeminiImageEngine } from './gemini/gemini-engine';
import type { ImageEngine } from './image-engine';
import { createLocalImageEngine } from './local/local-engine';
import { createOpenAiImageEngine } from './openai/openai-engine';

/** Overrides for the provider clients: a base URL (tests point it at a fake server) and a request timeout. */
export interface ImageEngineOptions {
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

/** The engine `IMAGE_ENGINE` names (docs/architecture.md#image-engines): local (default, offline), openai or gemini. */
export function createImageEngine(config: ImageEngineConfig, options: ImageEngineOptions = {}): ImageEngine {
  switch (config.name) {
    case 'local':
      return createLocalImageEngine();
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
