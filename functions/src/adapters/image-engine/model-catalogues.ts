import { QUALITY_LONG_EDGE } from '@roomremix/contracts/constants';
import type { UltraSupport } from '../../domain/engine-qualities';
import { modelRetirement, type ModelRetirement, modelStanding, type ModelStanding } from '../../domain/model-catalogue';
import {
  DEFAULT_GEMINI_IMAGE_MODEL,
  GEMINI_MODEL_CATALOGUE,
  type GeminiModelCapabilities,
} from './gemini/gemini-catalogue';
import {
  DEFAULT_OPENAI_IMAGE_MODEL,
  OPENAI_FLEXIBLE_SIZE,
  OPENAI_MODEL_CATALOGUE,
  type OpenAiModelCapabilities,
} from './openai/openai-catalogue';

/** Each provider's default model, used when its *_IMAGE_MODEL variable is unset. */
export const DEFAULT_IMAGE_MODELS = { openai: DEFAULT_OPENAI_IMAGE_MODEL, gemini: DEFAULT_GEMINI_IMAGE_MODEL } as const;

/** The capabilities of an OpenAI model: its row's, or the conservative ones for an id not in the catalogue. */
export function openAiCapabilities(model: string): OpenAiModelCapabilities {
  return capabilitiesOf(modelStanding(OPENAI_MODEL_CATALOGUE, model, new Date()));
}

/** The capabilities of a Gemini model: its row's, or the conservative ones for an id not in the catalogue. */
export function geminiCapabilities(model: string): GeminiModelCapabilities {
  return capabilitiesOf(modelStanding(GEMINI_MODEL_CATALOGUE, model, new Date()));
}

/** What the catalogue of `engine` says of `model` on `today`. */
export function engineModelStanding(engine: 'openai' | 'gemini', model: string, today: Date): ModelStanding<unknown> {
  return engine === 'openai'
    ? modelStanding(OPENAI_MODEL_CATALOGUE, model, today)
    : modelStanding(GEMINI_MODEL_CATALOGUE, model, today);
}

/** Whether a deploy should refuse `model` of `engine` on `today` (shut down, or shutting down within 14 days). */
export function engineModelRetirement(engine: 'openai' | 'gemini', model: string, today: Date): ModelRetirement | null {
  return engine === 'openai'
    ? modelRetirement(OPENAI_MODEL_CATALOGUE, model, today)
    : modelRetirement(GEMINI_MODEL_CATALOGUE, model, today);
}

/**
 * How a provider's model makes Ultra: drawn where its catalogue row has a 4K output (Gemini's `4K`); enlarged from the
 * largest size an OpenAI model with flexible sizes draws without it being experimental (ultraDrawnUpTo); not at all
 * for a model with neither.
 */
export function ultraSupport(engine: { name: 'openai' | 'gemini'; model: string }): UltraSupport {
  if (engine.name === 'gemini') return geminiCapabilities(engine.model).imageSizes.includes('4K') ? 'drawn' : 'none';
  if (openAiCapabilities(engine.model).sizes !== 'flexible') return 'none';
  return OPENAI_FLEXIBLE_SIZE.maxEdge >= QUALITY_LONG_EDGE.ultra ? 'drawn' : 'enlarged';
}

/** The long edge a provider's model draws Ultra at, at most, when the worker enlarges it to 4K; null otherwise. */
export function ultraDrawnUpTo(engine: { name: 'openai' | 'gemini'; model: string }): number | null {
  return ultraSupport(engine) === 'enlarged' ? OPENAI_FLEXIBLE_SIZE.maxEdge : null;
}

// A model past its shutdown keeps its row's capabilities: its engine refuses every call (shut-down-guard.ts).
function capabilitiesOf<C>(standing: ModelStanding<C>): C {
  return standing.status === 'shut-down' ? standing.row.capabilities : standing.capabilities;
}
