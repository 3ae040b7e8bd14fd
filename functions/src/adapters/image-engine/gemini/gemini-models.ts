/**
 * The Gemini image models the engine may call, with the number of images (base included) one request may carry.
 * Both take 14 ("Maximum images per prompt: 14", Gemini 3 Pro Image on the Vertex AI image-understanding page;
 * "up to 14 reference images" for Gemini 3.1 Flash Image and Gemini 3 Pro Image on the Gemini API
 * image-generation page, https://ai.google.dev/gemini-api/docs/image-generation).
 */
export const GEMINI_IMAGE_MODELS = {
  'gemini-3.1-flash-image': { maxInputImages: 14 },
  'gemini-3-pro-image': { maxInputImages: 14 },
} as const satisfies Record<string, { maxInputImages: number }>;

/** A model id the engine knows. */
export type GeminiImageModel = keyof typeof GEMINI_IMAGE_MODELS;

/**
 * Image models Google has shut down, with the day (https://ai.google.dev/gemini-api/docs/deprecations): requests
 * for them now fail, so the config refuses them by name.
 */
export const RETIRED_GEMINI_IMAGE_MODELS: Readonly<Record<string, string>> = {
  'gemini-2.5-flash-image': '2026-10-02',
  'gemini-3-pro-image-preview': '2026-06-25',
  'gemini-3.1-flash-image-preview': '2026-06-25',
};

/** Whether `model` is one of GEMINI_IMAGE_MODELS. */
export function isGeminiImageModel(model: string): model is GeminiImageModel {
  return Object.hasOwn(GEMINI_IMAGE_MODELS, model);
}

/** Why GEMINI_IMAGE_MODEL cannot be `model`, or null when it can. */
export function geminiModelProblem(model: string): string | null {
  if (isGeminiImageModel(model)) return null;
  const current = Object.keys(GEMINI_IMAGE_MODELS).join(' or ');
  const retired = RETIRED_GEMINI_IMAGE_MODELS[model];
  return retired
    ? `GEMINI_IMAGE_MODEL=${model} was shut down on ${retired}; use ${current}`
    : `GEMINI_IMAGE_MODEL must be ${current}, not ${model}`;
}
