import { createHash } from 'node:crypto';
import type { Quality } from '@roomremix/contracts/enums';
import OpenAI, { APIConnectionError, APIError, APIUserAbortError, toFile } from 'openai';
import {
  PermanentEngineError,
  RetryableEngineError,
  type GeneratedImage,
  type ImageEngine,
  type ImageEngineInput,
} from '../image-engine';
import { imageSize, normaliseOutput, STANDARD_LONG_EDGE, toProviderJpeg, type Size } from '../images';

/** Images one `images.edit` call takes (base + references) for the GPT image models. */
export const OPENAI_MAX_INPUT_IMAGES = 16;
/** Long edge of every image we send: the models work at about 1–2 K, larger uploads only cost bandwidth. */
const INPUT_LONG_EDGE = 2048;
/** An image edit takes 10–150 s (DESIGN §1); past this the attempt is abandoned and Cloud Tasks retries. */
const DEFAULT_TIMEOUT_MS = 240_000;
/** Sizes every GPT image model accepts. */
const FIXED_SIZES = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
] as const;
/**
 * Limits of models that take any `WIDTHxHEIGHT` (SDK docs for gpt-image-2 and 2.5): both sides multiples of 16,
 * aspect between 1:3 and 3:1, at most 3840 px a side; the smallest accepted area is about 655,360 px (measured by
 * a third party, not published), so smaller requests are scaled up to it.
 */
const FLEXIBLE = { step: 16, maxAspect: 3, maxEdge: 3840, minPixels: 655_360 } as const;
/** gpt-image-2 (and its dated snapshots) and gpt-image-2.5-*: the models the SDK documents with arbitrary sizes. */
const FLEXIBLE_SIZE_MODEL = /^gpt-image-2(?:-\d{4}-\d{2}-\d{2})?$|^gpt-image-2\.5-/;
/** 400 codes of the safety system: the request or the image it would make breaks the content policy. */
const CONTENT_POLICY_CODES = new Set(['moderation_blocked', 'content_policy_violation']);
/** 429 codes that will not pass by waiting: the account is out of credit. */
const QUOTA_CODES = new Set(['insufficient_quota', 'billing_hard_limit_reached']);

/** What the OpenAI engine needs: the key and model from the config, a base URL only for tests. */
export interface OpenAiEngineOptions {
  apiKey: string;
  model: string;
  baseURL?: string | undefined;
  timeoutMs?: number | undefined;
}

/**
 * The `openai` engine (DESIGN §5): one `images.edit` call with the base as the first image and the references after
 * it, the prompt, quality standard → medium and hd → high, and a size with the base's aspect ratio. The SDK's own
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

  return {
    name: 'openai',
    async generate(input: ImageEngineInput): Promise<GeneratedImage> {
      const notes: string[] = [];
      const base = await imageSize(input.base);
      const kept = input.references.slice(0, OPENAI_MAX_INPUT_IMAGES - 1);
      if (kept.length < input.references.length) {
        notes.push(`OpenAI takes ${OPENAI_MAX_INPUT_IMAGES} images; ${input.references.length - kept.length} reference image(s) were left out.`);
      }
      const images = await Promise.all(
        [input.base, ...kept.map((reference) => reference.buffer)].map(async (buffer, index) =>
          toFile((await toProviderJpeg(buffer, INPUT_LONG_EDGE)).buffer, `image-${index + 1}.jpg`, { type: 'image/jpeg' }),
        ),
      );
      const size = openAiSizeFor(options.model, base, input.settings.quality);

      let response: OpenAI.ImagesResponse;
      try {
        response = await openai().images.edit(
          {
            model: options.model,
            image: images,
            prompt: input.prompt,
            quality: input.settings.quality === 'hd' ? 'high' : 'medium',
            size: `${size.width}x${size.height}`,
            n: 1,
            output_format: 'jpeg',
            output_compression: 95,
            ...(input.endUserId ? { safety_identifier: hashEndUser(input.endUserId) } : {}),
          },
          { signal: input.signal },
        );
      } catch (error) {
        throw classifyOpenAiError(error);
      }

      const encoded = response.data?.[0]?.b64_json;
      if (!encoded) throw new RetryableEngineError('OpenAI answered without an image', { engine: 'openai' });
      try {
        const output = await normaliseOutput(Buffer.from(encoded, 'base64'), base);
        return { ...output, contentType: 'image/jpeg', engine: 'openai', notes };
      } catch (error) {
        throw new RetryableEngineError('OpenAI answered with an image we could not decode', { engine: 'openai', cause: error });
      }
    },
  };
}

/**
 * The `size` to ask for: for models with free sizes, the base's aspect ratio (clamped to 1:3–3:1) at a long edge
 * of 1024 (standard) or 2048 (hd), in steps of 16 and at least the smallest accepted area; for other models, the
 * fixed size (square, landscape or portrait) nearest the base's aspect ratio. The result is then cropped to the
 * base's exact aspect ratio.
 */
export function openAiSizeFor(model: string, base: Size, quality: Quality): Size {
  const aspect = base.width / base.height;
  if (!FLEXIBLE_SIZE_MODEL.test(model)) {
    const distance = (size: Size) => Math.abs(Math.log(size.width / size.height / aspect));
    return [...FIXED_SIZES].sort((a, b) => distance(a) - distance(b))[0] ?? FIXED_SIZES[0];
  }
  const clamped = Math.min(FLEXIBLE.maxAspect, Math.max(1 / FLEXIBLE.maxAspect, aspect));
  let longEdge = quality === 'hd' ? 2 * STANDARD_LONG_EDGE : STANDARD_LONG_EDGE;
  const shortRatio = clamped >= 1 ? 1 / clamped : clamped;
  // Grow the long edge until the area reaches the minimum (wide panoramas at standard quality).
  longEdge = Math.max(longEdge, Math.sqrt(FLEXIBLE.minPixels / shortRatio));
  longEdge = Math.min(FLEXIBLE.maxEdge, roundUp(longEdge));
  const shortEdge = Math.max(FLEXIBLE.step, roundUp(longEdge * shortRatio));
  return clamped >= 1 ? { width: longEdge, height: shortEdge } : { width: shortEdge, height: longEdge };
}

/**
 * An SDK error as the worker needs it: timeouts, lost connections, 408, 409, 429 and 5xx may pass
 * (RetryableEngineError); the safety system's 400s are content policy, out-of-credit 429s and other 4xx will not
 * pass (PermanentEngineError). Anything that is not an SDK error is a bug of ours and is returned unchanged.
 */
export function classifyOpenAiError(error: unknown): unknown {
  const engine = 'openai' as const;
  if (error instanceof APIUserAbortError) return new RetryableEngineError('OpenAI request aborted', { engine, cause: error });
  if (error instanceof APIConnectionError) {
    return new RetryableEngineError(`OpenAI unreachable: ${error.message}`, { engine, cause: error });
  }
  if (!(error instanceof APIError)) return error;
  const status = error.status ?? 0;
  const code = error.code ?? undefined;
  const details = { engine, status, code, cause: error };
  const message = `OpenAI ${status}${code ? ` ${code}` : ''}: ${error.message}`;
  if (status === 429 && code && QUOTA_CODES.has(code)) return new PermanentEngineError('provider_rejected', message, details);
  if (status === 408 || status === 409 || status === 429 || status >= 500) return new RetryableEngineError(message, details);
  if ((code && CONTENT_POLICY_CODES.has(code)) || (status === 400 && /safety system/i.test(error.message))) {
    return new PermanentEngineError('content_policy', message, details);
  }
  if (status === 400 || status === 413 || status === 415 || status === 422) return new PermanentEngineError('bad_input', message, details);
  return new PermanentEngineError('provider_rejected', message, details);
}

/** OpenAI asks for a stable, non-identifying end-user id (`safety_identifier`): a hash of ours. */
function hashEndUser(endUserId: string): string {
  return createHash('sha256').update(`roomremix:${endUserId}`).digest('hex').slice(0, 32);
}

function roundUp(value: number): number {
  return Math.ceil(value / FLEXIBLE.step) * FLEXIBLE.step;
}
