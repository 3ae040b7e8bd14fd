import type { CatalogueRow, ModelCatalogue } from '../../../domain/model-catalogue';

/** The `imageConfig.imageSize` values of the Gemini image models, smallest first (a long edge of about 1, 2 and 4 K). */
export const GEMINI_IMAGE_SIZES = ['1K', '2K', '4K'] as const;
export type GeminiImageSize = (typeof GEMINI_IMAGE_SIZES)[number];

/** What a Gemini image model can do with `generateContent`. */
export interface GeminiModelCapabilities {
  /** Images one request may carry, base included. */
  maxInputImages: number;
  /** `imageConfig.imageSize` values it takes; HD asks for 2K and Ultra for 4K only where listed. */
  imageSizes: readonly GeminiImageSize[];
}

/**
 * Limits of the Gemini API itself rather than of a model: a request with inline images may be 100 MB, text included;
 * larger files go through the Files API.
 */
export const GEMINI_API_LIMITS = {
  inlineRequestBytes: 100 * 1024 * 1024,
  source: 'https://ai.google.dev/gemini-api/docs/image-understanding (inline data)',
  checked: '2026-11-26',
} as const;

const IMAGE_GENERATION = 'https://ai.google.dev/gemini-api/docs/image-generation';
const CHANGELOG = 'https://ai.google.dev/gemini-api/docs/changelog';
const DEPRECATIONS = 'https://ai.google.dev/gemini-api/docs/deprecations';
const SDK_MODELS = "node_modules/@google/genai/dist/genai.d.ts (the SDK's model ids)";
const CHECKED = '2026-11-26';
/** "Up to 14 reference images" and 1K/2K/4K output for the Gemini 3 image models. */
const GEMINI_3_IMAGE: GeminiModelCapabilities = { maxInputImages: 14, imageSizes: ['1K', '2K', '4K'] };
/** Gemini 2.5 Flash Image: best with up to 3 input images, 1K output only. */
const GEMINI_2_5_IMAGE: GeminiModelCapabilities = { maxInputImages: 3, imageSizes: ['1K'] };

const shutDown = (
  id: string,
  on: string,
  capabilities: GeminiModelCapabilities,
): CatalogueRow<GeminiModelCapabilities> => ({
  id,
  capabilities,
  released: null,
  deprecatedOn: null,
  shutDownOn: on,
  replacement: DEFAULT_GEMINI_IMAGE_MODEL,
  source: DEPRECATIONS,
  checked: CHECKED,
});

export const DEFAULT_GEMINI_IMAGE_MODEL = 'gemini-nano-banana-2.1';

/** Google's Gemini image models, one row each. The default is DEFAULT_GEMINI_IMAGE_MODEL. */
export const GEMINI_MODEL_CATALOGUE: ModelCatalogue<GeminiModelCapabilities> = {
  provider: 'Gemini',
  variable: 'GEMINI_IMAGE_MODEL',
  rows: [
    {
      id: 'gemini-nano-banana-2.1',
      capabilities: GEMINI_3_IMAGE,
      released: '2026-10-06',
      deprecatedOn: null,
      shutDownOn: null,
      replacement: null,
      source: `${IMAGE_GENERATION}; ${SDK_MODELS}`,
      checked: CHECKED,
    },
    {
      id: 'gemini-3-pro-image',
      capabilities: GEMINI_3_IMAGE,
      released: '2026-05-28',
      deprecatedOn: null,
      shutDownOn: null,
      replacement: null,
      source: `${IMAGE_GENERATION}; https://ai.google.dev/gemini-api/docs/changelog (GA 2026-05-28)`,
      checked: CHECKED,
    },
    {
      id: 'gemini-3.1-flash-image',
      capabilities: GEMINI_3_IMAGE,
      released: '2026-05-28',
      deprecatedOn: '2026-10-06',
      // Google has announced no shutdown day yet.
      shutDownOn: null,
      replacement: DEFAULT_GEMINI_IMAGE_MODEL,
      source: `${DEPRECATIONS}; ${IMAGE_GENERATION}`,
      checked: CHECKED,
    },
    {
      // Nano Banana 2 Lite. Its page gives 1K as its only image_size ("2K and 4K are not supported") but no limit of
      // images per request: it gets the conservative 3.
      id: 'gemini-3.1-flash-lite-image',
      capabilities: { maxInputImages: GEMINI_2_5_IMAGE.maxInputImages, imageSizes: ['1K'] },
      released: '2026-06-30',
      deprecatedOn: null,
      shutDownOn: null,
      replacement: null,
      source: `https://ai.google.dev/gemini-api/docs/models/gemini-3.1-flash-lite-image; ${CHANGELOG} (GA 2026-06-30)`,
      checked: '2026-11-28',
      unknown: ['images per request'],
    },
    {
      // Listed among the SDK's model ids, but on none of Google's pages (models, image generation, deprecations,
      // changelog) read on the day: everything but its existence is unknown, so it runs as an id we had not heard of.
      id: 'nano-banana-pro-preview',
      capabilities: GEMINI_2_5_IMAGE,
      released: null,
      deprecatedOn: null,
      shutDownOn: null,
      replacement: null,
      source: 'node_modules/@google/genai/dist/genai.d.ts (@google/genai 3.1.0, its model ids)',
      checked: '2026-11-28',
      unknown: ['release day', 'images per request', 'output sizes', 'lifecycle'],
    },
    shutDown('gemini-2.5-flash-image', '2026-10-02', GEMINI_2_5_IMAGE),
    shutDown('gemini-3-pro-image-preview', '2026-06-25', GEMINI_3_IMAGE),
    shutDown('gemini-3.1-flash-image-preview', '2026-06-25', GEMINI_3_IMAGE),
  ],
  // An id we do not know: as few images as the oldest image model took, and 1K output.
  conservative: GEMINI_2_5_IMAGE,
};
