import { randomUUID } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@roomremix/contracts/messages';
import { processResponseSchema } from '@roomremix/contracts/remix';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { DEFAULT_RATE_LIMITS } from '../src/domain/rate-limit';
import { apiClient } from './support/api-client';
import { blackPng, gif, pngHtmlPolyglot, pngWithHtmlChunk, SVG, TEXT } from './support/hostile-images';
import { meanDifference, rightHalfMask } from './support/mask-images';
import { balanceOf, ledgerOf } from './support/payments';
import {
  blobsOf,
  entriesOf,
  getJob,
  jobDoc,
  pathOf,
  type RemixForm,
  remixFormData,
  type RemixUser,
  sendAs,
  submitAccepted,
  submitRemix,
  SUCCEEDED_JOB,
  userWithTokens,
  useTestImages,
} from './support/remix';
import { useTestApp } from './support/test-app';
import { blankPicture } from './support/test-images';

const MB = 1024 * 1024;
const TYPE_MESSAGE = 'Invalid file: File type must be PNG, JPG or WEBP';
const MALFORMED_MESSAGE = 'Invalid file: File is not a complete PNG, JPG or WEBP image';

const app = useTestApp();
const images = useTestImages();

/** A form with the room as base and a room style, optionally changed. */
function form(change: Partial<RemixForm> = {}): RemixForm {
  return { base: [[images.room]], fields: { roomStyle: 'scandinavian', title: 'Living room' }, ...change };
}

/** The user's remix job documents. */
async function jobsOf(uid: string) {
  return (await collections.remixJobs(app.db).where('userId', '==', uid).get()).docs;
}

/** Asserts a refused submit changed nothing: same balance, no debit, no job, no stored image. */
async function expectNothingChanged(user: RemixUser, balance: number): Promise<void> {
  expect(await balanceOf(app, user.uid)).toBe(balance);
  expect(await entriesOf(app, user.uid, 'remix')).toEqual([]);
  expect(await jobsOf(user.uid)).toEqual([]);
  expect(await blobsOf(app, user.uid)).toEqual([]);
}

async function expectRefusal(response: Response, status: number, message: string): Promise<void> {
  const body = (await response.json()) as { message: string; code: string };
  expect({ status: response.status, message: body.message }).toEqual({ status, message });
}

describe('POST /api/process accepts a remix', () => {
  it('answers 202 with the queued job and its Location, debits 1 token with a ledger entry, and stores the inputs', async () => {
    const user = await userWithTokens(app, 2);
    const response = await submitRemix(app, user.client, {
      base: [[images.roomPng, 'room.png', 'image/png']],
      references: [[images.swatches[0]], [images.swatches[1]]],
      fields: {
        title: 'Living room',
        textPrompt: 'brighter walls',
        referenceImageLabels: JSON.stringify(['wood: oak planks', 'fabric: blue linen']),
        styleIntensity: 'dramatic',
        preserveStructure: 'false',
        roomStyle: 'other',
        customStyle: 'japandi',
        quality: 'standard',
        colorScheme: 'sage green',
      },
    });
    expect(response.status).toBe(202);
    const { job } = processResponseSchema.parse(await response.json());
    expect(response.headers.get('location')).toBe(`/api/jobs/${job.id}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(job).toMatchObject({
      status: 'queued',
      stage: 'queued',
      progress: 0,
      cost: 1,
      refunded: false,
      error: null,
      result: null,
    });

    expect(await balanceOf(app, user.uid)).toBe(1);
    const ledger = await ledgerOf(app, user.uid);
    expect(ledger.get(`remix-${job.id}`)).toMatchObject({ delta: -1, balanceAfter: 1, reason: 'remix', ref: job.id });

    // The in-process worker may have finished the job by now, so only what the submit stored is checked.
    const doc = await jobDoc(app, job.id);
    expect(doc).toMatchObject({
      userId: user.uid,
      cost: 1,
      settings: {
        title: 'Living room',
        textPrompt: 'brighter walls',
        referenceImageLabels: ['wood: oak planks', 'fabric: blue linen'],
        styleIntensity: 'dramatic',
        preserveStructure: false,
        roomStyle: 'other',
        customStyle: 'japandi',
        quality: 'standard',
        colorScheme: 'sage green',
      },
    });
    // Keys are made by the server, never from the file names; every input was re-encoded as JPEG.
    expect(doc?.inputs.base).toMatchObject({ width: 96, height: 64 });
    expect(doc?.inputs.base.key).toMatch(new RegExp(`^users/${user.uid}/uploads/[0-9a-f]{32}/base\\.jpg$`));
    expect(doc?.inputs.references.map((reference) => reference.key.split('/').at(-1))).toEqual([
      'reference-1.jpg',
      'reference-2.jpg',
    ]);
    const stored = await app.blobStore.get(doc?.inputs.base.key ?? '');
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.buffer.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    await app.queue.idle();
  });

  it('debits 2 tokens for HD', async () => {
    const user = await userWithTokens(app, 3);
    const job = await submitAccepted(app, user.client, form({ fields: { roomStyle: 'modern', quality: 'hd' } }));
    expect(job.cost).toBe(2);
    expect(await balanceOf(app, user.uid)).toBe(1);
    await app.queue.idle();
  });

  it("titles an untitled remix 'Result {date}' and lines the labels up with the references", async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(app, user.client, {
      base: [[images.room]],
      references: [[images.swatches[0]], [images.swatches[1]]],
      fields: { referenceImageLabels: JSON.stringify(['wood: oak', '', 'metal: left over from an earlier remix']) },
    });
    const doc = await jobDoc(app, job.id);
    expect(doc?.settings.title).toMatch(/^Result [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    expect(doc?.settings.referenceImageLabels).toEqual(['wood: oak', '']);
    expect(doc?.settings).toMatchObject({
      roomStyle: 'none',
      styleIntensity: 'moderate',
      preserveStructure: true,
      quality: 'standard',
    });
    await app.queue.idle();
  });

  it('accepts a base image with 10 references, each counted as a design input', async () => {
    const user = await userWithTokens(app, 1);
    const references = Array.from({ length: 10 }, (_, index): [Buffer] => [images.swatches[index % 3] as Buffer]);
    const job = await submitAccepted(app, user.client, { base: [[images.room]], references });
    expect((await jobDoc(app, job.id))?.inputs.references).toHaveLength(10);
    await app.queue.idle();
  });
});

describe('POST /api/process refuses, changing nothing', () => {
  it('answers 401 without a session', async () => {
    const response = await submitRemix(app, apiClient(app), form());
    await expectRefusal(response, 401, 'Not signed in');
  });

  it.each<[string, () => RemixForm, string]>([
    ['no base image', () => form({ base: [] }), 'Please upload a base image'],
    [
      'no design input',
      () => form({ fields: { roomStyle: 'none', colorScheme: ' ', textPrompt: '  ' } }),
      'Please provide at least one of: reference images, room style, color scheme, or custom instructions',
    ],
    ['two base images', () => form({ base: [[images.room], [images.room]] }), 'Only 1 base image is allowed'],
    [
      'eleven reference images',
      () => form({ references: Array.from({ length: 11 }, (): [Buffer] => [images.swatches[0]]) }),
      'At most 10 reference images are allowed',
    ],
    [
      'an unknown quality',
      () => form({ fields: { roomStyle: 'modern', quality: '4k' } }),
      'Quality must be one of: standard, hd, ultra',
    ],
    [
      'a mode the local engine cannot do (staging needs an AI engine)',
      () => form({ fields: { mode: 'stage', roomType: 'bedroom' } }),
      'Stage an empty room is not available with this image engine. Please choose another mode.',
    ],
    [
      'declutter with nothing painted (the local engine removes only a painted region)',
      () => form({ fields: { mode: 'declutter' } }),
      'Declutter with this image engine removes only what you paint: paint it on your photo under Your Room, then start again.',
    ],
    [
      'an unknown room type',
      () => form({ fields: { roomStyle: 'modern', roomType: 'attic' } }),
      'Room type must be one of: living-room, bedroom, kitchen, bathroom, dining-room, office, kids-room, hallway, exterior, garden, other',
    ],
    [
      'labels that are not JSON',
      () => form({ fields: { roomStyle: 'modern', referenceImageLabels: 'wood' } }),
      'Reference image labels must be a JSON list of text',
    ],
  ])('%s', async (_case, makeForm, message) => {
    const user = await userWithTokens(app, 5);
    const response = await submitRemix(app, user.client, makeForm());
    await expectRefusal(response, 400, message);
    await expectNothingChanged(user, 5);
  });

  it('a file in a field the form does not have', async () => {
    const user = await userWithTokens(app, 5);
    const data = remixFormData(form());
    data.append('avatar', new Blob([new Uint8Array(images.room)], { type: 'image/jpeg' }), 'a.jpg');
    const response = await submitRemix(app, user.client, data);
    await expectRefusal(response, 400, "Unexpected file field 'avatar': send baseImage and referenceImages");
    await expectNothingChanged(user, 5);
  });

  it.each<[string, () => Promise<Buffer> | Buffer, string, string]>([
    ['a PNG with an HTML page glued after it', () => pngHtmlPolyglot(images.roomPng), 'room.png', MALFORMED_MESSAGE],
    [
      'a PNG carrying an HTML page in a text chunk',
      () => pngWithHtmlChunk(images.roomPng),
      'room.png',
      MALFORMED_MESSAGE,
    ],
    ['an SVG named .png', () => SVG, 'room.png', TYPE_MESSAGE],
    ['a GIF', gif, 'room.gif', TYPE_MESSAGE],
    ['a text file named .png', () => TEXT, 'room.png', TYPE_MESSAGE],
    ['a truncated JPEG', () => images.room.subarray(0, images.room.length - 200), 'room.jpg', MALFORMED_MESSAGE],
  ])('%s as the base image: 400, nothing stored or debited', async (_case, make, filename, message) => {
    const user = await userWithTokens(app, 5);
    const response = await submitRemix(app, user.client, form({ base: [[await make(), filename, 'image/png']] }));
    await expectRefusal(response, 400, message);
    await expectNothingChanged(user, 5);
  });

  it.each<[string, () => Promise<Buffer>]>([
    ['one flat grey', () => blankPicture(96, 64)],
    ['a grey give or take a level (nearly blank)', () => blankPicture(96, 64, 1)],
  ])('%s as the base image: 400 "This photo looks blank…", nothing stored or debited', async (_case, make) => {
    const user = await userWithTokens(app, 5);
    const response = await submitRemix(app, user.client, form({ base: [[await make(), 'room.png', 'image/png']] }));
    await expectRefusal(response, 400, UPLOAD_MESSAGES.blankPhoto);
    expect(UPLOAD_MESSAGES.blankPhoto).toMatch(/^This photo looks blank/);
    await expectNothingChanged(user, 5);
  });

  it('a plain reference swatch beside a real photo is no blank photo: 202', async () => {
    const user = await userWithTokens(app, 5);
    const plain = await blankPicture(32, 32, 1);
    const response = await submitRemix(app, user.client, form({ references: [[plain, 'paint.png', 'image/png']] }));
    expect(response.status).toBe(202);
  });

  it('a hostile reference image among good ones: 400, nothing stored or debited', async () => {
    const user = await userWithTokens(app, 5);
    const references: [Buffer, string?, string?][] = [
      [images.swatches[0]],
      [SVG, 'wood.png', 'image/png'],
      [images.swatches[1]],
    ];
    const response = await submitRemix(app, user.client, form({ references }));
    await expectRefusal(response, 400, TYPE_MESSAGE);
    await expectNothingChanged(user, 5);
  });

  it('a 14000×14000 PNG under 1 MB: 400 without decoding it', async () => {
    const bomb = blackPng(14_000, 14_000);
    expect(bomb.byteLength).toBeLessThan(MB);
    const user = await userWithTokens(app, 5);
    const startedAt = performance.now();
    const response = await submitRemix(app, user.client, form({ base: [[bomb, 'huge.png', 'image/png']] }));
    await expectRefusal(response, 400, 'Image is too large (max 50 megapixels)');
    // A full decode of 196 megapixels takes seconds; the header check is instant.
    expect(performance.now() - startedAt).toBeLessThan(2000);
    await expectNothingChanged(user, 5);
  });

  it('a file over 25 MB: 413', async () => {
    const user = await userWithTokens(app, 5);
    const big = Buffer.concat([images.room, Buffer.alloc(25 * MB)]);
    const response = await submitRemix(app, user.client, form({ base: [[big]] }));
    await expectRefusal(response, 413, 'Invalid file: File is larger than 25.0 MB');
    await expectNothingChanged(user, 5);
  });

  it('a request over 32 MB: 413 from its Content-Length, telling the client to downscale', async () => {
    const user = await userWithTokens(app, 5);
    const part = Buffer.alloc(17 * MB);
    const response = await submitRemix(app, user.client, form({ references: [[part], [part]] }));
    await expectRefusal(response, 413, 'Request is too large (max 32 MB). Downscale your images and try again.');
    await expectNothingChanged(user, 5);
  });

  it('a chunked request (no Content-Length) that grows over 32 MB: 413 as well', async () => {
    const user = await userWithTokens(app, 5);
    const boundary = `----roomremix${randomUUID()}`;
    const chunk = new Uint8Array(MB);
    const encoder = new TextEncoder();
    const part = (index: number) =>
      encoder.encode(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="referenceImages"; filename="${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
    // Two files of 20 MB each: both under the per-file limit, together over the request limit.
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent % 20 === 0 && sent < 40) controller.enqueue(part(sent / 20));
        if (sent < 40) {
          controller.enqueue(chunk);
          sent += 1;
        } else {
          controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
          controller.close();
        }
      },
    });
    const response = await sendAs(app, user.client, 'POST', '/api/process', {
      body,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    await expectRefusal(response, 413, 'Request is too large (max 32 MB). Downscale your images and try again.');
    await expectNothingChanged(user, 5);
  });

  it('a JSON body: 400', async () => {
    const user = await userWithTokens(app, 5);
    const response = await user.client.post('/api/process', { roomStyle: 'modern' });
    await expectRefusal(response, 400, 'The request must be sent as multipart/form-data');
    await expectNothingChanged(user, 5);
  });

  it.each([
    [0, 'standard', 'Not enough tokens: this remix costs 1 token and you have 0.'],
    [1, 'hd', 'Not enough tokens: this remix costs 2 tokens and you have 1.'],
  ])('a balance of %i for %s quality: 402', async (balance, quality, message) => {
    const user = await userWithTokens(app, balance);
    const response = await submitRemix(app, user.client, form({ fields: { roomStyle: 'modern', quality } }));
    await expectRefusal(response, 402, message);
    await expectNothingChanged(user, balance);
  });

  it('an Idempotency-Key that is not visible ASCII: 400', async () => {
    const user = await userWithTokens(app, 5);
    const response = await submitRemix(app, user.client, form(), { 'Idempotency-Key': 'two words' });
    await expectRefusal(response, 400, 'Idempotency-Key must be 1 to 128 visible ASCII characters');
    await expectNothingChanged(user, 5);
  });
});

/** A white PNG mask of the whole 96 × 64 test room. */
function wholePhotoMask(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
}

describe('POST /api/process with a mask', () => {
  it.each<[string, () => Promise<RemixForm['mask']>, string]>([
    [
      'a mask of another size',
      async () => [[await rightHalfMask(64, 96), 'mask.png', 'image/png']],
      'The mask must be 96 × 64 pixels, the size of the photo; it is 64 × 96',
    ],
    [
      'an empty mask',
      async () => [[await rightHalfMask(96, 64, 100), 'mask.png', 'image/png']],
      'The mask marks nothing to change: paint the region to change in white',
    ],
    [
      'a mask that is not a PNG',
      () => Promise.resolve([[images.room, 'mask.png', 'image/png']]),
      'The mask must be a PNG image: white marks what to change, black what to keep',
    ],
    [
      'two masks',
      async () => [
        [await rightHalfMask(), 'a.png', 'image/png'],
        [await rightHalfMask(), 'b.png', 'image/png'],
      ],
      'Only 1 mask is allowed',
    ],
  ])('refuses %s with 400, storing and debiting nothing', async (_case, makeMask, message) => {
    const user = await userWithTokens(app, 5);
    const response = await submitRemix(app, user.client, form({ mask: await makeMask() }));
    await expectRefusal(response, 400, message);
    await expectNothingChanged(user, 5);
  });

  it('refuses a mask declaring 30000 × 30000 pixels (900 MP in a few hundred KB) with 400, and goes on serving', async () => {
    const user = await userWithTokens(app, 5);
    const bomb = blackPng(30_000, 30_000, 1);
    expect(bomb.byteLength).toBeLessThan(MB);
    const response = await submitRemix(app, user.client, form({ mask: [[bomb, 'mask.png', 'image/png']] }));
    await expectRefusal(response, 400, 'The mask must be 96 × 64 pixels, the size of the photo; it is 30000 × 30000');
    await expectNothingChanged(user, 5);
    await submitAccepted(app, user.client, form({ mask: [[await rightHalfMask(), 'mask.png', 'image/png']] }));
  });

  it('keeps the mask with the job and the result, and nothing outside it changes', async () => {
    const user = await userWithTokens(app, 1);
    const mask = await rightHalfMask();
    const job = await submitAccepted(app, user.client, form({ mask: [[mask, 'mask.png', 'image/png']] }));
    expect((await jobDoc(app, job.id))?.inputs.mask).toMatchObject({ width: 96, height: 64 });
    await app.queue.idle();
    const { result } = await getJob(app, user.client, job.id);
    expect(result?.maskImageUrl).toEqual(expect.any(String));

    const pixels = async (url: string | undefined) => {
      const image = Buffer.from(await (await sendAs(app, user.client, 'GET', pathOf(url ?? ''))).arrayBuffer());
      return sharp(image).resize(96, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    };
    const [made, base] = [await pixels(result?.resultImageUrl), await pixels(result?.baseImageUrl)];
    // Columns 0–40, well left of the painted half, are the photo's, within JPEG noise; the painted half was regraded.
    expect(meanDifference(made, base, 96, 0, 0.42)).toBeLessThan(4);
    expect(meanDifference(made, base, 96, 0.58, 1)).toBeGreaterThan(8);
    // The structure score, measured on each side of the mask: outside, the photo itself; inside, a regrade that keeps
    // the edges.
    expect(result?.structureScoreOutside).toBeGreaterThanOrEqual(95);
    expect(result?.structureScoreInside).toBeGreaterThanOrEqual(60);

    // Deleting the result deletes its mask with its other images.
    expect((await sendAs(app, user.client, 'DELETE', `/api/results/${job.id}`)).status).toBe(204);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });

  it('declutters a painted region with the local engine: filled from around it, the rest untouched', async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(
      app,
      user.client,
      form({ fields: { mode: 'declutter' }, mask: [[await rightHalfMask(), 'mask.png', 'image/png']] }),
    );
    await app.queue.idle();
    const done = await getJob(app, user.client, job.id);
    expect(done.status).toBe('succeeded');
    expect(done.notes.join(' ')).toMatch(/filled from its surroundings \(classical inpainting, not AI\)/);
    expect(done.result?.mode).toBe('declutter');
  });

  it('drops a mask that marks the whole photo: it asks for nothing the prompt does not', async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(
      app,
      user.client,
      form({ mask: [[await wholePhotoMask(), 'mask.png', 'image/png']] }),
    );
    expect((await jobDoc(app, job.id))?.inputs.mask).toBeNull();
  });

  it('refuses Declutter on a mask of the whole photo with the local engine, which fills a region from around it', async () => {
    const user = await userWithTokens(app, 5);
    const response = await submitRemix(
      app,
      user.client,
      form({ fields: { mode: 'declutter' }, mask: [[await wholePhotoMask(), 'mask.png', 'image/png']] }),
    );
    await expectRefusal(
      response,
      400,
      'Declutter with this image engine fills what you paint from what is around it: leave part of your photo unpainted, then start again.',
    );
    await expectNothingChanged(user, 5);
  });
});

describe('POST /api/process with an Idempotency-Key', () => {
  it('answers a retried submit with the same job, debited once, and re-answers it once it is done', async () => {
    const user = await userWithTokens(app, 3);
    const key = randomUUID();
    const first = await submitAccepted(app, user.client, form(), { 'Idempotency-Key': key });
    const retry = await submitRemix(app, user.client, form(), { 'Idempotency-Key': key });
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(processResponseSchema.parse(await retry.json()).job.id).toBe(first.id);

    await app.queue.idle();
    const late = await submitRemix(app, user.client, form(), { 'Idempotency-Key': key });
    expect(processResponseSchema.parse(await late.json()).job).toMatchObject({ id: first.id, status: 'succeeded' });
    expect(await balanceOf(app, user.uid)).toBe(2);
    expect(await entriesOf(app, user.uid, 'remix')).toHaveLength(1);
    expect(await jobsOf(user.uid)).toHaveLength(1);
  });

  it('10 parallel submits with one key: one job, one debit, one set of stored inputs', async () => {
    const user = await userWithTokens(app, 5);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        submitRemix(app, user.client, form({ references: [[images.swatches[0]]] }), {
          'Idempotency-Key': key,
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 202));
    const ids = new Set(
      await Promise.all(responses.map(async (response) => processResponseSchema.parse(await response.json()).job.id)),
    );
    expect(ids.size).toBe(1);
    await app.queue.idle();

    expect(await balanceOf(app, user.uid)).toBe(4);
    expect(await entriesOf(app, user.uid, 'remix')).toHaveLength(1);
    const jobs = await jobsOf(user.uid);
    expect(jobs.map((job) => job.id)).toEqual([...ids]);
    expect(jobs[0]?.data().status).toBe('succeeded');
    // The losers deleted what they had stored: only the winner's base, reference, the result and its preview remain.
    expect(await blobsOf(app, user.uid)).toHaveLength(4);
  });

  it('keeps two users with the same key apart', async () => {
    const [alice, bob] = await Promise.all([userWithTokens(app, 1), userWithTokens(app, 1)]);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      submitAccepted(app, alice.client, form(), { 'Idempotency-Key': key }),
      submitAccepted(app, bob.client, form(), { 'Idempotency-Key': key }),
    ]);
    expect(a.id).not.toBe(b.id);
    expect([await balanceOf(app, alice.uid), await balanceOf(app, bob.uid)]).toEqual([0, 0]);
    await app.queue.idle();
  });
});

describe('POST /api/process under concurrency', () => {
  it(
    '50 concurrent submits on a 3-token balance: exactly 3 accepted, the rest 402 or 429 past the submit limit, balance 0, never negative',
    { timeout: 60_000 },
    async () => {
      const user = await userWithTokens(app, 3);
      const responses = await Promise.all(Array.from({ length: 50 }, () => submitRemix(app, user.client, form())));
      const statuses = responses.map((response) => response.status);
      const { maxAttempts } = DEFAULT_RATE_LIMITS.remixPerUser;
      expect(statuses.filter((status) => status === 202)).toHaveLength(3);
      expect(statuses.filter((status) => status === 402)).toHaveLength(maxAttempts - 3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50 - maxAttempts);
      const refusals = await Promise.all(
        responses.filter((response) => response.status === 402).map((response) => response.json()),
      );
      expect(new Set(refusals.map((body) => (body as { message: string }).message))).toEqual(
        new Set(['Not enough tokens: this remix costs 1 token and you have 0.']),
      );
      await app.queue.idle();

      expect(await balanceOf(app, user.uid)).toBe(0);
      const debits = await entriesOf(app, user.uid, 'remix');
      expect(debits).toHaveLength(3);
      expect(debits.map(([, entry]) => entry.balanceAfter).sort()).toEqual([0, 1, 2]);
      const ledger = [...(await ledgerOf(app, user.uid)).values()];
      expect(ledger.every((entry) => entry.balanceAfter >= 0)).toBe(true);
      const jobs = await jobsOf(user.uid);
      expect(jobs).toHaveLength(3);
      expect(jobs.every((job) => job.data().status === 'succeeded')).toBe(true);
      // 3 jobs × (base + result + its preview); every refused submit left nothing behind.
      expect(await blobsOf(app, user.uid)).toHaveLength(9);
    },
  );
});

describe('a submitted job runs to its result', () => {
  it('moves queued → succeeded with progress 100 and its result', async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(app, user.client, form());
    await app.queue.idle();
    const done = await getJob(app, user.client, job.id);
    expect(done).toMatchObject({ ...SUCCEEDED_JOB, id: job.id, cost: 1 });
    expect(done.result).toMatchObject({
      id: job.id,
      userId: user.uid,
      title: 'Living room',
      engine: 'local',
      tokensUsed: 1,
    });
    expect(done.notes[0]).toMatch(/^Local engine/);
  });

  it('accepts a mode alone as a design input and keeps it and the room type on the job', async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(app, user.client, form({ fields: { mode: 'garden', roomType: 'garden' } }));
    expect((await jobDoc(app, job.id))?.settings).toMatchObject({ mode: 'garden', roomType: 'garden' });
  });

  it('keeps the mode and the room type on the result', async () => {
    const user = await userWithTokens(app, 1);
    const fields = { mode: 'garden', roomType: 'garden', roomStyle: 'coastal' };
    const job = await submitAccepted(app, user.client, form({ fields }));
    await app.queue.idle();
    const done = await getJob(app, user.client, job.id);
    expect(done.result).toMatchObject({ mode: 'garden', roomType: 'garden', roomStyle: 'coastal' });
  });

  it('files a remix without a mode or room type as a redesign of an unnamed room', async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(app, user.client, form());
    await app.queue.idle();
    expect((await getJob(app, user.client, job.id)).result).toMatchObject({ mode: 'redesign', roomType: null });
  });
});
