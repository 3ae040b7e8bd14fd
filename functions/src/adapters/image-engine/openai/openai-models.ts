/** How a GPT image model takes `size` and `input_fidelity`. */
export interface OpenAiImageModel {
  /** 'flexible': any `WIDTHxHEIGHT` inside OPENAI_FLEXIBLE_SIZE; 'fixed': only 1024x1024, 1536x1024 and 1024x1536. */
  sizes: 'flexible' | 'fixed';
  /** Whether `input_fidelity: "high"` may be sent (it keeps the details of the input images). */
  highInputFidelity: boolean;
}

const FLEXIBLE: OpenAiImageModel = { sizes: 'flexible', highInputFidelity: false };
const FIXED: OpenAiImageModel = { sizes: 'fixed', highInputFidelity: false };

/**
 * The models `images.edit` takes, from the `model`, `size` and `input_fidelity` docs of ImageEditParams in
 * node_modules/openai/resources/images.d.ts (openai 7.57.0): arbitrary sizes for gpt-image-2 and the 2.5 models
 * with their snapshots; `input_fidelity` high on gpt-image-1.5 only ("For gpt-image-2, omit this parameter";
 * gpt-image-1-mini takes only low, which is the default).
 */
export const OPENAI_IMAGE_MODELS = {
  'gpt-image-2': FLEXIBLE,
  'gpt-image-2-2026-04-21': FLEXIBLE,
  'gpt-image-2.5-sunburst': FLEXIBLE,
  'gpt-image-2.5-sunburst-2026-09-08': FLEXIBLE,
  'gpt-image-2.5-flare': FLEXIBLE,
  'gpt-image-2.5-flare-2026-09-08': FLEXIBLE,
  'gpt-image-2.6-sunburst': FIXED,
  'gpt-image-2.6-flare': FIXED,
  'gpt-image-1.5': { sizes: 'fixed', highInputFidelity: true },
  'gpt-image-1-mini': FIXED,
  'chatgpt-image-latest': FIXED,
} as const satisfies Record<string, OpenAiImageModel>;

/**
 * Limits of a flexible `size` (same SDK docs and OpenAI's image generation guide): both edges multiples of 16, aspect
 * between 1:3 and 3:1, at most 3840 px a side and 3840x2160 in area, at least 655,360 px in area.
 */
export const OPENAI_FLEXIBLE_SIZE = {
  step: 16,
  maxAspect: 3,
  maxEdge: 3840,
  maxPixels: 8_294_400,
  minPixels: 655_360,
} as const;

/** Images one `images.edit` call takes (base + references): "You can provide up to 16 images". */
export const OPENAI_MAX_INPUT_IMAGES = 16;

/** Image models OpenAI has shut down, with the day (SDK docs of `model`): the config refuses them by name. */
export const RETIRED_OPENAI_IMAGE_MODELS: Readonly<Record<string, string>> = {
  'gpt-image-1': '2026-10-23',
};

/** A model id the engine knows. */
export type OpenAiImageModelId = keyof typeof OPENAI_IMAGE_MODELS;

/** The model's entry, or null for a model the engine does not know. */
export function openAiImageModel(model: string): OpenAiImageModel | null {
  return Object.hasOwn(OPENAI_IMAGE_MODELS, model) ? OPENAI_IMAGE_MODELS[model as OpenAiImageModelId] : null;
}

/** Why OPENAI_IMAGE_MODEL cannot be `model`, or null when it can. */
export function openAiModelProblem(model: string): string | null {
  if (openAiImageModel(model)) return null;
  const retired = RETIRED_OPENAI_IMAGE_MODELS[model];
  const current = Object.keys(OPENAI_IMAGE_MODELS).join(', ');
  return retired
    ? `OPENAI_IMAGE_MODEL=${model} was shut down on ${retired}; use one of ${current}`
    : `OPENAI_IMAGE_MODEL must be one of ${current}, not ${model}`;
}
