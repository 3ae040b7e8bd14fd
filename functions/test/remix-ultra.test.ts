import { randomUUID } from 'node:crypto';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { imageResultSchema, processResponseSchema, type ImageResult } from '@roomremix/contracts/remix';
import { createdShareSchema, publicShareSchema } from '@roomremix/contracts/shares';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createGeminiImageEngine } from '../src/adapters/image-engine/gemini/gemini-engine';
import type { ImageEngine } from '../src/adapters/image-engine/image-engine';
import { createLocalImageEngine, LOCAL_ULTRA_NOTE } from '../src/adapters/image-engine/local/local-engine';
import { createOpenAiImageEngine } from '../src/adapters/image-engine/openai/openai-engine';
import { runRemixTask } from '../src/services/remix/worker';
import { geminiImageDimensions, geminiImageResponse, startFakeGemini } from './fakes/gemini/fake-gemini';
import { openAiImageResponse, startFakeOpenAi } from './fakes/openai/fake-openai';
import type { ApiClient } from './support/api-client';
import { balanceOf } from './support/payments';
import {
  blobsOf,
  entriesOf,
  getJob,
  pathOf,
  refundsOf,
  sendAs,
  submitAccepted,
  submitRemix,
  userWithTokens,
  useTestImages,
} from './support/remix';
import { startedForFile, startTestApp, useTestApp } from './support/test-app';

// Ultra 4K (issue 30): a third quality of 3840 px on the long edge for every engine, held to its size when a provider
// answers smaller, and the upscale of a result the user already has.

// Jobs stay queued; each test runs them with the engine it names.
const app = useTestApp({ wrapQueue: () => ({ enqueue: () => Promise.resolve() }) });
const images = useTestImages();
const openAi = startedForFile(() =>
  startFakeOpenAi(async (edit) => {
    const [width, height] = (edit.size ?? '1024x1024').split('x').map(Number) as [number, number];
    return openAiImageResponse(await redrawn(edit.images[0]!.buffer, width, height), edit);
  }),
);
const gemini = startedForFile(() =>
  startFakeGemini(async (request) => {
    const { aspectRatio, imageSize } = request.generationConfig.imageConfig ?? {};
    const { width, height } = geminiImageDimensions(aspectRatio, imageSize);
    return geminiImageResponse(await redrawn(request.images[0]!.buffer, width, height));
  }),
);
const engines: Record<string, () => ImageEngine> = {
  local: () => createLocalImageEngine(),
  openai: () => createOpenAiImageEngine({ apiKey: 'sk-test', model: 'gpt-image-2', baseURL: openAi.baseURL }),
  gemini: () =>
    createGeminiImageEngine({ apiKey: 'gemini-test', model: 'gemini-nano-banana-2.1', baseUrl: gemini.url }),
};

/** What a fake provider draws: the photo it was sent at the size it was asked for, warmer, as a redesign would be. */
function redrawn(photo: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(photo).resize(width, height, { fit: 'fill' }).modulate({ hue: 40, saturation: 1.4 }).png().toBuffer();
}

/** Runs the job's one delivery with `engine` (the local engine by default) and answers the finished job. */
async function run(client: ApiClient, jobId: string, engine: ImageEngine = createLocalImageEngine()) {
  await runRemixTask({ ...app.workerDeps, engine }, { jobId }, { attempt: 1 });
  return getJob(app, client, jobId);
}

/** A remix of the 96 × 64 test room at `quality`, made. */
async function remixed(client: ApiClient, quality = 'standard'): Promise<ImageResult> {
  const job = await submitAccepted(app, client, { base: [[images.room]], fields: { roomStyle: 'coastal', quality } });
  const done = await run(client, job.id);
  expect(done.status, done.error ?? '').toBe('succeeded');
  return done.results[0]!;
}

/** The pixel size of a served image. */
async function servedSize(client: ApiClient, url: string): Promise<[number, number]> {
  const response = await sendAs(app, client, 'GET', pathOf(url));
  expect(response.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return [width, height];
}

function upscale(client: ApiClient, resultId: string, key: string | null = randomUUID()): Promise<Response> {
  return sendAs(app, client, 'POST', `/api/results/${resultId}/upscale`, {
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe.each(Object.keys(engines))('an Ultra remix with the %s engine', (name) => {
  it('costs 4 tokens and delivers 3840 px on the long edge, the photo’s aspect kept', async () => {
    const user = await userWithTokens(app, 5);
    const job = await submitAccepted(app, user.client, {
      base: [[images.room]],
      fields: { roomStyle: 'coastal', quality: 'ultra' },
    });
    expect(job.cost).toBe(4);
    expect(await balanceOf(app, user.uid)).toBe(1);

    const done = await run(user.client, job.id, (engines[name] as () => ImageEngine)());
    expect(done.status, done.error ?? '').toBe('succeeded');
    const [result] = done.results;
    expect(result).toMatchObject({ quality: 'ultra', tokensUsed: 4 });
    const [width, height] = await servedSize(user.client, result!.resultImageUrl);
    expect([result!.width, result!.height]).toEqual([width, height]);
    expect(Math.max(width, height)).toBeGreaterThanOrEqual(3840);
    expect(width / height).toBeCloseTo(96 / 64, 2);
  }, 60_000);
});

describe('an Ultra remix is never smaller than promised', () => {
  it('OpenAI’s largest 3:2 size that is not experimental (2336 × 1568) is enlarged to 3840 × 2560, and the job says so', async () => {
    const user = await userWithTokens(app, 4);
    const job = await submitAccepted(app, user.client, {
      base: [[images.room]],
      fields: { roomStyle: 'coastal', quality: 'ultra' },
    });
    const done = await run(user.client, job.id, engines.openai!());
    expect(openAi.requests.length).toBeGreaterThan(0);
    expect(await servedSize(user.client, done.results[0]!.resultImageUrl)).toEqual([3840, 2560]);
    expect(openAi.requests.at(-1)?.body.toString('latin1')).toContain('2336x1568');
    expect(done.notes).toContain(REMIX_MESSAGES.enlargedToPromise('Ultra 4K', '2336 × 1557', '3840 × 2560'));
  }, 60_000);

  it('the local engine says its Ultra is enlarged, not redrawn', async () => {
    const user = await userWithTokens(app, 4);
    const job = await submitAccepted(app, user.client, {
      base: [[images.room]],
      fields: { roomStyle: 'coastal', quality: 'ultra' },
    });
    expect((await run(user.client, job.id)).notes).toContain(LOCAL_ULTRA_NOTE);
  }, 60_000);
});

describe('an Ultra result shared', () => {
  it('shows the whole 3840 px image to anyone with the link, with its quality', async () => {
    const user = await userWithTokens(app, 4);
    const ultra = await remixed(user.client, 'ultra');
    const created = await sendAs(app, user.client, 'POST', `/api/results/${ultra.id}/shares`);
    expect(created.status).toBe(201);
    const token =
      createdShareSchema
        .parse(await created.json())
        .url.split('/')
        .at(-1) ?? '';
    const shown = publicShareSchema.parse(await (await app.api(`/api/public/shares/${token}`)).json());
    expect(shown.quality).toBe('ultra');
    const image = await app.api(pathOf(shown.afterImageUrl));
    expect(image.status).toBe(200);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 3840, height: 2560 });
  }, 60_000);
});

describe('Ultra with a model that cannot draw 4K', () => {
  const noFourK = startedForFile(() =>
    startTestApp({
      env: { ...process.env, IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: 'gemini-test', GEMINI_IMAGE_MODEL: 'gemini-9' },
      wrapQueue: () => ({ enqueue: () => Promise.resolve() }),
    }),
  );

  it('is not offered, and a submit asking for it is refused with 400 before any debit', async () => {
    const config = (await (await noFourK.api('/api/config')).json()) as { engine: { qualities: string[] } };
    expect(config.engine.qualities).toEqual(['standard', 'hd']);
    const user = await userWithTokens(noFourK, 5);
    const response = await submitRemix(noFourK, user.client, {
      base: [[images.room]],
      fields: { roomStyle: 'coastal', quality: 'ultra' },
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(REMIX_MESSAGES.qualityUnavailable('Ultra 4K'));
    expect(await balanceOf(noFourK, user.uid)).toBe(5);
    expect(await blobsOf(noFourK, user.uid)).toEqual([]);
  });
});

describe('POST /api/results/:id/upscale', () => {
  it('upscales a standard result for 3 tokens: an Ultra result of 3840 px with its settings, naming the original', async () => {
    const user = await userWithTokens(app, 4);
    const original = await remixed(user.client);
    const response = await upscale(user.client, original.id);
    expect(response.status).toBe(202);
    const { job } = processResponseSchema.parse(await response.json());
    expect(response.headers.get('location')).toBe(`/api/jobs/${job.id}`);
    expect(job).toMatchObject({ status: 'queued', cost: 3, variants: 1 });
    expect(await balanceOf(app, user.uid)).toBe(0);
    expect((await entriesOf(app, user.uid, 'upscale')).map(([, entry]) => [entry.delta, entry.ref])).toEqual([
      [-3, job.id],
    ]);

    const done = await run(user.client, job.id);
    expect(done.status, done.error ?? '').toBe('succeeded');
    const upscaled = done.results[0]!;
    expect(keptOf(upscaled)).toEqual(keptOf(original));
    expect(upscaled).toMatchObject({ quality: 'ultra', tokensUsed: 3, upscaledFrom: original.id });
    const { id, resultImageUrl, baseImageUrl, fileSize, width, height, structureScore } = upscaled;
    expect(id).not.toBe(original.id);
    expect(await servedSize(user.client, resultImageUrl)).toEqual([3840, 2560]);
    expect([width, height]).toEqual([3840, 2560]);
    // The photo stays the room photo, and the picture the one upscaled: same content, four times the pixels.
    expect(await servedSize(user.client, baseImageUrl)).toEqual([96, 64]);
    expect(structureScore).toBeGreaterThanOrEqual(original.structureScore! - 10);
    expect(fileSize).toBeGreaterThan(original.fileSize);
  }, 60_000);

  it('costs 2 tokens for an HD result', async () => {
    const user = await userWithTokens(app, 4);
    const original = await remixed(user.client, 'hd');
    const response = await upscale(user.client, original.id);
    expect(response.status).toBe(202);
    expect(processResponseSchema.parse(await response.json()).job.cost).toBe(2);
    expect(await balanceOf(app, user.uid)).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the same job, debited once, even when both arrive at once', async () => {
    const user = await userWithTokens(app, 7);
    const original = await remixed(user.client);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      upscale(user.client, original.id, key),
      upscale(user.client, original.id, key),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    const ids = await Promise.all(
      [first, second].map(async (answer) => processResponseSchema.parse(await answer.json()).job.id),
    );
    expect(ids[0]).toBe(ids[1]);
    const third = await upscale(user.client, original.id, key);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(processResponseSchema.parse(await third.json()).job.id).toBe(ids[0]);
    expect(await entriesOf(app, user.uid, 'upscale')).toHaveLength(1);
    expect(await balanceOf(app, user.uid)).toBe(3);
  });

  it('answers 409 for a result that is Ultra already, 404 for another user’s or none, and debits nothing', async () => {
    const user = await userWithTokens(app, 8);
    const ultra = await remixed(user.client, 'ultra');
    const before = await blobsOf(app, user.uid);
    const again = await upscale(user.client, ultra.id);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(REMIX_MESSAGES.alreadyUltra);

    const other = await userWithTokens(app, 8);
    for (const response of [await upscale(other.client, ultra.id), await upscale(user.client, 'no-such-result')]) {
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe(REMIX_MESSAGES.resultNotFound);
    }
    expect([await balanceOf(app, user.uid), await balanceOf(app, other.uid)]).toEqual([4, 8]);
    expect(await blobsOf(app, user.uid)).toEqual(before);
    expect(await blobsOf(app, other.uid)).toEqual([]);
  }, 60_000);

  it('answers 402 naming the upscale when the balance is short, and stores nothing', async () => {
    const user = await userWithTokens(app, 3);
    const original = await remixed(user.client);
    const before = await blobsOf(app, user.uid);
    const response = await upscale(user.client, original.id);
    expect(response.status).toBe(402);
    expect(await messageOf(response)).toBe(REMIX_MESSAGES.notEnoughTokensToUpscale(3, 2));
    expect(await balanceOf(app, user.uid)).toBe(2);
    expect(await blobsOf(app, user.uid)).toEqual(before);
  });

  it('answers 400 without an Idempotency-Key', async () => {
    const user = await userWithTokens(app, 4);
    const original = await remixed(user.client);
    const response = await upscale(user.client, original.id, null);
    expect(response.status).toBe(400);
    expect(await balanceOf(app, user.uid)).toBe(3);
  });

  it('keeps the upscaled result whole when the original is deleted, and the original when the upscale is', async () => {
    const user = await userWithTokens(app, 4);
    const original = await remixed(user.client);
    const { job } = processResponseSchema.parse(await (await upscale(user.client, original.id)).json());
    const upscaled = (await run(user.client, job.id)).results[0]!;
    expect((await sendAs(app, user.client, 'DELETE', `/api/results/${original.id}`)).status).toBe(204);

    const response = await sendAs(app, user.client, 'GET', `/api/results/${upscaled.id}`);
    const kept = imageResultSchema.parse(await response.json());
    expect(await servedSize(user.client, kept.baseImageUrl)).toEqual([96, 64]);
    expect(await servedSize(user.client, kept.resultImageUrl)).toEqual([3840, 2560]);
    expect(kept.upscaledFrom).toBe(original.id);
  }, 60_000);

  it('fails and refunds once when the original is deleted before the upscale runs', async () => {
    const user = await userWithTokens(app, 4);
    const original = await remixed(user.client);
    const { job } = processResponseSchema.parse(await (await upscale(user.client, original.id)).json());
    expect((await sendAs(app, user.client, 'DELETE', `/api/results/${original.id}`)).status).toBe(204);

    const done = await run(user.client, job.id);
    expect(done).toMatchObject({ status: 'failed', refunded: true, refundedTokens: 3 });
    await run(user.client, job.id);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 3, ref: job.id }]);
    expect(await balanceOf(app, user.uid)).toBe(3);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });
});

describe('an upscale the engine answers blank', () => {
  /** The local engine, except that its upscale answers one flat grey at the size it would have made. */
  const local = createLocalImageEngine();
  const blankUpscale: ImageEngine = {
    ...local,
    async upscale(input) {
      const made = await local.upscale(input);
      const { width, height } = made;
      const image = await sharp({ create: { width, height, channels: 3, background: '#7f7f7f' } })
        .jpeg()
        .toBuffer();
      return { ...made, image };
    },
  };

  it('fails saying the picture was not delivered, refunds the upscale once and keeps the original', async () => {
    const user = await userWithTokens(app, 4);
    const original = await remixed(user.client);
    const { job } = processResponseSchema.parse(await (await upscale(user.client, original.id)).json());
    expect(await balanceOf(app, user.uid)).toBe(0);

    const done = await run(user.client, job.id, blankUpscale);
    expect(done).toMatchObject({ status: 'failed', refunded: true, refundedTokens: 3 });
    expect(done.error).toBe(REMIX_MESSAGES.brokenResult);
    expect(done.results).toEqual([]);
    await run(user.client, job.id, blankUpscale);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 3, ref: job.id }]);
    expect(await balanceOf(app, user.uid)).toBe(3);
    expect((await sendAs(app, user.client, 'GET', `/api/results/${original.id}`)).status).toBe(200);
  }, 60_000);
});

/** What an upscale keeps of its original: all but its id, images, size, scores, quality, cost and time. */
function keptOf(result: ImageResult) {
  const {
    id: _id,
    resultImageUrl: _image,
    thumbnailUrl: _thumbnail,
    baseImageUrl: _photo,
    createdAt: _createdAt,
    fileSize: _fileSize,
    width: _width,
    height: _height,
    structureScore: _structureScore,
    quality: _quality,
    tokensUsed: _tokensUsed,
    upscaledFrom: _upscaledFrom,
    ...kept
  } = result;
  return kept;
}
