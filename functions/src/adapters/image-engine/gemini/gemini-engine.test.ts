import { randomBytes } from 'node:crypto';
import { ApiError, GoogleGenAI } from '@google/genai';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildRemixPromptParts, UPSCALE_PROMPT } from '../../../domain/prompt';
import { PERMANENT_FAILURE_MESSAGES, PermanentEngineError, RetryableEngineError } from '../image-engine';
import { closedFake, useEngineTestBed } from '../../../../test/support/engine-test-bed';
import {
  GEMINI_INVALID_KEY,
  GEMINI_PERMISSION_DENIED,
  geminiErrorResponse,
  geminiFinishedWithout,
  geminiImageResponse,
  geminiPromptBlocked,
  geminiSizedPng,
  startFakeGemini,
  type FakeGemini,
} from '../../../../test/fakes/gemini/fake-gemini';
import type { FakeResponse } from '../../../../test/fakes/fake-server';
import { decodeRgb, dominantChannel, roomPhoto } from '../../../../test/support/test-images';
import { modelStanding } from '../../../domain/model-catalogue';
import { GEMINI_MODEL_CATALOGUE } from './gemini-catalogue';
import { createGeminiImageEngine, geminiMaxInputImages, nearestAspectRatio } from './gemini-engine';

const API_KEY = 'fake-gemini-key';
const bed = useEngineTestBed<FakeGemini>({
  roomStyle: 'coastal',
  referenceLabels: ['fabric: sofa - red velvet', 'wood: floor - light oak planks', 'stone: countertop', undefined],
});

/** The room photo alone: what the tests of the answer and of errors send. */
const roomOnly = () => bed.input({ references: [] });

/** 15 references, the test's four over and over: more than the 13 a model takes beside the base. */
const fifteenReferences = () =>
  Array.from({ length: 15 }, (_, index) => bed.references[index % bed.references.length]!);

/** How the engine introduces the base and the first two references (sofa, floor), each right before its image. */
const BASE_AND_TWO_REFERENCES = [
  'Image 1 is the room to redesign.',
  'image',
  'Image 2 is the SOFA material (fabric): red velvet. Use it for the sofa.',
  'image',
  'Image 3 is the FLOOR material (wood): light oak planks. Use it for the floor.',
  'image',
];

const MODEL = 'gemini-nano-banana-2.1';

/** The painted region of the tests: the sofa of the 400 × 300 test room, x 160–287, y 150–215 (white = change). */
const SOFA = { x0: 160, y0: 150, x1: 288, y1: 216 };
async function sofaMask(): Promise<Buffer> {
  const { width, height } = { width: 400, height: 300 };
  const grey = Buffer.alloc(width * height);
  for (let y = SOFA.y0; y < SOFA.y1; y++) grey.fill(255, y * width + SOFA.x0, y * width + SOFA.x1);
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** Whether the pixel at (x, y) of decoded RGB is the outline's magenta, give or take JPEG noise. */
function isMagenta({ data, width }: { data: Buffer; width: number }, x: number, y: number): boolean {
  const at = (y * width + x) * 3;
  return (data[at] ?? 0) > 200 && (data[at + 1] ?? 255) < 70 && (data[at + 2] ?? 0) > 200;
}

async function engineAgainst(
  answer?: Parameters<typeof startFakeGemini>[0],
  model = MODEL,
  timeoutMs?: number,
  apiKey = API_KEY,
  inlineLimit?: number,
) {
  const fake = await bed.start(startFakeGemini(answer, { apiKey: API_KEY, inlineLimit }));
  return createGeminiImageEngine({ apiKey, model, baseUrl: fake.url, timeoutMs, inlineRequestBytes: inlineLimit });
}

describe('gemini engine: the model catalogue against the service', () => {
  it.each(
    GEMINI_MODEL_CATALOGUE.rows
      .filter((row) => modelStanding(GEMINI_MODEL_CATALOGUE, row.id, new Date()).status !== 'shut-down')
      .map((row) => row.id),
  )('%s, sent as the catalogue describes it, makes an HD image', async (model) => {
    const engine = await engineAgainst(undefined, model);
    await expect(engine.generate(bed.input({ settings: { quality: 'hd' } }))).resolves.toMatchObject({
      engine: 'gemini',
    });
  });

  it('sends a model id it has not heard of at most 3 images and asks for 1K', async () => {
    const engine = await engineAgainst(undefined, 'gemini-9-image');
    await engine.generate(bed.input({ settings: { quality: 'hd' } })).catch(() => undefined);
    const [call] = bed.fake.calls();
    expect(call?.images).toHaveLength(3);
    expect(call?.generationConfig.imageConfig?.imageSize).toBe('1K');
  });
});

describe('gemini engine: the request the SDK sends', () => {
  it('introduces each image right before it: brief, "Image 1" + base, "Image N" + reference..., then what must not change', async () => {
    const engine = await engineAgainst();
    const two = bed.references.slice(0, 2);
    const request = bed.input({ references: two });
    const result = await engine.generate(request);

    const [call] = bed.fake.calls();
    expect(call?.path).toMatch(new RegExp(`^/v1(beta)?/models/${MODEL}:generateContent$`));
    expect(call?.apiKey).toBe(API_KEY);
    const prompt = buildRemixPromptParts(request.settings, two);
    expect(call?.sequence).toEqual([prompt.brief, ...BASE_AND_TWO_REFERENCES, prompt.closing]);
    expect(call?.texts.join('\n')).not.toMatch(/outline|Region:|mask/i);
    expect(call?.images.map((image) => image.mimeType)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    expect(await Promise.all(call!.images.map(async (image) => (await sharp(image.buffer).metadata()).width))).toEqual([
      400, 64, 48,
    ]);
    expect(await Promise.all(call!.images.slice(1).map((image) => dominantChannel(image.buffer)))).toEqual([0, 1]);
    expect(call?.generationConfig).toEqual({
      responseModalities: ['IMAGE'],
      candidateCount: 1,
      imageConfig: { aspectRatio: '4:3', imageSize: '1K' },
    });
    expect(result.notes).toEqual([]);
  });

  it.each(['gemini-nano-banana-2.1', 'gemini-3.1-flash-image', 'gemini-3-pro-image'])(
    '%s gets every reference (no cut to 3) and 2K for HD',
    async (model) => {
      const engine = await engineAgainst(undefined, model);
      const result = await engine.generate(bed.input({ settings: { quality: 'hd' } }));
      const [call] = bed.fake.calls();
      expect(call?.model).toBe(model);
      expect(call?.images).toHaveLength(5);
      expect(call?.texts.filter((text) => /^Image \d/.test(text))).toHaveLength(5);
      expect(call?.generationConfig.imageConfig).toEqual({ aspectRatio: '4:3', imageSize: '2K' });
      expect(result.notes).toEqual([]);
    },
  );

  it('asks for 4K for Ultra and keeps the 4800 × 3584 answer', async () => {
    const engine = await engineAgainst();
    const result = await engine.generate(bed.input({ settings: { quality: 'ultra' } }));
    const [call] = bed.fake.calls();
    expect(call?.generationConfig.imageConfig).toEqual({ aspectRatio: '4:3', imageSize: '4K' });
    // Cropped to the 400 × 300 photo's exact 4:3.
    expect([result.width, result.height]).toEqual([4779, 3584]);
  });

  it('upscales a result: the upscale prompt and that image alone, at 4K', async () => {
    const engine = await engineAgainst();
    const image = await roomPhoto(1024, 768);
    const made = await engine.upscale({ image });
    const [call] = bed.fake.calls();
    expect(call?.sequence).toEqual([UPSCALE_PROMPT, 'image']);
    expect(await sharp(call!.images[0]!.buffer).metadata()).toMatchObject({ width: 1024, height: 768 });
    expect(call?.generationConfig.imageConfig).toEqual({ aspectRatio: '4:3', imageSize: '4K' });
    expect(made).toMatchObject({ engine: 'gemini', width: 4779, height: 3584 });
  });

  it('leaves out references beyond the model limit, with a note, and introduces only the images it sends', async () => {
    const engine = await engineAgainst();
    const result = await engine.generate(bed.input({ references: fifteenReferences() }));
    const [call] = bed.fake.calls();
    expect(call?.images).toHaveLength(14);
    expect(call?.texts.filter((text) => /^Image \d+ /.test(text)).at(-1)).toMatch(/^Image 14 /);
    expect(result.notes).toEqual([
      `${MODEL} takes 14 images per request, so 2 of your 15 reference images were not used (only the first 13).`,
    ]);
  });

  // Pure noise barely compresses: six of these as 2048 px JPEGs come to about 28 MB in base64.
  const noisy = () =>
    sharp(randomBytes(2048 * 2048 * 3), { raw: { width: 2048, height: 2048, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
  const widthsSent = async () =>
    Promise.all(bed.fake.calls()[0]!.images.map(async (image) => (await sharp(image.buffer).metadata()).width));

  it('sends a 28 MB request whole: the inline limit is 100 MB', async () => {
    const big = await Promise.all(Array.from({ length: 5 }, noisy));
    const engine = await engineAgainst();
    await engine.generate(bed.input({ base: await noisy(), references: big.map((buffer) => ({ buffer })) }));
    expect(bed.fake.calls()[0]!.bytes).toBeGreaterThan(20 * 1024 * 1024);
    expect(await widthsSent()).toEqual([2048, 2048, 2048, 2048, 2048, 2048]);
  }, 60_000);

  it('shrinks the references until the request fits a lower inline limit, keeping the base at full size', async () => {
    const limit = 20 * 1024 * 1024;
    const big = await Promise.all(Array.from({ length: 5 }, noisy));
    const engine = await engineAgainst(undefined, MODEL, undefined, API_KEY, limit);
    await engine.generate(bed.input({ base: await noisy(), references: big.map((buffer) => ({ buffer })) }));
    expect(bed.fake.calls()[0]!.bytes).toBeLessThanOrEqual(limit);
    const widths = await widthsSent();
    expect(widths[0]).toBe(2048);
    expect(Math.max(...widths.slice(1))).toBeLessThan(2048);
  }, 60_000);

  it('with a mask, sends the base with the painted region outlined as the last image, and the prompt names it and confines the change to it', async () => {
    const engine = await engineAgainst();
    const two = bed.references.slice(0, 2);
    const request = bed.input({ references: two, mask: await sofaMask() });
    const result = await engine.generate(request);

    const [call] = bed.fake.calls();
    const prompt = buildRemixPromptParts(request.settings, two, { outlinedIn: 'magenta' });
    expect(prompt.brief.split('\n')[1]).toBe(
      'Region: change only the area inside the magenta outline in image 4; keep everything outside it exactly as it ' +
        'is in image 1.',
    );
    expect(call?.sequence).toEqual([
      prompt.brief,
      ...BASE_AND_TWO_REFERENCES,
      'Image 4 is a copy of image 1 with the area to change outlined in magenta. The outline only marks the area: ' +
        'do not draw it.',
      'image',
      prompt.closing,
    ]);
    expect(call?.images.map((image) => image.mimeType)).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/jpeg',
      'image/jpeg',
    ]);

    // The outline hugs the mask's edge from outside, on the base as sent; the region itself is the photo's.
    const sentBase = await decodeRgb(call!.images[0]!.buffer);
    const outlined = await decodeRgb(call!.images[3]!.buffer);
    expect([outlined.width, outlined.height]).toEqual([sentBase.width, sentBase.height]);
    const middle = { x: (SOFA.x0 + SOFA.x1) >> 1, y: (SOFA.y0 + SOFA.y1) >> 1 };
    for (const [x, y] of [
      [SOFA.x0 - 2, middle.y],
      [SOFA.x1 + 1, middle.y],
      [middle.x, SOFA.y0 - 2],
      [middle.x, SOFA.y1 + 1],
    ] as const) {
      expect(isMagenta(outlined, x, y), `(${x}, ${y}) just outside the region`).toBe(true);
      expect(isMagenta(sentBase, x, y)).toBe(false);
    }
    for (const [x, y] of [
      [SOFA.x0 + 3, middle.y],
      [middle.x, middle.y],
      [SOFA.x0 - 12, middle.y],
      [20, 20],
      [380, 280],
    ] as const) {
      expect(isMagenta(outlined, x, y), `(${x}, ${y}) away from the edge`).toBe(false);
      for (let channel = 0; channel < 3; channel++) {
        const at = (y * outlined.width + x) * 3 + channel;
        expect(Math.abs((outlined.data[at] ?? 0) - (sentBase.data[at] ?? 0))).toBeLessThanOrEqual(12);
      }
    }
    expect(result.notes).toEqual([
      `${MODEL} takes no mask: it got your photo with the painted region outlined, and everything outside the ` +
        'region was then put back from your photo.',
    ]);
  });

  it('with a mask, the outlined copy counts against the model limit: one reference fewer is sent', async () => {
    const engine = await engineAgainst();
    const result = await engine.generate(bed.input({ references: fifteenReferences(), mask: await sofaMask() }));
    const [call] = bed.fake.calls();
    expect(call?.images).toHaveLength(14);
    const introductions = call?.texts.filter((text) => /^Image \d+ /.test(text)) ?? [];
    expect(introductions.at(-2)).toMatch(/^Image 13 /);
    expect(introductions.at(-1)).toMatch(/^Image 14 is a copy of image 1 with the area to change outlined/);
    expect(isMagenta(await decodeRgb(call!.images[13]!.buffer), SOFA.x0 - 2, 180)).toBe(true);
    expect(result.notes[0]).toBe(
      `${MODEL} takes 14 images per request, one of them the painted region, so 3 of your 15 reference images were ` +
        'not used (only the first 12).',
    );
  });
});

describe('the Gemini fake', () => {
  it('refuses an inline image whose bytes are not of its declared type, as the service does (400 INVALID_ARGUMENT)', async () => {
    const fake = await bed.start(startFakeGemini());
    const client = new GoogleGenAI({ apiKey: API_KEY, httpOptions: { baseUrl: fake.url } });
    const png = await geminiSizedPng();
    const error: unknown = await client.models
      .generateContent({
        model: MODEL,
        contents: [
          {
            role: 'user',
            parts: [{ text: 'Redesign' }, { inlineData: { mimeType: 'image/jpeg', data: png.toString('base64') } }],
          },
        ],
      })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as ApiError).message).toContain('Unable to process input image 1 (image/jpeg)');
  });
});

describe('gemini engine: the answer', () => {
  it('returns the image as a JPEG cropped to the base aspect ratio', async () => {
    // 4:3 at 1K from Gemini 3 is 1200×896 (1.339), the base is exactly 4:3 (1.333).
    const engine = await engineAgainst();
    const result = await engine.generate(roomOnly());
    expect(result).toMatchObject({ engine: 'gemini', contentType: 'image/jpeg', width: 1195, height: 896 });
    expect((await sharp(result.image).metadata()).format).toBe('jpeg');
  });

  it('skips the draft images the model thinks with and returns the final one', async () => {
    const engine = await engineAgainst(async (request) => {
      const size = request.generationConfig.imageConfig?.aspectRatio;
      const drafts = [await geminiSizedPng(size, '1K', '#ff0000'), await geminiSizedPng(size, '1K', '#00ff00')];
      return geminiImageResponse(await geminiSizedPng(size, '1K', '#0000ff'), { drafts });
    });
    const result = await engine.generate(roomOnly());
    expect(await dominantChannel(result.image)).toBe(2);
  });

  it('finds the image among text parts', async () => {
    const engine = await engineAgainst(async () => {
      const answer = geminiImageResponse(await geminiSizedPng('4:3'));
      const body = answer.body as { candidates: { content: { parts: object[] } }[] };
      body.candidates[0]?.content.parts.unshift({ text: 'Here is the redesigned room.' });
      return answer;
    });
    await expect(engine.generate(roomOnly())).resolves.toMatchObject({ engine: 'gemini' });
  });

  it('an answer with only draft images is retryable, not a result', async () => {
    const engine = await engineAgainst(async () =>
      geminiFinishedWithout('STOP', [
        {
          inlineData: { mimeType: 'image/png', data: (await geminiSizedPng('4:3')).toString('base64') },
          thought: true,
        },
      ]),
    );
    await expect(engine.generate(roomOnly())).rejects.toBeInstanceOf(RetryableEngineError);
  });
});

describe('gemini engine: errors', () => {
  const outcome = async (answer: FakeResponse | null, timeoutMs?: number) => {
    const engine = await engineAgainst(() => answer ?? { status: 200, body: {}, delayMs: 2_000 }, MODEL, timeoutMs);
    const error: unknown = await engine.generate(roomOnly()).catch((thrown: unknown) => thrown);
    expect(bed.fake.requests).toHaveLength(1); // no SDK retries: Cloud Tasks decides
    return error;
  };

  it.each([
    'SAFETY',
    'PROHIBITED_CONTENT',
    'IMAGE_SAFETY',
    'IMAGE_PROHIBITED_CONTENT',
    'BLOCKLIST',
    'IMAGE_RECITATION',
  ])('finishReason %s is a content-policy failure', async (reason) => {
    const error = await outcome(geminiFinishedWithout(reason));
    expect(error).toBeInstanceOf(PermanentEngineError);
    expect(error).toMatchObject({ engine: 'gemini', reason: 'content_policy', code: reason });
  });

  it.each(['SAFETY', 'PROHIBITED_CONTENT', 'IMAGE_SAFETY'])(
    'a prompt blocked for %s is a content-policy failure',
    async (blockReason) => {
      const error = await outcome(geminiPromptBlocked(blockReason));
      expect(error).toMatchObject({ reason: 'content_policy', code: blockReason });
    },
  );

  it.each(['NO_IMAGE', 'IMAGE_OTHER', 'STOP', 'MAX_TOKENS'])(
    'finishing with %s and no image is retryable',
    async (reason) => {
      expect(await outcome(geminiFinishedWithout(reason))).toBeInstanceOf(RetryableEngineError);
    },
  );

  it.each([
    [
      '429 RESOURCE_EXHAUSTED',
      geminiErrorResponse(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'),
    ],
    ['500 INTERNAL', geminiErrorResponse(500, 'INTERNAL', 'An internal error has occurred.')],
    ['503 UNAVAILABLE', geminiErrorResponse(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.')],
    [
      '504 DEADLINE_EXCEEDED',
      geminiErrorResponse(504, 'DEADLINE_EXCEEDED', 'Deadline expired before operation could complete.'),
    ],
  ])('%s is retryable', async (_case, answer) => {
    const error = await outcome(answer);
    expect(error).toBeInstanceOf(RetryableEngineError);
    expect(error).toMatchObject({ status: answer.status });
  });

  it.each([
    [
      '400 INVALID_ARGUMENT without a reason',
      geminiErrorResponse(400, 'INVALID_ARGUMENT', 'Unable to process input image.'),
      'bad_input',
      'INVALID_ARGUMENT',
    ],
    [
      'a message that sounds like safety is still only bad input',
      geminiErrorResponse(400, 'INVALID_ARGUMENT', 'Blocked: safety settings are invalid.'),
      'bad_input',
      'INVALID_ARGUMENT',
    ],
    ['403 PERMISSION_DENIED', GEMINI_PERMISSION_DENIED, 'provider_misconfigured', 'PERMISSION_DENIED'],
    [
      '400 FAILED_PRECONDITION (billing)',
      geminiErrorResponse(
        400,
        'FAILED_PRECONDITION',
        'Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio.',
      ),
      'provider_misconfigured',
      'FAILED_PRECONDITION',
    ],
    [
      '403 SERVICE_DISABLED',
      geminiErrorResponse(
        403,
        'PERMISSION_DENIED',
        'Generative Language API has not been used in project 1 before or it is disabled.',
        'SERVICE_DISABLED',
      ),
      'provider_misconfigured',
      'SERVICE_DISABLED',
    ],
  ] as const)('%s is permanent: %s', async (_case, answer, reason, code) => {
    const error = await outcome(answer);
    expect(error).toBeInstanceOf(PermanentEngineError);
    expect(error).toMatchObject({ reason, status: answer.status, code });
  });

  it('a key the API does not know (400 API_KEY_INVALID) is a misconfigured provider: "temporarily unavailable", the log names it', async () => {
    const engine = await engineAgainst(undefined, MODEL, undefined, 'not-the-key');
    const error = (await engine.generate(roomOnly()).catch((thrown: unknown) => thrown)) as PermanentEngineError;
    expect(error).toBeInstanceOf(PermanentEngineError);
    expect(error).toMatchObject({ reason: 'provider_misconfigured', status: 400, code: 'API_KEY_INVALID' });
    expect(error.userMessage).toBe(PERMANENT_FAILURE_MESSAGES.provider_misconfigured);
    expect(error.message).toBe('Gemini 400 API_KEY_INVALID: API key not valid. Please pass a valid API key.');
    expect(GEMINI_INVALID_KEY.status).toBe(400);
  });

  it.each(['gemini-2.5-flash-image', 'gemini-3-pro-image-preview', 'gemini-x'])(
    'the shut-down or unknown model %s is a misconfigured provider',
    async (model) => {
      const engine = await engineAgainst(undefined, model);
      const error: unknown = await engine.generate(roomOnly()).catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ reason: 'provider_misconfigured', status: 404, code: 'NOT_FOUND' });
    },
  );

  it('a timeout is retryable', async () => {
    expect(await outcome(null, 200)).toBeInstanceOf(RetryableEngineError);
  });

  it('an unreachable server is retryable', async () => {
    const { url: baseUrl } = await closedFake(startFakeGemini);
    const engine = createGeminiImageEngine({ apiKey: API_KEY, model: MODEL, baseUrl });
    await expect(engine.generate(roomOnly())).rejects.toBeInstanceOf(RetryableEngineError);
  });
});

describe('model limits and aspect ratios', () => {
  it.each([
    ['gemini-3.1-flash-image', 14],
    ['gemini-3-pro-image', 14],
    ['gemini-nano-banana-2.1', 14],
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
