import { ApiError, GoogleGenAI, type GenerateContentResponse, type Part } from '@google/genai';
import type { Quality } from '@roomremix/contracts/enums';
import { buildRemixPrompt } from '../../../domain/prompt';
import {
  PermanentEngineError,
  RetryableEngineError,
  type GeneratedImage,
  type ImageEngine,
  type ImageEngineInput,
} from '../image-engine';
import { imageSize, normaliseOutput, toProviderJpeg, type Size } from '../images';

/**
 * Images one request may carry, base included, by model. Gemini 2.5 Flash Image takes 3 ("Maximum images per
 * prompt: 3", Vertex AI model page); Gemini 3 Pro Image takes 14. Unknown models get the smaller limit.
 */
export const GEMINI_MAX_INPUT_IMAGES = {
  'gemini-2.5-flash-image': 3,
  'gemini-2.5-flash-image-preview': 3,
  'gemini-3-pro-image-preview': 14,
} as const satisfies Record<string, number>;
const DEFAULT_MAX_INPUT_IMAGES = 3;
/** Aspect ratios the image models produce (`imageConfig.aspectRatio`). */
export const GEMINI_ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'] as const;
/** Inline images must stay under 7 MB; a 2048 px JPEG is a fraction of that. */
const INPUT_LONG_EDGE = 2048;
const DEFAULT_TIMEOUT_MS = 240_000;
/** Finish or block reasons that mean the content rules stopped the image: retrying will not help. */
const POLICY_REASONS = new Set([
  'SAFETY',
  'PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
  'RECITATION',
  'IMAGE_RECITATION',
  'JAILBREAK',
  'MODEL_ARMOR',
]);

/** What the Gemini engine needs: the key and model from the config, a base URL only for tests. */
export interface GeminiEngineOptions {
  apiKey: string;
  model: string;
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

/** How many images (base included) a Gemini model takes in one request. */
export function geminiMaxInputImages(model: string): number {
  return (GEMINI_MAX_INPUT_IMAGES as Record<string, number>)[model] ?? (model.startsWith('gemini-3') ? 14 : DEFAULT_MAX_INPUT_IMAGES);
}

/**
 * The `gemini` engine (DESIGN §5): `models.generateContent` with the base and the references as inline images (base
 * first), then the prompt, `responseModalities: ['IMAGE']` and the supported aspect ratio nearest the base's.
 * References beyond the model's input limit are left out with a note, and the prompt is rebuilt for the images
 * actually sent so its "Image N" lines stay true. Models that take an output size (Gemini 3) get 2K for HD.
 */
export function createGeminiImageEngine(options: GeminiEngineOptions): ImageEngine {
  let client: GoogleGenAI | undefined;
  const gemini = () =>
    (client ??= new GoogleGenAI({
      apiKey: options.apiKey,
      // No retryOptions: the SDK then makes one attempt, and Cloud Tasks owns retries.
      httpOptions: { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) },
    }));

  return {
    name: 'gemini',
    async generate(input: ImageEngineInput): Promise<GeneratedImage> {
      const notes: string[] = [];
      const base = await imageSize(input.base);
      const maxImages = geminiMaxInputImages(options.model);
      const kept = input.references.slice(0, maxImages - 1);
      let prompt = input.prompt;
      if (kept.length < input.references.length) {
        const dropped = input.references.length - kept.length;
        notes.push(
          `${options.model} takes ${maxImages} images per request, so ${dropped} of your ${input.references.length} ` +
            `reference images were not used (only the first ${kept.length}).`,
        );
        prompt = buildRemixPrompt(input.settings, kept);
      }
      const hd = hdImageSize(options.model, input.settings.quality);
      if (input.settings.quality === 'hd' && !hd) notes.push(`${options.model} has one output size; HD is not larger.`);

      const images = await Promise.all(
        [input.base, ...kept.map((reference) => reference.buffer)].map(async (buffer): Promise<Part> => ({
          inlineData: { mimeType: 'image/jpeg', data: (await toProviderJpeg(buffer, INPUT_LONG_EDGE)).buffer.toString('base64') },
        })),
      );

      let response: GenerateContentResponse;
      try {
        response = await gemini().models.generateContent({
          model: options.model,
          contents: [{ role: 'user', parts: [...images, { text: prompt }] }],
          config: {
            responseModalities: ['IMAGE'],
            candidateCount: 1,
            imageConfig: { aspectRatio: nearestAspectRatio(base), ...(hd ? { imageSize: hd } : {}) },
            ...(input.signal ? { abortSignal: input.signal } : {}),
          },
        });
      } catch (error) {
        throw classifyGeminiError(error);
      }

      const image = imageFromResponse(response);
      try {
        const output = await normaliseOutput(image, base);
        return { ...output, contentType: 'image/jpeg', engine: 'gemini', notes };
      } catch (error) {
        throw new RetryableEngineError('Gemini answered with an image we could not decode', { engine: 'gemini', cause: error });
      }
    },
  };
}

/** The supported aspect ratio closest to the base's (compared on a log scale, so 2:1 is as far from 1:1 as 1:2). */
export function nearestAspectRatio(base: Size): (typeof GEMINI_ASPECT_RATIOS)[number] {
  const wanted = Math.log(base.width / base.height);
  const distance = (ratio: string) => {
    const [w, h] = ratio.split(':').map(Number);
    return Math.abs(Math.log((w ?? 1) / (h ?? 1)) - wanted);
  };
  return [...GEMINI_ASPECT_RATIOS].sort((a, b) => distance(a) - distance(b))[0] ?? '1:1';
}

/** `imageConfig.imageSize` for models that take one (Gemini 3 image models): 2K for HD, 1K otherwise. */
function hdImageSize(model: string, quality: Quality): '1K' | '2K' | null {
  if (!model.startsWith('gemini-3')) return null;
  return quality === 'hd' ? '2K' : '1K';
}

/** The first inline image of the first candidate, or the error that explains why there is none. */
function imageFromResponse(response: GenerateContentResponse): Buffer {
  const engine = 'gemini' as const;
  const blocked = response.promptFeedback?.blockReason;
  if (blocked) {
    throw new PermanentEngineError('content_policy', `Gemini blocked the prompt: ${blocked}`, { engine, code: blocked });
  }
  const candidate = response.candidates?.[0];
  const part = candidate?.content?.parts?.find((entry) => entry.inlineData?.data && entry.inlineData.mimeType?.startsWith('image/'));
  if (part?.inlineData?.data) return Buffer.from(part.inlineData.data, 'base64');
  const reason = candidate?.finishReason ?? 'NO_CANDIDATE';
  if (POLICY_REASONS.has(reason)) {
    throw new PermanentEngineError('content_policy', `Gemini stopped with ${reason}`, { engine, code: reason });
  }
  // STOP with only text, NO_IMAGE, IMAGE_OTHER, MAX_TOKENS...: the model may well draw it on the next attempt.
  throw new RetryableEngineError(`Gemini answered without an image (${reason})`, { engine, code: reason });
}

/**
 * An SDK or network error as the worker needs it: 408, 429 and 5xx, timeouts and lost connections may pass
 * (RetryableEngineError); other 4xx will not (PermanentEngineError). Anything else is a bug of ours, unchanged.
 */
export function classifyGeminiError(error: unknown): unknown {
  const engine = 'gemini' as const;
  if (error instanceof ApiError) {
    const status = error.status;
    const details = { engine, status, cause: error };
    const message = `Gemini ${status}: ${error.message}`;
    if (status === 408 || status === 429 || status >= 500) return new RetryableEngineError(message, details);
    if (/safety|prohibited|blocked/i.test(error.message)) return new PermanentEngineError('content_policy', message, details);
    if (status === 400 || status === 413 || status === 422) return new PermanentEngineError('bad_input', message, details);
    return new PermanentEngineError('provider_rejected', message, details);
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError' || /fetch failed|network|ECONN|socket/i.test(error.message))) {
    return new RetryableEngineError(`Gemini unreachable: ${error.message}`, { engine, cause: error });
  }
  return error;
}
