import { createHash } from 'node:crypto';
import { QUALITY_LONG_EDGE } from '@roomremix/contracts/constants';
import type { Quality } from '@roomremix/contracts/enums';
import OpenAI, { APIConnectionError, APIError, APIUserAbortError, toFile } from 'openai';
import sharp from 'sharp';
import { buildRemixPrompt, UPSCALE_PROMPT } from '../../../domain/prompt';
import { MASK_WHITE_FROM } from '../../image-codec/mask';
import {
  engineError,
  failureKindOfStatus,
  RetryableEngineError,
  type EngineFailureKind,
  type GeneratedImage,
  type ImageEngine,
  type ImageEngineInput,
} from '../image-engine';
import { imageSize, normaliseOutput, toProviderJpeg, type Size } from '../images';
import { openAiCapabilities } from '../model-catalogues';
import { OPENAI_FLEXIBLE_SIZE as FLEXIBLE } from './openai-catalogue';

/** Long edge of every image we send: the models work at about 1–2 K, larger uploads only cost bandwidth. */
const INPUT_LONG_EDGE = 2048;
/** An image edit takes 10–150 s; past this the attempt is abandoned and Cloud Tasks retries. */
const DEFAULT_TIMEOUT_MS = 240_000;
/** Sizes every GPT image model accepts. */
const FIXED_SIZES = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
] as const;
/** Codes of the safety system's 400s: the request or the image it would make breaks the content policy. */
const CONTENT_POLICY_CODES = new Set(['moderation_blocked', 'content_policy_violation']);
/** Codes that say the account is out of credit, sent with 400 as well as 429: waiting will not help, an operator must. */
const BILLING_CODES = new Set(['insufficient_quota', 'billing_hard_limit_reached']);

/** What the OpenAI engine needs: the key and model from the config, a base URL only for tests. */
export interface OpenAiEngineOptions {
  apiKey: string;
  model: string;
  baseURL?: string | undefined;
  timeoutMs?: number | undefined;
}

/**
 * The `openai` engine: one `images.edit` call with the base as the first image and the references after
 * it, `n` = the variants asked for, the prompt (which names each image by its position and label), the mask if there is one, quality standard →
 * medium, HD and Ultra → high, `input_fidelity: "high"` where the model takes it, and a size with the base's aspect ratio.
 * The SDK's own
 * retries are off: whether to retry is the worker's decision (Cloud Tasks), made from the error classes below.
 */
export function createOpenAiImageEngine(options: OpenAiEngineOptions): ImageEngine {
  let client: OpenAI | undefined;
  // Created on first use so a cold start that never generates pays nothing.
  const openai = () =>
    (client ??= new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      maxRetries: 0,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    }));

  // From the model catalogue (openai-catalogue.ts); an id not in it gets the conservative capabilities.
  const capabilities = openAiCapabilities(options.model);

  /** One `images.edit` call asking for `count` images; all of them come back, or the call fails. */
  async function edit(input: ImageEngineInput, count: number): Promise<GeneratedImage[]> {
    const notes: string[] = [];
    const base = await imageSize(input.base);
    const kept = input.references.slice(0, capabilities.maxInputImages - 1);
    const leftOut = input.references.length - kept.length;
    if (leftOut > 0) {
      notes.push(`OpenAI takes ${capabilities.maxInputImages} images; ${leftOut} reference image(s) were left out.`);
    }
    // The prompt names images by position (name only the ones sent) and, with a mask, points at its region.
    const prompt =
      leftOut > 0 || input.mask
        ? buildRemixPrompt(input.settings, kept, { masked: input.mask !== undefined })
        : input.prompt;
    const images = await providerImages([input.base, ...kept.map((reference) => reference.buffer)]);
    const mask = input.mask && capabilities.masks ? await maskFile(input.mask, images.base) : undefined;
    return call({ images, prompt, mask, base, quality: input.settings.quality, count, notes }, input);
  }

  /** `images.edit` with one request's images and prompt, its answer made ours (normaliseOutput to the base's aspect). */
  async function call(
    request: EditRequest,
    { endUserId, signal }: Pick<ImageEngineInput, 'endUserId' | 'signal'>,
  ): Promise<GeneratedImage[]> {
    const { base, quality, count } = request;
    const size = openAiSizeFor(options.model, base, quality);
    let response: OpenAI.ImagesResponse;
    try {
      response = await openai().images.edit(
        {
          model: options.model,
          image: request.images.files,
          prompt: request.prompt,
          ...(request.mask ? { mask: request.mask } : {}),
          quality: quality === 'standard' ? 'medium' : 'high',
          size: `${size.width}x${size.height}`,
          n: count,
          ...(capabilities.highInputFidelity ? { input_fidelity: 'high' as const } : {}),
          output_format: 'jpeg',
          output_compression: 95,
          ...(endUserId ? { safety_identifier: hashEndUser(endUserId) } : {}),
        },
        { signal },
      );
    } catch (error) {
      throw classifyOpenAiError(error);
    }

    const encoded = (response.data ?? []).map((image) => image.b64_json).filter((data) => data !== undefined);
    if (encoded.length < count) {
      throw new RetryableEngineError(`OpenAI answered ${encoded.length} of ${count} images`, { engine: 'openai' });
    }
    try {
      const outputs = await Promise.all(
        encoded.slice(0, count).map((data) => normaliseOutput(Buffer.from(data, 'base64'), base)),
      );
      return outputs.map((output) => ({
        ...output,
        contentType: 'image/jpeg',
        engine: 'openai',
        notes: request.notes,
      }));
    } catch (error) {
      throw new RetryableEngineError('OpenAI answered with an image we could not decode', {
        engine: 'openai',
        cause: error,
      });
    }
  }

  return {
    name: 'openai',
    async generate(input) {
      // edit answers as many images as asked for, or throws.
      return (await edit(input, 1))[0] as GeneratedImage;
    },
    async upscale(input) {
      const images = await providerImages([input.image]);
      const base = await imageSize(input.image);
      const request = { images, prompt: UPSCALE_PROMPT, base, quality: 'ultra' as const, count: 1, notes: [] };
      return (await call(request, input))[0] as GeneratedImage;
    },
    // A model that makes one image per call is called once per variant (variants.ts).
    ...(capabilities.imagesPerCall > 1 ? { generateBatch: edit } : {}),
  };
}

/**
 * The `size` to ask for: for models with free sizes, the base's aspect ratio (clamped to 1:3–3:1) at the quality's
 * long edge (1024, 2048 for HD, 3840 for Ultra, which then meets the area bound first unless the photo is 16:9 or
 * wider), in steps of 16 and inside the published area bounds; for other models, the
 * fixed size (square, landscape or portrait) nearest the base's aspect ratio. The result is then cropped to the
 * base's exact aspect ratio.
 */
export function openAiSizeFor(model: string, base: Size, quality: Quality): Size {
  const aspect = base.width / base.height;
  if (openAiCapabilities(model).sizes !== 'flexible') {
    const distance = (size: Size) => Math.abs(Math.log(size.width / size.height / aspect));
    return [...FIXED_SIZES].sort((a, b) => distance(a) - distance(b))[0] ?? FIXED_SIZES[0];
  }
  const clamped = Math.min(FLEXIBLE.maxAspect, Math.max(1 / FLEXIBLE.maxAspect, aspect));
  const shortRatio = clamped >= 1 ? 1 / clamped : clamped;
  const wanted = QUALITY_LONG_EDGE[quality];
  // Wide panoramas at standard quality fall below the smallest area: grow the long edge until they reach it.
  const smallest = roundUp(Math.sqrt(FLEXIBLE.minPixels / shortRatio));
  const largest = roundDown(Math.min(FLEXIBLE.maxEdge, Math.sqrt(FLEXIBLE.maxPixels / shortRatio)));
  let longEdge = Math.min(largest, Math.max(smallest, roundUp(wanted)));
  let shortEdge = Math.max(FLEXIBLE.step, roundUp(longEdge * shortRatio));
  // Rounding the short edge up can push the area over the top or the aspect past 3:1: step the long edge back.
  while (longEdge * shortEdge > FLEXIBLE.maxPixels || longEdge > FLEXIBLE.maxAspect * shortEdge) {
    longEdge -= FLEXIBLE.step;
    shortEdge = Math.max(FLEXIBLE.step, roundUp(longEdge * shortRatio));
  }
  return clamped >= 1 ? { width: longEdge, height: shortEdge } : { width: shortEdge, height: longEdge };
}

/** What one `images.edit` call sends, and the notes its images carry. */
interface EditRequest {
  images: Awaited<ReturnType<typeof providerImages>>;
  prompt: string;
  mask?: Awaited<ReturnType<typeof maskFile>> | undefined;
  /** The size of the image the answer is cropped to the aspect of. */
  base: Size;
  quality: Quality;
  count: number;
  notes: string[];
}

/**
 * An SDK error as the worker needs it: timeouts, lost connections, 408, 409, 429 and 5xx may pass
 * (RetryableEngineError); the safety system's codes are content policy; an account out of credit or a refused model
 * is a misconfigured provider at any status (OpenAI sends the credit codes with 400 as well as 429); other statuses
 * as failureKindOfStatus says. Anything that is not an SDK error is a bug of ours and is returned unchanged.
 */
export function classifyOpenAiError(error: unknown): unknown {
  const engine = 'openai' as const;
  if (error instanceof APIUserAbortError)
    return new RetryableEngineError('OpenAI request aborted', { engine, cause: error });
  if (error instanceof APIConnectionError) {
    return new RetryableEngineError(`OpenAI unreachable: ${error.message}`, { engine, cause: error });
  }
  if (!(error instanceof APIError)) return error;
  const status = error.status ?? 0;
  const code = error.code ?? undefined;
  const message = `OpenAI ${status}${code ? ` ${code}` : ''}: ${error.message}${operatorHint(status, error.message)}`;
  return engineError(openAiFailureKind(status, code, error.param), message, { engine, status, code, cause: error });
}

/**
 * What an operator must do about a refusal only they can fix: newer GPT image models answer 403 until the organisation
 * that owns the key is verified. The worker logs the message with the job's failure.
 */
function operatorHint(status: number, message: string): string {
  if (status !== 403 || !/verif/i.test(message)) return '';
  return (
    ' — verify the OpenAI organisation that owns OPENAI_API_KEY (https://platform.openai.com/settings/organization/' +
    'general, Verify Organization), or set OPENAI_IMAGE_MODEL to a model it may use'
  );
}

function openAiFailureKind(
  status: number,
  code: string | undefined,
  param: string | null | undefined,
): EngineFailureKind {
  // A refused `model` is ours to fix (a retired or unknown model), whatever status it comes with.
  if ((code && BILLING_CODES.has(code)) || param === 'model') return 'provider_misconfigured';
  if (code && CONTENT_POLICY_CODES.has(code)) return 'content_policy';
  return failureKindOfStatus(status);
}

/** The images as sent (JPEG, long edge at most INPUT_LONG_EDGE), with the base's size as sent for its mask. */
async function providerImages(buffers: Buffer[]): Promise<{ files: Awaited<ReturnType<typeof toFile>>[]; base: Size }> {
  const prepared = await Promise.all(buffers.map((buffer) => toProviderJpeg(buffer, INPUT_LONG_EDGE)));
  const files = await Promise.all(
    prepared.map((image, index) => toFile(image.buffer, `image-${index + 1}.jpg`, { type: 'image/jpeg' })),
  );
  const base = prepared[0] ?? { width: 0, height: 0 };
  return { files, base: { width: base.width, height: base.height } };
}

/**
 * The mask as OpenAI wants it: a PNG the size of the first image as sent whose transparent pixels are the area to
 * edit, made from ours (white = change).
 */
async function maskFile(mask: Buffer, base: Size) {
  const { width, height } = base;
  const grey = await sharp(mask).resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const rgba = Buffer.alloc(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba[pixel * 4 + 3] = (grey[pixel] ?? 0) >= MASK_WHITE_FROM ? 0 : 255;
  }
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return toFile(png, 'mask.png', { type: 'image/png' });
}

/** OpenAI asks for a stable, non-identifying end-user id (`safety_identifier`): a hash of ours. */
function hashEndUser(endUserId: string): string {
  return createHash('sha256').update(`roomremix:${endUserId}`).digest('hex').slice(0, 32);
}

function roundUp(value: number): number {
  return Math.ceil(value / FLEXIBLE.step) * FLEXIBLE.step;
}

function roundDown(value: number): number {
  return Math.floor(value / FLEXIBLE.step) * FLEXIBLE.step;
}
