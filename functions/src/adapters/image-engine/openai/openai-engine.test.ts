import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildRemixPrompt } from '../../../domain/prompt';
import {
  PERMANENT_FAILURE_MESSAGES,
  PermanentEngineError,
  RetryableEngineError,
  type ImageEngineInput,
  type ImageEngineSettings,
} from '../image-engine';
import { generatedJpeg, openAiErrorResponse, openAiImageResponse, startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import type { FakeResponse } from '../testing/fake-server';
import { labStatsOfImage, roomPhoto, swatchPhoto } from '../testing/test-images';
import { createOpenAiImageEngine, openAiSizeFor } from './openai-engine';

const API_KEY = 'sk-test-fake-key';
let fake: FakeOpenAi | undefined;
let base: Buffer;
let references: { buffer: Buffer; label?: string }[];

beforeAll(async () => {
  base = await roomPhoto(400, 300);
  references = [
    { buffer: await swatchPhoto(64, 48, [200, 40, 40]), label: 'fabric: sofa - red velvet' },
    { buffer: await swatchPhoto(48, 64, [40, 160, 60]) },
    { buffer: await swatchPhoto(50, 50, [40, 60, 200]), label: 'wood: floor - light oak planks' },
  ];
});

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function input(overrides: Partial<ImageEngineSettings> = {}, extra: Partial<ImageEngineInput> = {}): ImageEngineInput {
  const settings = { ...DEFAULT_REMIX_SETTINGS, roomStyle: 'scandinavian' as const, ...overrides };
  return { base, references, settings, prompt: buildRemixPrompt(settings, references), ...extra };
}

async function engineAgainst(answer?: Parameters<typeof startFakeOpenAi>[0], model = 'gpt-image-2', timeoutMs?: number) {
  fake = await startFakeOpenAi(answer);
  return createOpenAiImageEngine({ apiKey: API_KEY, model, baseURL: fake.baseURL, timeoutMs });
}

/** The dominant channel of an image sent to the fake: 0 red, 1 green, 2 blue. */
async function dominantChannel(image: Buffer): Promise<number> {
  const { channels } = await sharp(image).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  return means.indexOf(Math.max(...means));
}

describe('openai engine: the request the SDK sends', () => {
  it('sends the base first, then the references in order, with prompt, model, quality and size', async () => {
    const engine = await engineAgainst();
    const request = input({ quality: 'standard' }, { endUserId: 'user-123' });
    await engine.generate(request);

    const [edit] = await fake!.edits();
    expect(edit).toBeDefined();
    expect(edit!.path).toBe('/v1/images/edits');
    expect(edit!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(edit!.model).toBe('gpt-image-2');
    // Multipart encoding turns each line break into CRLF (HTML form rules); the provider reads the same lines.
    expect(edit!.prompt?.replace(/\r\n/g, '\n')).toBe(request.prompt);
    expect(edit!.prompt).toContain('Image 4 is the FLOOR material (wood): light oak planks.');
    expect(edit!.quality).toBe('medium');
    expect(edit!.size).toBe('1024x768');
    expect(edit!.n).toBe('1');
    expect(edit!.outputFormat).toBe('jpeg');
    expect(edit!.images.map((image) => [image.name, image.type])).toEqual([
      ['image-1.jpg', 'image/jpeg'],
      ['image-2.jpg', 'image/jpeg'],
      ['image-3.jpg', 'image/jpeg'],
      ['image-4.jpg', 'image/jpeg'],
    ]);
    const sizes = await Promise.all(edit!.images.map(async (image) => (await sharp(image.buffer).metadata()).width));
    expect(sizes).toEqual([400, 64, 48, 50]);
    expect(await Promise.all(edit!.images.slice(1).map((image) => dominantChannel(image.buffer)))).toEqual([0, 1, 2]);
    // The end user travels only as a hash.
    expect(edit!.safetyIdentifier).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(edit)).not.toContain('user-123');
    expect(edit!.fields.sort()).toEqual(
      ['image[]', 'model', 'n', 'output_compression', 'output_format', 'prompt', 'quality', 'safety_identifier', 'size'].sort(),
    );
  });

  it('asks for high quality and twice the long edge for HD', async () => {
    const engine = await engineAgainst();
    await engine.generate(input({ quality: 'hd' }));
    const [edit] = await fake!.edits();
    expect([edit?.quality, edit?.size]).toEqual(['high', '2048x1536']);
  });

  it('uses the model from the config', async () => {
    const engine = await engineAgainst(undefined, 'gpt-image-1.5');
    await engine.generate(input());
    const [edit] = await fake!.edits();
    expect([edit?.model, edit?.size]).toEqual(['gpt-image-1.5', '1536x1024']);
  });

  it('leaves out no reference up to the model limit and sends no safety id without a user', async () => {
    const engine = await engineAgainst();
    await engine.generate({ ...input(), endUserId: undefined });
    const [edit] = await fake!.edits();
    expect(edit?.images).toHaveLength(4);
    expect(edit?.safetyIdentifier).toBeNull();
  });
});

describe('openai engine: the answer', () => {
  it('returns the generated image as a JPEG with the base aspect ratio', async () => {
    const engine = await engineAgainst();
    const result = await engine.generate(input());
    expect(result).toMatchObject({ engine: 'openai', contentType: 'image/jpeg', width: 1024, height: 768, notes: [] });
    expect((await sharp(result.image).metadata()).format).toBe('jpeg');
    const stats = await labStatsOfImage(result.image);
    expect(stats.std[0]).toBeLessThan(2); // the fake's flat colour came through
  });

  it('crops a fixed-size answer to the base aspect ratio', async () => {
    const engine = await engineAgainst(undefined, 'gpt-image-1.5');
    const result = await engine.generate(input());
    // 1536×1024 (3:2) cropped to the base's 4:3.
    expect([result.width, result.height]).toEqual([1365, 1024]);
  });

  it('re-encodes a PNG answer and drops its metadata', async () => {
    const engine = await engineAgainst(async (edit) =>
      openAiImageResponse(
        await sharp({ create: { width: 1024, height: 768, channels: 4, background: '#336699' } })
          .png()
          .withExif({ IFD0: { Software: 'provider' } })
          .toBuffer(),
        edit,
      ),
    );
    const result = await engine.generate(input());
    const metadata = await sharp(result.image).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', channels: 3 });
    expect(metadata.exif).toBeUndefined();
  });
});

describe('openai engine: errors', () => {
  const permanent = async (answer: FakeResponse, reason: string) => {
    const engine = await engineAgainst(() => answer);
    const error: unknown = await engine.generate(input()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PermanentEngineError);
    expect(error).toMatchObject({ engine: 'openai', reason, status: answer.status });
    return error as PermanentEngineError;
  };
  const retryable = async (answer: FakeResponse | null, timeoutMs?: number) => {
    const engine = await engineAgainst(() => answer ?? { status: 200, body: {}, delayMs: 2_000 }, 'gpt-image-2', timeoutMs);
    const error: unknown = await engine.generate(input()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RetryableEngineError);
    expect(fake!.requests).toHaveLength(1); // the SDK's own retries are off: Cloud Tasks decides
    return error as RetryableEngineError;
  };

  it.each([
    ['moderation_blocked', 'Your request was rejected by the safety system. safety_violations=[violence].'],
    ['content_policy_violation', 'Your request was rejected as a result of our safety system.'],
  ])('a 400 %s is a content-policy failure', async (code, message) => {
    const error = await permanent(openAiErrorResponse(400, code, message, 'image_generation_user_error'), 'content_policy');
    expect(error.userMessage).toBe(PERMANENT_FAILURE_MESSAGES.content_policy);
    expect(error.code).toBe(code);
  });

  it.each([
    ['a bad request', openAiErrorResponse(400, 'invalid_value', "Invalid value for 'size'."), 'bad_input'],
    ['a bad image', openAiErrorResponse(400, 'invalid_image_format', 'Invalid image file or mode.'), 'bad_input'],
    ['a rejected key', openAiErrorResponse(401, 'invalid_api_key', 'Incorrect API key provided.'), 'provider_rejected'],
    ['a model without access', openAiErrorResponse(403, null, 'Your organization must be verified.'), 'provider_rejected'],
    ['no credit left', openAiErrorResponse(429, 'insufficient_quota', 'You exceeded your current quota.'), 'provider_rejected'],
  ] as const)('%s is permanent', async (_case, answer, reason) => {
    await permanent(answer, reason);
  });

  it.each([
    ['a rate limit', openAiErrorResponse(429, 'rate_limit_exceeded', 'Rate limit reached for images per minute.')],
    ['a server error', openAiErrorResponse(500, null, 'The server had an error while processing your request.')],
    ['an overloaded server', openAiErrorResponse(503, null, 'Slow down.')],
    ['a request timeout', openAiErrorResponse(408, null, 'Request timed out.')],
    ['an answer without an image', { status: 200, body: { created: 1, data: [] } }],
    ['an answer that is not an image', { status: 200, body: { created: 1, data: [{ b64_json: Buffer.from('<html>').toString('base64') }] } }],
  ] as const)('%s is retryable', async (_case, answer) => {
    await retryable(answer);
  });

  it('a timeout is retryable', async () => {
    const error = await retryable(null, 200);
    expect(error.message).toMatch(/unreachable|timed out/i);
  });

  it('an unreachable server is retryable', async () => {
    fake = await startFakeOpenAi();
    const baseURL = fake.baseURL;
    await fake.close();
    fake = undefined;
    const engine = createOpenAiImageEngine({ apiKey: API_KEY, model: 'gpt-image-2', baseURL });
    await expect(engine.generate(input())).rejects.toBeInstanceOf(RetryableEngineError);
  });

  it('lets the fake answer per attempt (a retry after a 503 succeeds)', async () => {
    const engine = await engineAgainst(async (edit, attempt) =>
      attempt === 1 ? openAiErrorResponse(503, null, 'busy') : openAiImageResponse(await generatedJpeg(edit.size), edit),
    );
    await expect(engine.generate(input())).rejects.toBeInstanceOf(RetryableEngineError);
    await expect(engine.generate(input())).resolves.toMatchObject({ engine: 'openai' });
  });
});

describe('openAiSizeFor', () => {
  it.each([
    ['gpt-image-2', 400, 300, 'standard', [1024, 768]],
    ['gpt-image-2', 400, 300, 'hd', [2048, 1536]],
    ['gpt-image-2', 300, 400, 'standard', [768, 1024]],
    ['gpt-image-2', 1000, 1000, 'standard', [1024, 1024]],
    ['gpt-image-2 raises 16:9 to the smallest area', 1920, 1080, 'standard', [1088, 624]],
    ['gpt-image-2', 1920, 1080, 'hd', [2048, 1152]],
    ['gpt-image-2 raises a panorama to the smallest area', 3000, 1000, 'standard', [1408, 480]],
    ['gpt-image-2 clamps beyond 3:1', 5000, 1000, 'standard', [1408, 480]],
    ['gpt-image-2-2026-04-21', 1000, 750, 'standard', [1024, 768]],
    ['gpt-image-2.5-flare', 1000, 750, 'hd', [2048, 1536]],
    ['gpt-image-1.5 landscape', 1000, 750, 'standard', [1536, 1024]],
    ['gpt-image-1.5 portrait', 750, 1000, 'hd', [1024, 1536]],
    ['gpt-image-1.5 near square', 1000, 900, 'standard', [1024, 1024]],
    ['chatgpt-image-latest', 1600, 900, 'standard', [1536, 1024]],
  ] as const)('%s %i×%i %s', (label, width, height, quality, expected) => {
    const model = label.split(' ')[0] ?? label;
    const size = openAiSizeFor(model, { width, height }, quality);
    expect([size.width, size.height]).toEqual(expected);
    if (model.startsWith('gpt-image-2')) {
      expect(size.width % 16).toBe(0);
      expect(size.height % 16).toBe(0);
      expect(size.width * size.height).toBeGreaterThanOrEqual(655_360);
    }
  });
});
