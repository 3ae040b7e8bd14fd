import sharp from 'sharp';
import { startFakeServer, type FakeResponse, type FakeServer, type ReceivedRequest } from '../fake-server';

// The OpenAI images API as our engine meets it, refusing what the service refuses. Facts and their sources:
// - models, sizes, `input_fidelity`, `mask`, the 16-image limit and `n` (1–10 images per request): the ImageEditParams docs in
//   node_modules/openai/resources/images.d.ts (openai 7.57.0), which also say gpt-image-1 was shut down on 2026-10-23;
// - the flexible-size bounds (655,360–8,294,400 px, edges multiples of 16, aspect 1:3–3:1, edges up to 3840):
//   the same docs and OpenAI's image generation guide (https://platform.openai.com/docs/guides/image-generation);
// - error bodies `{ error: { message, type, param, code } }` and how the SDK raises them: APIError.generate in
//   node_modules/openai/core/error.js; the billing answer as quoted in https://github.com/dfinke/PowerShellAI/issues/127
//   (400 billing_hard_limit_reached), the unknown-model answer in OpenAI's error-codes guide
//   (https://platform.openai.com/docs/guides/error-codes). The wording of the size, image-count, fidelity and mask
//   refusals is ours; their status (400 invalid_request_error) and `param` follow the documented shape.

type ModelRules = { sizes: 'flexible' | 'fixed'; inputFidelity: readonly string[] };
const FLEXIBLE: ModelRules = { sizes: 'flexible', inputFidelity: [] };
const FIXED: ModelRules = { sizes: 'fixed', inputFidelity: [] };
/**
 * The models `images.edit` takes today, how they take `size`, and which `input_fidelity` values they accept. Written
 * from the SDK docs, not taken from openai-catalogue.ts: the fake stands for the service, so a mistake in the engine's
 * table shows here as a refusal instead of being repeated.
 */
const SERVED_MODELS: Readonly<Record<string, ModelRules>> = {
  'gpt-image-2': FLEXIBLE,
  'gpt-image-2-2026-04-21': FLEXIBLE,
  'gpt-image-2.5-sunburst': FLEXIBLE,
  'gpt-image-2.5-sunburst-2026-09-08': FLEXIBLE,
  'gpt-image-2.5-flare': FLEXIBLE,
  'gpt-image-2.5-flare-2026-09-08': FLEXIBLE,
  'gpt-image-2.6-sunburst': FIXED,
  'gpt-image-2.6-flare': FIXED,
  // gpt-image-1.5 (and its snapshot), gpt-image-1-mini and chatgpt-image-latest shut down on 2026-12-01
  // (https://developers.openai.com/api/docs/deprecations); served until then.
  'gpt-image-1.5': { sizes: 'fixed', inputFidelity: ['high', 'low'] },
  'gpt-image-1.5-2025-12-16': { sizes: 'fixed', inputFidelity: ['high', 'low'] },
  'gpt-image-1-mini': { sizes: 'fixed', inputFidelity: ['low'] },
  'chatgpt-image-latest': FIXED,
};
const FIXED_SIZES = ['1024x1024', '1536x1024', '1024x1536', 'auto'];
const MAX_IMAGES = 16;
/** `n`: images per request, 1–10. */
const MAX_OUTPUTS = 10;
const MAX_MASK_BYTES = 4 * 1024 * 1024;

/** An `images.edit` request as the OpenAI API receives it (multipart/form-data). */
export interface OpenAiEditRequest {
  path: string;
  authorization: string | undefined;
  model: string | null;
  prompt: string | null;
  quality: string | null;
  size: string | null;
  n: string | null;
  outputFormat: string | null;
  outputCompression: string | null;
  inputFidelity: string | null;
  safetyIdentifier: string | null;
  /** The `image[]` parts in the order sent. */
  images: { name: string; type: string; buffer: Buffer }[];
  /** The `mask` part, if one was sent. */
  mask: { name: string; type: string; buffer: Buffer } | null;
  /** Every field name sent, to catch unexpected parameters. */
  fields: string[];
}

/** Parses the multipart body the real SDK sends, with the platform's own form-data parser. */
export async function parseOpenAiEdit(request: ReceivedRequest): Promise<OpenAiEditRequest> {
  const contentType = String(request.headers['content-type'] ?? '');
  if (!contentType.startsWith('multipart/form-data'))
    throw new Error(`Expected multipart/form-data, got ${contentType}`);
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(request.body),
  }).formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const file = async (part: File | string) => {
    if (typeof part === 'string') throw new Error('a file part is text, not a file');
    return { name: part.name, type: part.type, buffer: Buffer.from(await part.arrayBuffer()) };
  };
  const mask = form.get('mask');
  return {
    path: request.url,
    authorization: request.headers.authorization,
    model: text('model'),
    prompt: text('prompt'),
    quality: text('quality'),
    size: text('size'),
    n: text('n'),
    outputFormat: text('output_format'),
    outputCompression: text('output_compression'),
    inputFidelity: text('input_fidelity'),
    safetyIdentifier: text('safety_identifier'),
    images: await Promise.all(form.getAll('image[]').map(file)),
    mask: mask === null ? null : await file(mask),
    fields: [...new Set(form.keys())],
  };
}

/** The API's success answer: `{ created, data: [{ b64_json }, ...], usage, ... }`, one entry per image. */
export function openAiImageResponse(images: Buffer | readonly Buffer[], edit?: OpenAiEditRequest): FakeResponse {
  return {
    status: 200,
    body: {
      created: 1_760_000_000,
      background: 'opaque',
      data: (Buffer.isBuffer(images) ? [images] : images).map((image) => ({ b64_json: image.toString('base64') })),
      output_format: edit?.outputFormat ?? 'png',
      quality: edit?.quality ?? 'medium',
      size: edit?.size ?? '1024x1024',
      usage: {
        input_tokens: 1200,
        input_tokens_details: { image_tokens: 1000, text_tokens: 200 },
        output_tokens: 4160,
        output_tokens_details: { image_tokens: 4160, text_tokens: 0 },
        total_tokens: 5360,
      },
    },
  };
}

/** The API's error answer, e.g. `openAiErrorResponse(400, 'moderation_blocked', 'Your request was rejected...')`. */
export function openAiErrorResponse(
  status: number,
  code: string | null,
  message: string,
  type = 'invalid_request_error',
  param: string | null = null,
): FakeResponse {
  return { status, body: { error: { message, type, param, code } } };
}

/** An account past its spending limit: OpenAI answers 400 here (429 for the same code elsewhere). */
export const OPENAI_BILLING_LIMIT = openAiErrorResponse(
  400,
  'billing_hard_limit_reached',
  'Billing hard limit has been reached',
);

/** Images an edit asks for: its `n`, 1 when absent. */
export function outputCount(edit: OpenAiEditRequest): number {
  return edit.n === null ? 1 : Number(edit.n);
}

/** A JPEG of `size` ('1024x768') in one colour: what the fake "generates". */
export async function generatedJpeg(size: string | null, colour = '#5a7d9a'): Promise<Buffer> {
  const [width, height] = (size ?? '1024x1024').split('x').map(Number);
  return sharp({ create: { width: width || 1024, height: height || 1024, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Why a flexible `WIDTHxHEIGHT` is out of bounds, or null when it is inside them. */
function flexibleSizeProblem(size: string): string | null {
  const match = /^(\d+)x(\d+)$/.exec(size);
  if (!match) return size === 'auto' ? null : `Invalid size '${size}': expected WIDTHxHEIGHT.`;
  const [width, height] = [Number(match[1]), Number(match[2])];
  const pixels = width * height;
  if (width % 16 !== 0 || height % 16 !== 0) return `Invalid size '${size}': width and height must be multiples of 16.`;
  if (Math.max(width, height) > 3 * Math.min(width, height))
    return `Invalid size '${size}': aspect ratio must be between 1:3 and 3:1.`;
  if (Math.max(width, height) > 3840) return `Invalid size '${size}': edges must be at most 3840.`;
  if (pixels < 655_360 || pixels > 8_294_400)
    return `Invalid size '${size}': total pixels must be between 655360 and 8294400.`;
  return null;
}

/** What the service refuses before generating anything, or null when it would take the request. */
async function openAiRefusal(edit: OpenAiEditRequest): Promise<FakeResponse | null> {
  const invalid = (param: string, message: string) =>
    openAiErrorResponse(400, 'invalid_value', message, 'invalid_request_error', param);
  const rules = edit.model ? SERVED_MODELS[edit.model] : undefined;
  if (!rules) {
    return openAiErrorResponse(
      404,
      'model_not_found',
      `The model \`${edit.model}\` does not exist or you do not have access to it.`,
    );
  }
  if (edit.images.length === 0 || edit.images.length > MAX_IMAGES) {
    return invalid('image', `Expected between 1 and ${MAX_IMAGES} images, got ${edit.images.length}.`);
  }
  const sizeProblem =
    rules.sizes === 'flexible'
      ? edit.size && flexibleSizeProblem(edit.size)
      : edit.size &&
        !FIXED_SIZES.includes(edit.size) &&
        `Invalid size '${edit.size}'. Supported sizes are ${FIXED_SIZES.join(', ')}.`;
  if (sizeProblem) return invalid('size', sizeProblem);
  const n = outputCount(edit);
  if (!Number.isInteger(n) || n < 1 || n > MAX_OUTPUTS) {
    return invalid('n', `Invalid 'n': expected an integer between 1 and ${MAX_OUTPUTS}, got ${edit.n}.`);
  }
  if (edit.inputFidelity !== null && !rules.inputFidelity.includes(edit.inputFidelity)) {
    return invalid('input_fidelity', `input_fidelity '${edit.inputFidelity}' is not supported with ${edit.model}.`);
  }
  return edit.mask ? maskRefusal(edit.mask.buffer, edit.images[0]?.buffer, invalid) : null;
}

/** A mask must be a PNG with an alpha channel, under 4 MB, the size of the first image. */
async function maskRefusal(
  mask: Buffer,
  firstImage: Buffer | undefined,
  invalid: (param: string, message: string) => FakeResponse,
): Promise<FakeResponse | null> {
  const metadata = await sharp(mask)
    .metadata()
    .catch(() => null);
  if (metadata?.format !== 'png' || !metadata.hasAlpha)
    return invalid('mask', 'Invalid mask: it must be a PNG with an alpha channel.');
  if (mask.byteLength >= MAX_MASK_BYTES) return invalid('mask', 'Invalid mask: it must be less than 4 MB.');
  const image = firstImage ? await sharp(firstImage).metadata() : null;
  if (image?.width !== metadata.width || image?.height !== metadata.height) {
    return invalid('mask', 'Invalid mask: it must have the same dimensions as the image.');
  }
  return null;
}

/** A fake OpenAI API that records parsed edits, refuses what the service refuses, and answers the rest with `answer`. */
export interface FakeOpenAi extends FakeServer {
  /** Base URL to give the SDK (`.../v1`). */
  baseURL: string;
  edits(): Promise<OpenAiEditRequest[]>;
}

/** Starts a fake OpenAI images API on a free local port; by default it answers `n` images of the asked size. */
export async function startFakeOpenAi(
  answer: (edit: OpenAiEditRequest, attempt: number) => FakeResponse | Promise<FakeResponse> = async (edit) =>
    openAiImageResponse(
      await Promise.all(Array.from({ length: outputCount(edit) }, () => generatedJpeg(edit.size))),
      edit,
    ),
): Promise<FakeOpenAi> {
  let attempts = 0;
  const server = await startFakeServer(async (request) => {
    if (request.method !== 'POST' || request.url !== '/v1/images/edits') {
      return openAiErrorResponse(404, 'unknown_url', `Unknown request URL: ${request.method} ${request.url}`);
    }
    const edit = await parseOpenAiEdit(request);
    const refusal = await openAiRefusal(edit);
    if (refusal) return refusal;
    attempts += 1;
    return answer(edit, attempts);
  });
  return {
    ...server,
    baseURL: `${server.url}/v1`,
    edits: () => Promise.all(server.requests.map(parseOpenAiEdit)),
  };
}
