import type { CatalogueRow, ModelCatalogue } from '../../../domain/model-catalogue';

/** What a GPT image model can do with `images.edit`. */
export interface OpenAiModelCapabilities {
  /** 'flexible': any `WIDTHxHEIGHT` inside OPENAI_FLEXIBLE_SIZE; 'fixed': only 1024x1024, 1536x1024 and 1024x1536. */
  sizes: 'flexible' | 'fixed';
  /** Whether `input_fidelity: "high"` may be sent (it keeps the details of the input images). */
  highInputFidelity: boolean;
  /** Images one call takes, base included. */
  maxInputImages: number;
  /** Images one call makes (`n`); 1 means one call per variant. */
  imagesPerCall: number;
  /** Whether `mask` may be sent (the worker puts back what lies outside the painted region either way). */
  masks: boolean;
}

/**
 * Limits of a flexible `size` we ask for (ImageEditParams `size` in node_modules/openai/resources/images.d.ts, openai
 * 7.57.0, and OpenAI's image generation guide): both edges multiples of 16, aspect between 1:3 and 3:1, at least
 * 655,360 px in area. OpenAI accepts up to 3840x2160 but calls "resolutions above 2560x1440" experimental, so we ask
 * for no more than 2560 px a side and 2560x1440 in area: Ultra (3840) is drawn within that and enlarged by the worker
 * (size-promise.ts), and GET /api/config says so (ultraUpscaled).
 */
export const OPENAI_FLEXIBLE_SIZE = {
  step: 16,
  maxAspect: 3,
  maxEdge: 2560,
  maxPixels: 2560 * 1440,
  minPixels: 655_360,
  source: 'node_modules/openai/resources/images.d.ts (openai 7.57.0), ImageEditParams.size',
  checked: '2026-11-28',
} as const;

/**
 * Capabilities from the ImageEditParams docs of node_modules/openai/resources/images.d.ts (openai 7.57.0): arbitrary
 * sizes for gpt-image-2 and the 2.5 models with their snapshots; `input_fidelity` high on gpt-image-1.5 only ("For
 * gpt-image-2, omit this parameter"; gpt-image-1-mini takes only low, the default); up to 16 images, `n` 1–10, a mask
 * for every GPT image model.
 */
const SDK = 'node_modules/openai/resources/images.d.ts (openai 7.57.0)';
/** Lifecycle from OpenAI's deprecations page (shutdown date, replacement, notice date). */
const DEPRECATIONS = 'https://developers.openai.com/api/docs/deprecations';
/** OpenAI's page of gpt-image-2.6-sunburst (an image model for generations and edits; no sizes or limits given). */
const MODEL_2_6_PAGE = 'https://developers.openai.com/api/docs/models/gpt-image-2.6-sunburst';
const CHECKED = '2026-11-28';

const FLEXIBLE: OpenAiModelCapabilities = {
  sizes: 'flexible',
  highInputFidelity: false,
  maxInputImages: 16,
  imagesPerCall: 10,
  masks: true,
};
const FIXED: OpenAiModelCapabilities = { ...FLEXIBLE, sizes: 'fixed' };

const current = (
  id: string,
  capabilities: OpenAiModelCapabilities,
  released: string | null = null,
): CatalogueRow<OpenAiModelCapabilities> => ({
  id,
  capabilities,
  released,
  deprecatedOn: null,
  shutDownOn: null,
  replacement: null,
  source: SDK,
  checked: CHECKED,
});

/** Deprecated on 2026-06-02 (the notice), shut down on 2026-12-01. */
const retiringDecember = (
  id: string,
  capabilities: OpenAiModelCapabilities,
): CatalogueRow<OpenAiModelCapabilities> => ({
  id,
  capabilities,
  released: null,
  deprecatedOn: '2026-06-02',
  shutDownOn: '2026-12-01',
  replacement: 'gpt-image-2.6-sunburst or gpt-image-2.6-flare',
  source: `${SDK}; ${DEPRECATIONS}`,
  checked: CHECKED,
});

// An id we do not know: the fixed sizes every GPT image model takes, no input_fidelity, one image per call, no mask.
const CONSERVATIVE: OpenAiModelCapabilities = { ...FIXED, highInputFidelity: false, imagesPerCall: 1, masks: false };

/**
 * The 2.6 models: OpenAI's docs name them (the SDK's edit models, the December models' recommended replacement, a
 * model page) but leave out of every per-model list (flexible sizes, 16 input images, masks): those stay unknown and
 * conservative.
 */
const gpt26 = (id: string): CatalogueRow<OpenAiModelCapabilities> => ({
  ...current(id, CONSERVATIVE),
  source: `${SDK}; ${DEPRECATIONS}; ${MODEL_2_6_PAGE}`,
  unknown: ['flexible sizes', 'images per call', 'masks'],
});

/** OpenAI's image models, one row each. The default is DEFAULT_OPENAI_IMAGE_MODEL. */
export const OPENAI_MODEL_CATALOGUE: ModelCatalogue<OpenAiModelCapabilities> = {
  provider: 'OpenAI',
  variable: 'OPENAI_IMAGE_MODEL',
  rows: [
    current('gpt-image-2', FLEXIBLE, '2026-04-21'),
    current('gpt-image-2-2026-04-21', FLEXIBLE, '2026-04-21'),
    current('gpt-image-2.5-sunburst', FLEXIBLE, '2026-09-08'),
    current('gpt-image-2.5-sunburst-2026-09-08', FLEXIBLE, '2026-09-08'),
    current('gpt-image-2.5-flare', FLEXIBLE, '2026-09-08'),
    current('gpt-image-2.5-flare-2026-09-08', FLEXIBLE, '2026-09-08'),
    gpt26('gpt-image-2.6-sunburst'),
    gpt26('gpt-image-2.6-flare'),
    retiringDecember('gpt-image-1.5', { ...FIXED, highInputFidelity: true }),
    retiringDecember('gpt-image-1.5-2025-12-16', { ...FIXED, highInputFidelity: true }),
    retiringDecember('gpt-image-1-mini', FIXED),
    retiringDecember('chatgpt-image-latest', FIXED),
    {
      id: 'gpt-image-1',
      capabilities: FIXED,
      released: null,
      deprecatedOn: null,
      shutDownOn: '2026-10-23',
      replacement: 'gpt-image-2.5-sunburst or gpt-image-2.5-flare',
      source: `${SDK} ("GPT Image 1 was shut down on October 23, 2026")`,
      checked: CHECKED,
    },
  ],
  conservative: CONSERVATIVE,
};

export const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-2';
