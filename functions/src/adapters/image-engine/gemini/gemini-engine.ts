import { ApiError, GoogleGenAI, type GenerateContentResponse, type Part } from '@google/genai';
import type { Quality } from '@roomremix/contracts/enums';
import { buildRemixPromptParts, UPSCALE_PROMPT } from '../../../domain/prompt';
import {
  engineError,
  PermanentEngineError,
  RetryableEngineError,
  type GeneratedImage,
  type ImageEngine,
  type ImageEngineInput,
  type UpscaleInput,
} from '../image-engine';
import { imageSize, normaliseOutput, toProviderJpeg, type Size } from '../images';
import { MASK_OUTLINE_COLOUR, outlineMaskRegion } from '../mask-outline';
import { geminiCapabilities } from '../model-catalogues';
import { GEMINI_API_LIMITS, GEMINI_IMAGE_SIZES, type GeminiImageSize } from './gemini-catalogue';
import { geminiFailureKind, readGoogleRpcError } from './gemini-errors';

/** Aspect ratios every Gemini image model produces (`imageConfig.aspectRatio`). */
export const GEMINI_ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'] as const;
/** The `imageConfig.imageSize` each quality asks for. */
const GEMINI_IMAGE_SIZE_OF = { standard: '1K', hd: '2K', ultra: '4K' } as const satisfies Record<
  Quality,
  GeminiImageSize
>;
/** Room for the JSON around the parts (keys, config, quotes). */
const REQUEST_OVERHEAD_BYTES = 64 * 1024;
/** Long edge of the base as sent: its geometry must survive. */
const BASE_LONG_EDGE = 2048;
/**
 * Long edges tried for the references until the request fits the inline limit. The model sees each image at about
 * a megapixel anyway, so shrinking references costs little, while an upload through the Files API would cost a
 * round trip per image and leave copies on Google's side for 48 hours.
 */
const REFERENCE_LONG_EDGES = [2048, 1024, 512] as const;
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
  /** The inline request limit; GEMINI_API_LIMITS' unless a test lowers it. */
  inlineRequestBytes?: number | undefined;
}

/** How many images (base included) a Gemini model takes in one request; the conservative number for an unknown id. */
export function geminiMaxInputImages(model: string): number {
  return geminiCapabilities(model).maxInputImages;
}

/**
 * The `gemini` engine: `models.generateContent` with the prompt's brief, then each image right after the
 * text that introduces it (base first), then what must not change; `responseModalities: ['IMAGE']`, the supported
 * aspect ratio nearest the base's and 2K for HD. Gemini takes no mask: with one, a copy of the base with the painted
 * region outlined (outlineMaskRegion) goes last, and the prompt says to change only inside the outline; the worker
 * puts back everything outside the region afterwards, and the note says both. References beyond the model's input
 * limit (the outlined copy counts) are left out with a note, and references shrink until the request fits the inline
 * limit. One call makes one image: the worker calls once per variant.
 */
export function createGeminiImageEngine(options: GeminiEngineOptions): ImageEngine {
  let client: GoogleGenAI | undefined;
  const gemini = () =>
    (client ??= new GoogleGenAI({
      apiKey: options.apiKey,
      // No retryOptions: the SDK then makes one attempt, and Cloud Tasks owns retries.
      httpOptions: {
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      },
    }));

  return {
    name: 'gemini',
    async generate(input: ImageEngineInput): Promise<GeneratedImage> {
      const notes: string[] = [];
      const base = await imageSize(input.base);
      const maxImages = geminiMaxInputImages(options.model);
      const kept = input.references.slice(0, maxImages - (input.mask ? 2 : 1));
      if (kept.length < input.references.length) {
        const dropped = input.references.length - kept.length;
        notes.push(
          `${options.model} takes ${maxImages} images per request${input.mask ? ', one of them the painted region' : ''}, ` +
            `so ${dropped} of your ${input.references.length} reference images were not used (only the first ` +
            `${kept.length}).`,
        );
      }
      if (input.mask) {
        notes.push(
          `${options.model} takes no mask: it got your photo with the painted region outlined, and everything ` +
            'outside the region was then put back from your photo.',
        );
      }

      const prompt = buildRemixPromptParts(
        input.settings,
        kept,
        input.mask ? { outlinedIn: MASK_OUTLINE_COLOUR.name } : {},
      );
      const images = await inlineImages(
        input.base,
        kept.map((reference) => reference.buffer),
        input.mask,
        (options.inlineRequestBytes ?? GEMINI_API_LIMITS.inlineRequestBytes) - textBytes(prompt),
      );
      const parts: Part[] = [
        { text: prompt.brief },
        ...images.flatMap((image, index): Part[] => [{ text: prompt.imageIntroductions[index] ?? '' }, image]),
        { text: prompt.closing },
      ];

      return draw(parts, base, input.settings.quality, input.signal, notes);
    },
    async upscale(input: UpscaleInput): Promise<GeneratedImage> {
      const base = await imageSize(input.image);
      const image = (await toProviderJpeg(input.image, BASE_LONG_EDGE)).buffer;
      const parts: Part[] = [
        { text: UPSCALE_PROMPT },
        { inlineData: { mimeType: 'image/jpeg', data: image.toString('base64') } },
      ];
      return draw(parts, base, 'ultra', input.signal, []);
    },
  };

  /** One `generateContent` call for an image of `quality` with the aspect of `base`, its answer made ours. */
  async function draw(
    parts: Part[],
    base: Size,
    quality: Quality,
    signal: AbortSignal | undefined,
    notes: string[],
  ): Promise<GeneratedImage> {
    let response: GenerateContentResponse;
    try {
      response = await gemini().models.generateContent({
        model: options.model,
        contents: [{ role: 'user', parts }],
        config: {
          responseModalities: ['IMAGE'],
          candidateCount: 1,
          imageConfig: { aspectRatio: nearestAspectRatio(base), imageSize: imageSizeFor(options.model, quality) },
          ...(signal ? { abortSignal: signal } : {}),
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
      throw new RetryableEngineError('Gemini answered with an image we could not decode', {
        engine: 'gemini',
        cause: error,
      });
    }
  }
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

/**
 * `imageConfig.imageSize`: the size of the quality's long edge (1K, 2K for HD, 4K for Ultra) where the model offers
 * it, else the largest it offers below; a model not in the catalogue is asked for 1K, which every Gemini image model
 * makes. The worker enlarges an answer smaller than the quality promises and says so (size-promise.ts).
 */
function imageSizeFor(model: string, quality: Quality): GeminiImageSize {
  const wanted = GEMINI_IMAGE_SIZES.indexOf(GEMINI_IMAGE_SIZE_OF[quality]);
  const offered = geminiCapabilities(model).imageSizes;
  return GEMINI_IMAGE_SIZES.filter((size, index) => index <= wanted && offered.includes(size)).at(-1) ?? '1K';
}

/** Bytes of the prompt's text parts. */
function textBytes(prompt: ReturnType<typeof buildRemixPromptParts>): number {
  return [prompt.brief, ...prompt.imageIntroductions, prompt.closing].reduce(
    (sum, text) => sum + Buffer.byteLength(text),
    0,
  );
}

/**
 * The base, the references and, with a mask, the base with the region outlined, as inline JPEG parts in that order.
 * The base and its outlined copy keep their size (the outline must lie on the base's pixels); the references shrink
 * until the whole request fits `availableBytes`, the inline limit less the text (base64 makes every 3 bytes 4). A base
 * too large on its own is unusable input.
 */
async function inlineImages(
  base: Buffer,
  references: Buffer[],
  mask: Buffer | undefined,
  availableBytes: number,
): Promise<Part[]> {
  const budget = availableBytes - REQUEST_OVERHEAD_BYTES;
  const baseJpeg = (await toProviderJpeg(base, BASE_LONG_EDGE)).buffer;
  const outlined = mask ? [await outlineMaskRegion(baseJpeg, mask)] : [];
  const encodedSize = (buffers: Buffer[]) =>
    buffers.reduce((sum, buffer) => sum + 4 * Math.ceil(buffer.byteLength / 3), 0);
  for (const longEdge of REFERENCE_LONG_EDGES) {
    const jpegs = await Promise.all(
      references.map(async (reference) => (await toProviderJpeg(reference, longEdge)).buffer),
    );
    const sent = [baseJpeg, ...jpegs, ...outlined];
    if (encodedSize(sent) <= budget) {
      return sent.map((jpeg) => ({ inlineData: { mimeType: 'image/jpeg', data: jpeg.toString('base64') } }));
    }
  }
  throw new PermanentEngineError('bad_input', "The images do not fit Gemini's inline request limit", {
    engine: 'gemini',
  });
}

/**
 * The final image of the first candidate, or the error that explains why there is none. Gemini 3 image models think
 * in pictures first: draft images come as parts marked `thought: true`, and only the last image without it is the
 * answer.
 */
function imageFromResponse(response: GenerateContentResponse): Buffer {
  const engine = 'gemini' as const;
  const blocked = response.promptFeedback?.blockReason;
  if (blocked) {
    throw new PermanentEngineError('content_policy', `Gemini blocked the prompt: ${blocked}`, {
      engine,
      code: blocked,
    });
  }
  const candidate = response.candidates?.[0];
  const part = candidate?.content?.parts
    ?.filter((entry) => !entry.thought && entry.inlineData?.data && entry.inlineData.mimeType?.startsWith('image/'))
    .at(-1);
  if (part?.inlineData?.data) return Buffer.from(part.inlineData.data, 'base64');
  const reason = candidate?.finishReason ?? 'NO_CANDIDATE';
  if (POLICY_REASONS.has(reason)) {
    throw new PermanentEngineError('content_policy', `Gemini stopped with ${reason}`, { engine, code: reason });
  }
  // STOP with only text or drafts, NO_IMAGE, IMAGE_OTHER, MAX_TOKENS...: the model may well draw it on the next attempt.
  throw new RetryableEngineError(`Gemini answered without a final image (${reason})`, { engine, code: reason });
}

/**
 * An SDK or network error as the worker needs it, read from the HTTP status and the `google.rpc.Status` body the
 * SDK puts in the message (its `status` and ErrorInfo reasons), never from the wording: see geminiFailureKind.
 * Timeouts and lost connections may pass. Anything else is a bug of ours, returned unchanged.
 */
export function classifyGeminiError(error: unknown): unknown {
  const engine = 'gemini' as const;
  if (error instanceof ApiError) {
    const rpc = readGoogleRpcError(error.message);
    const code = rpc.reasons[0] ?? rpc.status;
    const message = `Gemini ${error.status}${code ? ` ${code}` : ''}: ${rpc.message ?? error.message}`;
    return engineError(geminiFailureKind(error.status, rpc), message, {
      engine,
      status: error.status,
      code,
      cause: error,
    });
  }
  if (
    error instanceof Error &&
    (error.name === 'AbortError' ||
      error.name === 'TimeoutError' ||
      /fetch failed|network|ECONN|socket/i.test(error.message))
  ) {
    return new RetryableEngineError(`Gemini unreachable: ${error.message}`, { engine, cause: error });
  }
  return error;
}
