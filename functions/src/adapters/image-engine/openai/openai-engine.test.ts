import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MASKED_REGION_RULE, UPSCALE_PROMPT } from '../../../domain/prompt';
import { PERMANENT_FAILURE_MESSAGES, PermanentEngineError, RetryableEngineError } from '../image-engine';
import { closedFake, useEngineTestBed } from '../../../../test/support/engine-test-bed';
import {
  generatedJpeg,
  OPENAI_BILLING_LIMIT,
  openAiErrorResponse,
  openAiImageResponse,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../../../test/fakes/openai/fake-openai';
import type { FakeResponse } from '../../../../test/fakes/fake-server';
import { dominantChannel, labStatsOfImage, roomPhoto } from '../../../../test/support/test-images';
import { createOpenAiImageEngine, openAiSizeFor } from './openai-engine';
import { modelStanding } from '../../../domain/model-catalogue';
import { OPENAI_FLEXIBLE_SIZE, OPENAI_MODEL_CATALOGUE } from './openai-catalogue';

const API_KEY = 'sk-test-fake-key';
const bed = useEngineTestBed<FakeOpenAi>({
  roomStyle: 'scandinavian',
  referenceLabels: ['fabric: sofa - red velvet', undefined, 'wood: floor - light oak planks'],
});

async function engineAgainst(
  answer?: Parameters<typeof startFakeOpenAi>[0],
  model = 'gpt-image-2',
  timeoutMs?: number,
) {
  const fake = await bed.start(startFakeOpenAi(answer));
  return createOpenAiImageEngine({ apiKey: API_KEY, model, baseURL: fake.baseURL, timeoutMs });
}

describe('openai engine: the request the SDK sends', () => {
  it('sends the base first, then the references in order, with prompt, model, quality and size', async () => {
    const engine = await engineAgainst();
    const request = bed.input({ settings: { quality: 'standard' }, endUserId: 'user-123' });
    await engine.generate(request);

    const [edit] = await bed.fake.edits();
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
      [
        'image[]',
        'model',
        'n',
        'output_compression',
        'output_format',
        'prompt',
        'quality',
        'safety_identifier',
        'size',
      ].sort(),
    );
  });

  it('asks for high quality and twice the long edge for HD', async () => {
    const engine = await engineAgainst();
    await engine.generate(bed.input({ settings: { quality: 'hd' } }));
    const [edit] = await bed.fake.edits();
    expect([edit?.quality, edit?.size]).toEqual(['high', '2048x1536']);
  });

  it('asks for high quality and the largest size that is not experimental for Ultra: 2208 × 1664 at 4:3', async () => {
    const engine = await engineAgainst();
    const made = await engine.generate(bed.input({ settings: { quality: 'ultra' } }));
    const [edit] = await bed.fake.edits();
    // Above 2560x1440 OpenAI calls sizes experimental: the model draws within it and the worker enlarges the answer to
    // the promise (size-promise.test.ts), as GET /api/config's ultraUpscaled says.
    expect([edit?.quality, edit?.size]).toEqual(['high', '2208x1664']);
    expect(made.width).toBe(2208);
  });

  it('upscales a result: that image alone, the upscale prompt, high quality at the largest size', async () => {
    const engine = await engineAgainst();
    const result = await roomPhoto(1024, 768);
    const made = await engine.upscale({ image: result, endUserId: 'user-123' });
    const [edit] = await bed.fake.edits();
    expect(edit).toMatchObject({ prompt: UPSCALE_PROMPT, quality: 'high', size: '2208x1664', n: '1' });
    expect(edit?.images).toHaveLength(1);
    expect(await sharp(edit!.images[0]!.buffer).metadata()).toMatchObject({ width: 1024, height: 768 });
    expect(made).toMatchObject({ engine: 'openai', width: 2208 });
  });

  it.each([
    ['gpt-image-2', '1024x768', null],
    ['gpt-image-2.5-flare', '1024x768', null],
    ['gpt-image-2.6-sunburst', '1536x1024', null],
    ['gpt-image-1.5', '1536x1024', 'high'],
    ['gpt-image-1-mini', '1536x1024', null],
    ['chatgpt-image-latest', '1536x1024', null],
  ])('uses the model from the config: %s, size %s, input_fidelity %s', async (model, size, fidelity) => {
    const engine = await engineAgainst(undefined, model);
    await engine.generate(bed.input());
    const [edit] = await bed.fake.edits();
    expect([edit?.model, edit?.size, edit?.inputFidelity]).toEqual([model, size, fidelity]);
  });

  it("turns our mask (white = change) into OpenAI's: a PNG the size of the base as sent, transparent = edit", async () => {
    const engine = await engineAgainst();
    // A 400×300 mask of ours whose left half is to change.
    const grey = Buffer.alloc(400 * 300);
    for (let pixel = 0; pixel < 400 * 300; pixel++) grey[pixel] = pixel % 400 < 200 ? 255 : 0;
    const mask = await sharp(grey, { raw: { width: 400, height: 300, channels: 1 } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    await engine.generate(bed.input({ mask }));
    const [edit] = await bed.fake.edits();
    expect(edit?.mask?.type).toBe('image/png');
    const sent = await sharp(edit!.mask!.buffer).metadata();
    expect([sent.format, sent.hasAlpha, sent.width, sent.height]).toEqual(['png', true, 400, 300]);
    const alpha = await sharp(edit!.mask!.buffer).extractChannel(3).raw().toBuffer();
    expect([alpha[0], alpha[399]]).toEqual([0, 255]);
    // The prompt points at the region, right after the task.
    expect(edit?.prompt?.split(/\r?\n/)[1]).toBe(MASKED_REGION_RULE);
  });

  it('says nothing of a region without a mask', async () => {
    const engine = await engineAgainst();
    await engine.generate(bed.input());
    const [edit] = await bed.fake.edits();
    expect(edit?.prompt).not.toContain('mask');
  });

  it('sends a mask scaled to the base as sent when the base is shrunk', async () => {
    const large = await roomPhoto(3000, 2000);
    const mask = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const engine = await engineAgainst();
    await engine.generate(bed.input({ base: large, mask }));
    const [edit] = await bed.fake.edits();
    const [image, sent] = await Promise.all([
      sharp(edit!.images[0]!.buffer).metadata(),
      sharp(edit!.mask!.buffer).metadata(),
    ]);
    expect([sent.width, sent.height]).toEqual([image.width, image.height]);
    expect([image.width, image.height]).toEqual([2048, 1365]);
  });

  it('leaves out no reference up to the model limit and sends no safety id without a user', async () => {
    const engine = await engineAgainst();
    await engine.generate(bed.input({ endUserId: undefined }));
    const [edit] = await bed.fake.edits();
    expect(edit?.images).toHaveLength(4);
    expect(edit?.safetyIdentifier).toBeNull();
  });
});

describe('openai engine: the answer', () => {
  it('returns the generated image as a JPEG with the base aspect ratio', async () => {
    const engine = await engineAgainst();
    const result = await engine.generate(bed.input());
    expect(result).toMatchObject({ engine: 'openai', contentType: 'image/jpeg', width: 1024, height: 768, notes: [] });
    expect((await sharp(result.image).metadata()).format).toBe('jpeg');
    const stats = await labStatsOfImage(result.image);
    expect(stats.std[0]).toBeLessThan(2); // the fake's flat colour came through
  });

  it('crops a fixed-size answer to the base aspect ratio', async () => {
    const engine = await engineAgainst(undefined, 'gpt-image-1.5');
    const result = await engine.generate(bed.input());
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
    const result = await engine.generate(bed.input());
    const metadata = await sharp(result.image).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', channels: 3 });
    expect(metadata.exif).toBeUndefined();
  });
});

describe('openai engine: variants', () => {
  it('asks for every variant in one request (`n`) with the mask in its convention, and returns each image', async () => {
    const colours = ['#aa3333', '#33aa33', '#3333aa'];
    const engine = await engineAgainst(async (edit) =>
      openAiImageResponse(await Promise.all(colours.map((colour) => generatedJpeg(edit.size, colour))), edit),
    );
    const mask = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const images = await engine.generateBatch!(bed.input({ mask }), 3);

    const edits = await bed.fake.edits();
    expect(edits).toHaveLength(1);
    expect(edits[0]?.n).toBe('3');
    expect(edits[0]?.mask?.type).toBe('image/png');
    expect(images).toHaveLength(3);
    const channels = await Promise.all(images.map((image) => dominantChannel(image.image)));
    expect(channels).toEqual([0, 1, 2]); // red, green, blue: each variant as the provider sent it, in order
    expect(images.every((image) => image.width === 1024 && image.height === 768)).toBe(true);
  });

  it('an answer with fewer images than asked for is retryable', async () => {
    const engine = await engineAgainst(async (edit) => openAiImageResponse(await generatedJpeg(edit.size), edit));
    await expect(engine.generateBatch!(bed.input(), 2)).rejects.toBeInstanceOf(RetryableEngineError);
  });
});

describe('openai engine: errors', () => {
  const permanent = async (answer: FakeResponse, reason: string) => {
    const engine = await engineAgainst(() => answer);
    const error: unknown = await engine.generate(bed.input()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PermanentEngineError);
    expect(error).toMatchObject({ engine: 'openai', reason, status: answer.status });
    return error as PermanentEngineError;
  };
  const retryable = async (answer: FakeResponse | null, timeoutMs?: number) => {
    const engine = await engineAgainst(
      () => answer ?? { status: 200, body: {}, delayMs: 2_000 },
      'gpt-image-2',
      timeoutMs,
    );
    const error: unknown = await engine.generate(bed.input()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RetryableEngineError);
    expect(bed.fake.requests).toHaveLength(1); // the SDK's own retries are off: Cloud Tasks decides
    return error as RetryableEngineError;
  };

  it.each([
    ['moderation_blocked', 'Your request was rejected by the safety system. safety_violations=[violence].'],
    ['content_policy_violation', 'Your request was rejected as a result of our safety system.'],
  ])('a 400 %s is a content-policy failure', async (code, message) => {
    const error = await permanent(
      openAiErrorResponse(400, code, message, 'image_generation_user_error'),
      'content_policy',
    );
    expect(error.userMessage).toBe(PERMANENT_FAILURE_MESSAGES.content_policy);
    expect(error.code).toBe(code);
  });

  it.each([
    [
      'a bad request',
      openAiErrorResponse(400, 'invalid_value', "Invalid value for 'size'.", 'invalid_request_error', 'size'),
      'bad_input',
    ],
    ['a bad image', openAiErrorResponse(400, 'invalid_image_format', 'Invalid image file or mode.'), 'bad_input'],
    [
      'a message that sounds like safety is only bad input',
      openAiErrorResponse(400, 'invalid_value', 'The safety_identifier is too long.'),
      'bad_input',
    ],
    [
      'a rejected key',
      openAiErrorResponse(401, 'invalid_api_key', 'Incorrect API key provided.'),
      'provider_misconfigured',
    ],
    [
      'a model without access',
      openAiErrorResponse(403, null, 'Your organization must be verified.'),
      'provider_misconfigured',
    ],
    [
      'a refused model at 400',
      openAiErrorResponse(400, 'invalid_value', "Invalid value: 'gpt-image-1'.", 'invalid_request_error', 'model'),
      'provider_misconfigured',
    ],
    [
      'no credit left at 429',
      openAiErrorResponse(429, 'insufficient_quota', 'You exceeded your current quota.', 'insufficient_quota'),
      'provider_misconfigured',
    ],
    [
      'no credit left at 400',
      openAiErrorResponse(400, 'insufficient_quota', 'You exceeded your current quota.', 'insufficient_quota'),
      'provider_misconfigured',
    ],
    ['the billing hard limit at 400', OPENAI_BILLING_LIMIT, 'provider_misconfigured'],
    [
      'the billing hard limit at 429',
      openAiErrorResponse(429, 'billing_hard_limit_reached', 'Billing hard limit has been reached'),
      'provider_misconfigured',
    ],
  ] as const)('%s is permanent: %s', async (_case, answer, reason) => {
    const error = await permanent(answer, reason);
    expect(error.userMessage).toBe(PERMANENT_FAILURE_MESSAGES[reason]);
  });

  it.each(['gpt-image-1', 'dall-e-2', 'gpt-image-9'])(
    'the shut-down or unknown model %s is a misconfigured provider (the fake refuses it)',
    async (model) => {
      const engine = await engineAgainst(undefined, model);
      const error: unknown = await engine.generate(bed.input()).catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ reason: 'provider_misconfigured', status: 404, code: 'model_not_found' });
    },
  );

  it.each([
    ['a rate limit', openAiErrorResponse(429, 'rate_limit_exceeded', 'Rate limit reached for images per minute.')],
    ['a server error', openAiErrorResponse(500, null, 'The server had an error while processing your request.')],
    ['an overloaded server', openAiErrorResponse(503, null, 'Slow down.')],
    ['a request timeout', openAiErrorResponse(408, null, 'Request timed out.')],
    ['an answer without an image', { status: 200, body: { created: 1, data: [] } }],
    [
      'an answer that is not an image',
      { status: 200, body: { created: 1, data: [{ b64_json: Buffer.from('<html>').toString('base64') }] } },
    ],
  ] as const)('%s is retryable', async (_case, answer) => {
    await retryable(answer);
  });

  it('a timeout is retryable', async () => {
    const error = await retryable(null, 200);
    expect(error.message).toMatch(/unreachable|timed out/i);
  });

  it('an unreachable server is retryable', async () => {
    const { baseURL } = await closedFake(startFakeOpenAi);
    const engine = createOpenAiImageEngine({ apiKey: API_KEY, model: 'gpt-image-2', baseURL });
    await expect(engine.generate(bed.input())).rejects.toBeInstanceOf(RetryableEngineError);
  });

  it('lets the fake answer per attempt (a retry after a 503 succeeds)', async () => {
    const engine = await engineAgainst(async (edit, attempt) =>
      attempt === 1
        ? openAiErrorResponse(503, null, 'busy')
        : openAiImageResponse(await generatedJpeg(edit.size), edit),
    );
    await expect(engine.generate(bed.input())).rejects.toBeInstanceOf(RetryableEngineError);
    await expect(engine.generate(bed.input())).resolves.toMatchObject({ engine: 'openai' });
  });
});

describe('openai engine: an organisation that must be verified', () => {
  it("says in the worker's log what to do when the model needs a verified organisation", async () => {
    const engine = await engineAgainst(async () =>
      openAiErrorResponse(
        403,
        null,
        'Your organization must be verified to use the model `gpt-image-2`. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization.',
      ),
    );
    const error: unknown = await engine.generate(bed.input()).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ reason: 'provider_misconfigured', status: 403 });
    expect((error as Error).message).toMatch(
      /verify the OpenAI organisation that owns OPENAI_API_KEY .*Verify Organization.*, or set OPENAI_IMAGE_MODEL to a model it may use/,
    );
  });
});

describe('openai engine: the model catalogue against the service', () => {
  const servedToday = OPENAI_MODEL_CATALOGUE.rows.filter(
    (row) => modelStanding(OPENAI_MODEL_CATALOGUE, row.id, new Date()).status !== 'shut-down',
  );
  /** A 400×300 mask of ours whose left half is to change. */
  const leftHalfMask = () => {
    const grey = Buffer.alloc(400 * 300);
    for (let pixel = 0; pixel < 400 * 300; pixel++) grey[pixel] = pixel % 400 < 200 ? 255 : 0;
    return sharp(grey, { raw: { width: 400, height: 300, channels: 1 } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
  };

  it.each(servedToday.map((row) => row.id))(
    '%s, sent as the catalogue describes it, makes two HD variants with a mask',
    async (model) => {
      const engine = await engineAgainst(undefined, model);
      const input = bed.input({ settings: { quality: 'hd' }, mask: await leftHalfMask() });
      const images = engine.generateBatch
        ? await engine.generateBatch(input, 2)
        : [await engine.generate(input), await engine.generate(input)];
      expect(images).toHaveLength(2);
    },
  );

  it('sends a model id it has not heard of only what every GPT image model takes: a fixed size, one image a call, no mask or input_fidelity', async () => {
    const engine = await engineAgainst(undefined, 'gpt-image-9');
    expect(engine.generateBatch).toBeUndefined();
    // The fake, like the service, does not know the id; what matters is what was asked.
    await expect(
      engine.generate(bed.input({ settings: { quality: 'hd' }, mask: await leftHalfMask() })),
    ).rejects.toMatchObject({
      code: 'model_not_found',
    });
    const [edit] = await bed.fake.edits();
    expect(edit).toMatchObject({ model: 'gpt-image-9', size: '1536x1024', n: '1', inputFidelity: null, mask: null });
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
    ['gpt-image-2 clamps a tall strip beyond 1:3', 1000, 5000, 'hd', [688, 2048]],
    ['gpt-image-2-2026-04-21', 1000, 750, 'standard', [1024, 768]],
    ['gpt-image-2.5-flare', 1000, 750, 'hd', [2048, 1536]],
    ['gpt-image-2.5-sunburst-2026-09-08', 16, 9, 'hd', [2048, 1152]],
    ['gpt-image-2.6-flare takes fixed sizes', 1000, 750, 'standard', [1536, 1024]],
    ['gpt-image-1.5 landscape', 1000, 750, 'standard', [1536, 1024]],
    ['gpt-image-1.5 portrait', 750, 1000, 'hd', [1024, 1536]],
    ['gpt-image-1.5 near square', 1000, 900, 'standard', [1024, 1024]],
    ['chatgpt-image-latest', 1600, 900, 'standard', [1536, 1024]],
    ['gpt-image-2 Ultra at 4:3 stops at the area of 2560x1440', 400, 300, 'ultra', [2208, 1664]],
    ['gpt-image-2 Ultra at 16:9 is 2560 × 1440, the largest size not experimental', 1920, 1080, 'ultra', [2560, 1440]],
    ['gpt-image-2 Ultra square', 1000, 1000, 'ultra', [1920, 1920]],
    ['gpt-image-2 Ultra panorama stops at the long edge of 2560', 3000, 1000, 'ultra', [2560, 864]],
    ['gpt-image-2 HD square stops at the area of 2560x1440 too', 1000, 1000, 'hd', [1920, 1920]],
    ['gpt-image-2.5-sunburst Ultra portrait', 1080, 1920, 'ultra', [1440, 2560]],
  ] as const)('%s %i×%i %s', (label, width, height, quality, expected) => {
    const model = label.split(' ')[0] ?? label;
    const size = openAiSizeFor(model, { width, height }, quality);
    expect([size.width, size.height]).toEqual(expected);
  });

  const aspects = [1, 4 / 3, 16 / 9, 2, 3, 5, 1 / 3, 9 / 16, 0.1];
  it.each(
    aspects.flatMap((aspect) => (['standard', 'hd', 'ultra'] as const).map((quality) => [aspect, quality] as const)),
  )('a flexible size for aspect %f (%s) stays inside the bounds that are not experimental', (aspect, quality) => {
    const { width, height } = openAiSizeFor('gpt-image-2', { width: Math.round(1000 * aspect), height: 1000 }, quality);
    const { step, maxAspect, maxEdge, maxPixels, minPixels } = OPENAI_FLEXIBLE_SIZE;
    expect(width % step).toBe(0);
    expect(height % step).toBe(0);
    expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(maxAspect);
    expect(Math.max(width, height)).toBeLessThanOrEqual(maxEdge);
    expect(width * height).toBeGreaterThanOrEqual(minPixels);
    expect(width * height).toBeLessThanOrEqual(maxPixels);
    expect([maxEdge, maxPixels]).toEqual([2560, 2560 * 1440]);
  });
});
