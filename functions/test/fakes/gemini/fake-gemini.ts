import sharp from 'sharp';
import { startFakeServer, type FakeResponse, type FakeServer, type ReceivedRequest } from '../fake-server';

// The Gemini API as our engine meets it, refusing what the service refuses. Facts and their sources:
// - model ids and shutdowns: https://ai.google.dev/gemini-api/docs/deprecations and the Vertex AI model pages, and
//   the SDK's model ids in node_modules/@google/genai/dist/genai.d.ts (gemini-nano-banana-2.1); written from those, not
//   from gemini-catalogue.ts, so a mistake in our catalogue shows up against the fake;
// - images per request (14) and aspect ratios: the Vertex AI image-understanding page ("Maximum images per prompt")
//   and https://ai.google.dev/gemini-api/docs/image-generation;
// - a whole inline request at most 100 MB (it was 20 MB): https://ai.google.dev/gemini-api/docs/image-understanding,
//   read 2026-11-26;
// - inline images as PNG, JPEG, WEBP, HEIC or HEIF, each declared by its MIME type: the same page and the Vertex AI
//   image-understanding page ("MIME types");
// - error bodies (`google.rpc.Status` with ErrorInfo details): https://ai.google.dev/gemini-api/docs/troubleshooting;
//   the bad-key answer as quoted in https://github.com/google-gemini/gemini-cli/issues/25198, the unknown-model
//   answer as quoted in https://github.com/google/adk-python/issues/200, the oversize answer's wording as quoted in
//   https://github.com/lobehub/lobehub/issues/981 (there for the old 4 MB limit). The wording of the too-many-images,
//   bad-size and unreadable-image refusals is ours: only their status (400 INVALID_ARGUMENT) is documented;
// - how the SDK raises them: ApiError with the JSON body as its message (throwErrorIfNotOK in
//   node_modules/@google/genai/dist/node/index.mjs);
// - the answer's shape (candidates, parts, `thought`, `thoughtSignature`, finishReason, promptFeedback):
//   node_modules/@google/genai/dist/genai.d.ts (GenerateContentResponse, Part, FinishReason, BlockedReason).

/** Image models the service serves today, with the images one request may carry (base included). */
const SERVED_MODELS: Readonly<Record<string, { maxImages: number; imageSizes: readonly string[] }>> = {
  'gemini-nano-banana-2.1': { maxImages: 14, imageSizes: ['1K', '2K', '4K'] },
  // Deprecated on 2026-10-06 but still served until Google shuts it down.
  'gemini-3.1-flash-image': { maxImages: 14, imageSizes: ['512', '1K', '2K', '4K'] },
  'gemini-3-pro-image': { maxImages: 14, imageSizes: ['1K', '2K', '4K'] },
  // 1K only (https://ai.google.dev/gemini-api/docs/models/gemini-3.1-flash-lite-image, read 2026-11-28). Neither it nor
  // the SDK-only nano-banana-pro-preview has a published image limit or (the latter) sizes: the fake takes no more
  // than the conservative 3 images at 1K, so a catalogue row that asked for more would show here.
  'gemini-3.1-flash-lite-image': { maxImages: 3, imageSizes: ['1K'] },
  'nano-banana-pro-preview': { maxImages: 3, imageSizes: ['1K'] },
};
const ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'];
/** Inline image types the service reads, with the first bytes of each (HEIC and HEIF: an ISO-BMFF `ftyp` box). */
const INLINE_IMAGE_SIGNATURES: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/heic': (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp',
  'image/heif': (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp',
};
/** 100 MB: the service's limit on a request with inline data (a test may lower it, FakeGeminiOptions). */
export const FAKE_GEMINI_INLINE_LIMIT = 100 * 1024 * 1024;
/**
 * Output sizes at 1K per aspect ratio, from the Gemini 3 image models' resolution table
 * (https://ai.google.dev/gemini-api/docs/image-generation); 2K doubles each edge and 4K quadruples it (4:3 4K is
 * 4800×3584).
 */
const SIZES_1K: Readonly<Record<string, [number, number]>> = {
  '1:1': [1024, 1024],
  '2:3': [848, 1264],
  '3:2': [1264, 848],
  '3:4': [896, 1200],
  '4:3': [1200, 896],
  '4:5': [928, 1152],
  '5:4': [1152, 928],
  '9:16': [768, 1376],
  '16:9': [1376, 768],
  '21:9': [1584, 672],
};

/** A `generateContent` request as the Gemini API receives it (JSON). */
export interface GeminiGenerateRequest {
  path: string;
  apiKey: string | undefined;
  /** The model named in the path (`/v1beta/models/{model}:generateContent`). */
  model: string | null;
  /** Inline images in the order sent, base64-decoded (`sharp(image.buffer)` reads their pixels). */
  images: { mimeType: string; buffer: Buffer }[];
  /** Text parts in the order sent. */
  texts: string[];
  /** Every part in order: its text, or 'image' for an inline image. */
  sequence: string[];
  generationConfig: {
    responseModalities?: string[];
    candidateCount?: number;
    imageConfig?: { aspectRatio?: string; imageSize?: string };
  };
  /** Bytes of the request body as sent. */
  bytes: number;
  body: unknown;
}

interface WirePart {
  text?: string;
  inlineData?: { mimeType?: string; data?: string };
}

/** Reads the JSON body the real SDK sends. */
export function parseGeminiGenerate(request: ReceivedRequest): GeminiGenerateRequest {
  const body = JSON.parse(request.body.toString('utf8')) as {
    contents?: { parts?: WirePart[] }[];
    generationConfig?: GeminiGenerateRequest['generationConfig'];
  };
  const parts = body.contents?.flatMap((content) => content.parts ?? []) ?? [];
  const apiKey = request.headers['x-goog-api-key'];
  return {
    path: request.url,
    apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
    model: /\/models\/([^/:]+):generateContent/.exec(request.url)?.[1] ?? null,
    images: parts
      .filter((part) => part.inlineData)
      .map((part) => ({
        mimeType: part.inlineData?.mimeType ?? '',
        buffer: Buffer.from(part.inlineData?.data ?? '', 'base64'),
      })),
    texts: parts.flatMap((part) => (part.text === undefined ? [] : [part.text])),
    sequence: parts.map((part) => part.text ?? 'image'),
    generationConfig: body.generationConfig ?? {},
    bytes: request.body.byteLength,
    body,
  };
}

/** The API's error answer: `google.rpc.Status` in an `error` object, with ErrorInfo details when there is a reason. */
export function geminiErrorResponse(code: number, status: string, message: string, reason?: string): FakeResponse {
  const details = reason
    ? [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason,
          domain: 'googleapis.com',
          metadata: { service: 'generativelanguage.googleapis.com' },
        },
      ]
    : undefined;
  return { status: code, body: { error: { code, message, status, ...(details ? { details } : {}) } } };
}

/** A key the service does not know: 400 INVALID_ARGUMENT with the ErrorInfo reason API_KEY_INVALID. */
export const GEMINI_INVALID_KEY = geminiErrorResponse(
  400,
  'INVALID_ARGUMENT',
  'API key not valid. Please pass a valid API key.',
  'API_KEY_INVALID',
);
/** A key without access to the model or the API. */
export const GEMINI_PERMISSION_DENIED = geminiErrorResponse(
  403,
  'PERMISSION_DENIED',
  'The caller does not have permission',
);

/**
 * The API's success answer as a Gemini 3 image model sends it: `drafts` interim images marked `thought: true`
 * (its thinking makes up to two, and the last image is the final one: "Thinking process" on
 * https://ai.google.dev/gemini-api/docs/image-generation), then the final image, which carries the `thoughtSignature`.
 */
export function geminiImageResponse(
  image: Buffer,
  { model = 'gemini-nano-banana-2.1', drafts = [] as Buffer[] } = {},
): FakeResponse {
  const inline = (buffer: Buffer) => ({ mimeType: 'image/png', data: buffer.toString('base64') });
  const parts = [
    ...drafts.map((draft) => ({ inlineData: inline(draft), thought: true })),
    { inlineData: inline(image), thoughtSignature: 'ZmFrZS10aG91Z2h0LXNpZ25hdHVyZQ==' },
  ];
  return {
    status: 200,
    body: {
      candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
      usageMetadata: {
        promptTokenCount: 1548,
        candidatesTokenCount: 1120,
        totalTokenCount: 2668,
        candidatesTokensDetails: [{ modality: 'IMAGE', tokenCount: 1120 }],
      },
      modelVersion: model,
      responseId: 'fake-response-id',
    },
  };
}

/** A candidate without an image that stopped for `finishReason` (e.g. IMAGE_SAFETY, NO_IMAGE). */
export function geminiFinishedWithout(finishReason: string, parts: object[] = []): FakeResponse {
  return {
    status: 200,
    body: {
      candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
      usageMetadata: { promptTokenCount: 1548, totalTokenCount: 1548 },
      modelVersion: 'gemini-nano-banana-2.1',
    },
  };
}

/** A prompt the service blocked before generating: no candidates, `promptFeedback.blockReason`. */
export function geminiPromptBlocked(blockReason: string): FakeResponse {
  return {
    status: 200,
    body: { promptFeedback: { blockReason }, usageMetadata: { promptTokenCount: 1548, totalTokenCount: 1548 } },
  };
}

/** The size a Gemini 3 image model answers for an aspect ratio and image size ('4:3', '1K' → 1200 × 896). */
export function geminiImageDimensions(aspectRatio = '1:1', imageSize = '1K'): { width: number; height: number } {
  const [width, height] = SIZES_1K[aspectRatio] ?? [1024, 1024];
  const scale = { '2K': 2, '4K': 4 }[imageSize] ?? 1;
  return { width: width * scale, height: height * scale };
}

/** A PNG of the size a Gemini 3 image model returns for an aspect ratio and image size, in one colour. */
export async function geminiSizedPng(aspectRatio = '1:1', imageSize = '1K', colour = '#7a5a3a'): Promise<Buffer> {
  return sharp({ create: { ...geminiImageDimensions(aspectRatio, imageSize), channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** What the service refuses before generating anything, or null when it would take the request. */
function geminiRefusal(request: GeminiGenerateRequest, options: FakeGeminiOptions): FakeResponse | null {
  const { apiKey, inlineLimit = FAKE_GEMINI_INLINE_LIMIT } = options;
  if (request.bytes > inlineLimit) {
    return geminiErrorResponse(
      400,
      'INVALID_ARGUMENT',
      `Request payload size exceeds the limit: ${inlineLimit} bytes.`,
    );
  }
  if (apiKey !== undefined && request.apiKey !== apiKey) return GEMINI_INVALID_KEY;
  const served = request.model ? SERVED_MODELS[request.model] : undefined;
  if (!served) {
    return geminiErrorResponse(
      404,
      'NOT_FOUND',
      `models/${request.model} is not found for API version v1beta, or is not supported for generateContent. ` +
        'Call ListModels to see the list of available models and their supported methods.',
    );
  }
  const { aspectRatio, imageSize } = request.generationConfig.imageConfig ?? {};
  const invalid = (message: string) => geminiErrorResponse(400, 'INVALID_ARGUMENT', message);
  if (request.images.length > served.maxImages) {
    return invalid(
      `Too many images in the request: ${request.images.length}, ${request.model} takes at most ${served.maxImages}.`,
    );
  }
  const unreadable = request.images.findIndex((image) => !INLINE_IMAGE_SIGNATURES[image.mimeType]?.(image.buffer));
  if (unreadable !== -1) {
    return invalid(`Unable to process input image ${unreadable + 1} (${request.images[unreadable]?.mimeType}).`);
  }
  if (aspectRatio !== undefined && !ASPECT_RATIOS.includes(aspectRatio))
    return invalid(`Unsupported aspect ratio: ${aspectRatio}`);
  if (imageSize !== undefined && !served.imageSizes.includes(imageSize))
    return invalid(`Unsupported image size: ${imageSize}`);
  return null;
}

/** A fake Gemini API that records parsed requests, refuses what the service refuses, and answers the rest with `answer`. */
export interface FakeGemini extends FakeServer {
  calls(): GeminiGenerateRequest[];
}

/** Options of the fake: the only key it takes (any key when undefined). */
export interface FakeGeminiOptions {
  apiKey?: string | undefined;
  /** Bytes a request may have; FAKE_GEMINI_INLINE_LIMIT by default. */
  inlineLimit?: number | undefined;
}

/** Starts a fake Gemini API on a free local port; by default it answers with an image of the asked ratio and size. */
export async function startFakeGemini(
  answer: (request: GeminiGenerateRequest, attempt: number) => FakeResponse | Promise<FakeResponse> = async (request) =>
    geminiImageResponse(
      await geminiSizedPng(
        request.generationConfig.imageConfig?.aspectRatio,
        request.generationConfig.imageConfig?.imageSize,
      ),
    ),
  options: FakeGeminiOptions = {},
): Promise<FakeGemini> {
  let attempts = 0;
  const server = await startFakeServer(async (received) => {
    if (received.method !== 'POST' || !received.url.includes(':generateContent')) {
      return geminiErrorResponse(404, 'NOT_FOUND', `Unknown request: ${received.method} ${received.url}`);
    }
    const request = parseGeminiGenerate(received);
    const refusal = geminiRefusal(request, options);
    if (refusal) return refusal;
    attempts += 1;
    return answer(request, attempts);
  });
  return { ...server, calls: () => server.requests.map(parseGeminiGenerate) };
}
