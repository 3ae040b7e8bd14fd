import sharp from 'sharp';
import { startFakeServer, type FakeResponse, type FakeServer, type ReceivedRequest } from './fake-server';

/** A `generateContent` request as the Gemini API receives it (JSON). */
export interface GeminiGenerateRequest {
  path: string;
  apiKey: string | undefined;
  /** The model named in the path (`/v1/models/{model}:generateContent`). */
  model: string | null;
  /** Inline images in the order sent, decoded. */
  images: { mimeType: string; buffer: Buffer }[];
  /** Text parts in the order sent. */
  texts: string[];
  /** Whether every image part comes before the first text part. */
  imagesBeforeText: boolean;
  generationConfig: {
    responseModalities?: string[];
    candidateCount?: number;
    imageConfig?: { aspectRatio?: string; imageSize?: string };
  };
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
  const firstText = parts.findIndex((part) => part.text !== undefined);
  const lastImage = parts.map((part) => Boolean(part.inlineData)).lastIndexOf(true);
  const apiKey = request.headers['x-goog-api-key'];
  return {
    path: request.url,
    apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
    model: /\/models\/([^/:]+):generateContent/.exec(request.url)?.[1] ?? null,
    images: parts
      .filter((part) => part.inlineData)
      .map((part) => ({ mimeType: part.inlineData?.mimeType ?? '', buffer: Buffer.from(part.inlineData?.data ?? '', 'base64') })),
    texts: parts.flatMap((part) => (part.text === undefined ? [] : [part.text])),
    imagesBeforeText: firstText === -1 || lastImage < firstText,
    generationConfig: body.generationConfig ?? {},
    body,
  };
}

/** The API's success answer: `candidates[0].content.parts[].inlineData` with the image, as the service sends it. */
export function geminiImageResponse(image: Buffer, mimeType = 'image/png', model = 'gemini-2.5-flash-image'): FakeResponse {
  return {
    status: 200,
    body: {
      candidates: [
        {
          content: { role: 'model', parts: [{ inlineData: { mimeType, data: image.toString('base64') } }] },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount: 1548,
        candidatesTokenCount: 1290,
        totalTokenCount: 2838,
        promptTokensDetails: [
          { modality: 'TEXT', tokenCount: 258 },
          { modality: 'IMAGE', tokenCount: 1290 },
        ],
        candidatesTokensDetails: [{ modality: 'IMAGE', tokenCount: 1290 }],
      },
      modelVersion: model,
      responseId: 'fake-response-id',
    },
  };
}

/** A candidate without an image that stopped for `finishReason` (e.g. IMAGE_SAFETY, NO_IMAGE). */
export function geminiFinishedWithout(finishReason: string): FakeResponse {
  return {
    status: 200,
    body: {
      candidates: [{ content: { role: 'model', parts: [] }, finishReason, index: 0 }],
      usageMetadata: { promptTokenCount: 1548, totalTokenCount: 1548 },
      modelVersion: 'gemini-2.5-flash-image',
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

/** The API's error answer (`google.rpc.Status` in an `error` object). */
export function geminiErrorResponse(code: number, status: string, message: string): FakeResponse {
  return { status: code, body: { error: { code, message, status } } };
}

/** A PNG of the size Gemini 2.5 Flash Image returns for an aspect ratio ('4:3' → 1184×864). */
export async function geminiSizedPng(aspectRatio = '1:1', colour = '#7a5a3a'): Promise<Buffer> {
  const sizes: Record<string, [number, number]> = {
    '1:1': [1024, 1024], '2:3': [832, 1248], '3:2': [1248, 832], '3:4': [864, 1184], '4:3': [1184, 864],
    '4:5': [896, 1152], '5:4': [1152, 896], '9:16': [768, 1344], '16:9': [1344, 768], '21:9': [1536, 672],
  };
  const [width, height] = sizes[aspectRatio] ?? [1024, 1024];
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** A fake Gemini API that records parsed requests and answers with `answer` (by default an image of the asked ratio). */
export interface FakeGemini extends FakeServer {
  calls(): GeminiGenerateRequest[];
}

/** Starts a fake Gemini API on a free local port. */
export async function startFakeGemini(
  answer: (request: GeminiGenerateRequest, attempt: number) => FakeResponse | Promise<FakeResponse> = async (request) =>
    geminiImageResponse(await geminiSizedPng(request.generationConfig.imageConfig?.aspectRatio)),
): Promise<FakeGemini> {
  let attempts = 0;
  const server = await startFakeServer(async (request) => {
    if (request.method !== 'POST' || !request.url.includes(':generateContent')) {
      return geminiErrorResponse(404, 'NOT_FOUND', `Unknown request: ${request.method} ${request.url}`);
    }
    attempts += 1;
    return answer(parseGeminiGenerate(request), attempts);
  });
  return { ...server, calls: () => server.requests.map(parseGeminiGenerate) };
}
