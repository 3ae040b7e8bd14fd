import type { UltraSupport } from '../../domain/engine-qualities';
import {
  modelRetirement,
  type ModelRetirement,
  modelStanding,
  type ModelStanding,
} from '../../domain/model-catalogue';
import {
  DEFAULT_GEMINI_IMAGE_MODEL,
  GEMINI_MODEL_CATALOGUE,
  type GeminiModelCapabilities,
} from './gemini/gemini-catalogue';
import {
  DEFAULT_OPENAI_IMAGE_MODEL,
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
export function engineModelRetirement(
  engine: 'openai' | 'gemini',
  model: string,
  today: Date,
): ModelRetirement | null {
  return engine === 'openai'
    ? modelRetirement(OPENAI_MODEL_CATALOGUE, model, today)
    : modelRetirement(GEMINI_MODEL_CATALOGUE, model, today);
}

/** How a provider's model makes Ultra: drawn where its catalogue row has a 4K output; otherwise not at all. */
export function ultraSupport(engine: { name: 'openai' | 'gemini'; model: string }): UltraSupport {
  const draws4K =
    engine.name === 'openai'
      ? openAiCapabilities(engine.model).fourK
      : geminiCapabilities(engine.model).imageSizes.includes('4K');
  return draws4K ? 'drawn' : 'none';
}

// A model past its shutdown keeps its row's capabilities: the config refuses it, and the provider will too.
function capabilitiesOf<C>(standing: ModelStanding<C>): C {
  return standing.status === 'shut-down' ? standing.row.capabilities : standing.capabilities;
}
