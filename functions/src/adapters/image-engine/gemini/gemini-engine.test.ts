import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildRemixPrompt } from '../../../domain/prompt';
import { PermanentEngineError, RetryableEngineError, type ImageEngineInput, type ImageEngineSettings } from '../image-engine';
import {
  geminiErrorResponse,
  geminiFinishedWithout,
  geminiImageResponse,
  geminiPromptBlocked,
  geminiSizedPng,
  startFakeGemini,
  type FakeGemini,
} from '../testing/fake-gemini';
import type { FakeResponse } from '../testing/fake-server';
import { roomPhoto, swatchPhoto } from '../testing/test-images';
import { createGeminiImageEngine, geminiMaxInputImages, nearestAspectRatio } from './gemini-engine';

const API_KEY = 'fake-gemini-key';
let fake: FakeGemini | undefined;
let base: Buffer;
let references: { buffer: Buffer; label?: string }[];

beforeAll(async () => {
  base = await roomPhoto(400, 300);
  references = [
    { buffer: await swatchPhoto(64, 48, [200, 40, 40]), label: 'fabric: sofa - red velvet' },
    { buffer: await swatchPhoto(48, 64, [40, 160, 60]), label: 'wood: floor - light oak planks' },
    { buffer: await swatchPhoto(50, 50, [40, 60, 200]), label: 'stone: countertop' },
    { buffer: await swatchPhoto(40, 40, [220, 200, 40]) },
  ];
});

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function input(refs = references, overrides: Partial<ImageEngineSettings> = {}): ImageEngineInput {
  const settings = { ...DEFAULT_REMIX_SETTINGS, roomStyle: 'coastal' as const, ...overrides };
  return { base, references: refs, settings, prompt: buildRemixPrompt(settings, refs) };
}

async function engineAgainst(answer?: Parameters<typeof startFakeGemini>[0], model = 'gemini-2.5-flash-image', timeoutMs?: number) {
  fake = await startFakeGemini(answer);
  return createGeminiImageEngine({ apiKey: API_KEY, model, baseUrl: fake.url, timeoutMs });
}

async function dominantChannel(image: Buffer): Promise<number> {
  const { channels } = await sharp(image).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  return means.indexOf(Math.max(...means));
}

describe('gemini engine: the request the SDK sends', () => {
  it('sends the base first, then references, then the prompt, asking for an image only', async () => {
    const engine = await engineAgainst();
    const two = references.slice(0, 2);
    const request = input(two);
    const result = await engine.generate(request);

    const [call] = fake!.calls();
    expect(call?.path).toMatch(/^\/v1(beta)?\/models\/gemini-2\.5-flash-image:generateContent$/);
    expect(call?.apiKey).toBe(API_KEY);
    expect(call?.model).toBe('gemini-2.5-flash-image');
    expect(call?.images.map((image) => image.mimeType)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    expect(await Promise.all(call!.images.map(async (image) => (await sharp(image.buffer).metadata()).width))).toEqual([400, 64, 48]);
    expect(await Promise.all(call!.images.slice(1).map((image) => dominantChannel(image.buffer)))).toEqual([0, 1]);
    expect(call?.imagesBeforeText).toBe(true);
    expect(call?.texts).toEqual([request.prompt]);
    expect(call?.generationConfig).toMatchObject({ responseModalities: ['IMAGE'], candidateCount: 1, imageConfig: { aspectRatio: '4:3' } });
    expect(call?.generationConfig.imageConfig?.imageSize).toBeUndefined();
    expect(result.notes).toEqual([]);
  });

  it('leaves out references beyond the model limit, with a note, and rebuilds the prompt for what it sends', async () => {
    const engine = await engineAgainst();
    const request = input(references);
    expect(request.prompt).toContain('Image 5');
    const result = await engine.generate(request);

    const [call] = fake!.calls();
    expect(call?.images).toHaveLength(3); // gemini-2.5-flash-image: 3 images in all
    expect(await Promise.all(call!.images.slice(1).map((image) => dominantChannel(image.buffer)))).toEqual([0, 1]);
    const prompt = call?.texts[0] ?? '';
    expect(prompt).toBe(buildRemixPrompt(request.settings, references.slice(0, 2)));
    expect(prompt).toContain('Image 3 is the FLOOR material (wood): light oak planks. Use it for the floor.');
    expect(prompt).not.toMatch(/Image [45]/);
    expect(result.notes).toEqual([
      'gemini-2.5-flash-image takes 3 images per request, so 2 of your 4 reference images were not used (only the first 2).',
    ]);
  });

  it('uses the model from the config and its larger limit and output size', async () => {
    const engine = await engineAgainst(undefined, 'gemini-3-pro-image-preview');
    await engine.generate(input(references, { quality: 'hd' }));
    const [call] = fake!.calls();
    expect(call?.model).toBe('gemini-3-pro-image-preview');
    expect(call?.images).toHaveLength(5);
    expect(call?.generationConfig.imageConfig).toEqual({ aspectRatio: '4:3', imageSize: '2K' });
  });

  it('notes that HD is not larger on a model with one output size', async () => {
    const engine = await engineAgainst();
    const result = await engine.generate(input([], { quality: 'hd' }));
    expect(result.notes).toEqual(['gemini-2.5-flash-image has one output size; HD is not larger.']);
  });
});

describe('gemini engine: the answer', () => {
  it('returns the image as a JPEG cropped to the base aspect ratio', async () => {
    // 4:3 from Gemini is 1184×864 (1.370), the base is exactly 4:3 (1.333).
    const engine = await engineAgainst();
    const result = await engine.generate(input([]));
    expect(result).toMatchObject({ engine: 'gemini', contentType: 'image/jpeg', width: 1152, height: 864 });
    expect((await sharp(result.image).metadata()).format).toBe('jpeg');
  });

  it('finds the image among text parts', async () => {
    const engine = await engineAgainst(async () => {
      const answer = geminiImageResponse(await geminiSizedPng('4:3'));
      const body = answer.body as { candidates: { content: { parts: object[] } }[] };
      body.candidates[0]?.content.parts.unshift({ text: 'Here is the redesigned room.' });
      return answer;
    });
    await expect(engine.generate(input([]))).resolves.toMatchObject({ engine: 'gemini' });
  });
});

describe('gemini engine: errors', () => {
  const outcome = async (answer: FakeResponse | null, timeoutMs?: number) => {
    const engine = await engineAgainst(() => answer ?? { status: 200, body: {}, delayMs: 2_000 }, 'gemini-2.5-flash-image', timeoutMs);
    const error: unknown = await engine.generate(input([])).catch((thrown: unknown) => thrown);
    expect(fake!.requests).toHaveLength(1); // no SDK retries: Cloud Tasks decides
    return error;
  };

  it.each(['SAFETY', 'PROHIBITED_CONTENT', 'IMAGE_SAFETY', 'IMAGE_PROHIBITED_CONTENT', 'BLOCKLIST'])(
    'finishReason %s is a content-policy failure',
    async (reason) => {
      const error = await outcome(geminiFinishedWithout(reason));
      expect(error).toBeInstanceOf(PermanentEngineError);
      expect(error).toMatchObject({ engine: 'gemini', reason: 'content_policy', code: reason });
    },
  );

  it('a blocked prompt is a content-policy failure', async () => {
    const error = await outcome(geminiPromptBlocked('SAFETY'));
    expect(error).toMatchObject({ reason: 'content_policy', code: 'SAFETY' });
  });

  it.each(['NO_IMAGE', 'IMAGE_OTHER', 'STOP', 'MAX_TOKENS'])('finishing with %s and no image is retryable', async (reason) => {
    expect(await outcome(geminiFinishedWithout(reason))).toBeInstanceOf(RetryableEngineError);
  });

  it.each([
    ['429 RESOURCE_EXHAUSTED', geminiErrorResponse(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).')],
    ['500 INTERNAL', geminiErrorResponse(500, 'INTERNAL', 'An internal error has occurred.')],
    ['503 UNAVAILABLE', geminiErrorResponse(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.')],
  ])('%s is retryable', async (_case, answer) => {
    const error = await outcome(answer);
    expect(error).toBeInstanceOf(RetryableEngineError);
    expect(error).toMatchObject({ status: answer.status });
  });

  it.each([
    ['400 INVALID_ARGUMENT', geminiErrorResponse(400, 'INVALID_ARGUMENT', 'Unable to process input image.'), 'bad_input'],
    ['403 PERMISSION_DENIED', geminiErrorResponse(403, 'PERMISSION_DENIED', 'API key not valid.'), 'provider_rejected'],
    ['404 NOT_FOUND', geminiErrorResponse(404, 'NOT_FOUND', 'models/gemini-x is not found.'), 'provider_rejected'],
  ] as const)('%s is permanent', async (_case, answer, reason) => {
    const error = await outcome(answer);
    expect(error).toBeInstanceOf(PermanentEngineError);
    expect(error).toMatchObject({ reason, status: answer.status });
  });

  it('a timeout is retryable', async () => {
    expect(await outcome(null, 200)).toBeInstanceOf(RetryableEngineError);
  });

  it('an unreachable server is retryable', async () => {
    fake = await startFakeGemini();
    const baseUrl = fake.url;
    await fake.close();
    fake = undefined;
    const engine = createGeminiImageEngine({ apiKey: API_KEY, model: 'gemini-2.5-flash-image', baseUrl });
    await expect(engine.generate(input([]))).rejects.toBeInstanceOf(RetryableEngineError);
  });
});

describe('model limits and aspect ratios', () => {
  it.each([
    ['gemini-2.5-flash-image', 3],
    ['gemini-2.5-flash-image-preview', 3],
    ['gemini-3-pro-image-preview', 14],
    ['gemini-3-flash-image', 14],
    ['some-future-model', 3],
  ])('%s takes %i images', (model, limit) => {
    expect(geminiMaxInputImages(model)).toBe(limit);
  });

  it.each([
    [1000, 1000, '1:1'],
    [4000, 3000, '4:3'],
    [3000, 4000, '3:4'],
    [1920, 1080, '16:9'],
    [1080, 1920, '9:16'],
    [3000, 2000, '3:2'],
    [1250, 1000, '5:4'],
    [2520, 1080, '21:9'],
    [5000, 1000, '21:9'],
  ])('%i×%i → %s', (width, height, ratio) => {
    expect(nearestAspectRatio({ width, height })).toBe(ratio);
  });
});
