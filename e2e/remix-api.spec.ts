import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { register, sessionCookie } from './support/api-registration';
import { baseUrl } from './support/browser';

/** A small room-like photo: a gradient wall, a darker floor and a window, with edges the structure score can see. */
function roomPhoto(): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const window = x > 40 && x < 120 && y > 40 && y < 120;
      const floor = y > 170;
      data[i] = window ? 200 : floor ? 140 : 190 - Math.round(x / 8);
      data[i + 1] = window ? 225 : floor ? 100 : 175;
      data[i + 2] = window ? 245 : floor ? 70 : 150;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Gives the user tokens straight in the Firestore emulator (its REST API with the owner token bypasses rules). */
async function grantTokens(uid: string, tokens: number): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-roomremix';
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the e2e tier through `npm test`');
  const url = `http://${host}/v1/projects/${project}/databases/(default)/documents/users/${uid}?updateMask.fieldPaths=tokenBalance`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { tokenBalance: { integerValue: String(tokens) } } }),
  });
  expect(response.status).toBe(200);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('remixing on the whole local stack', () => {
  it('submits through Hosting, and the real task queue delivers the job to remixWorker, which completes it', async () => {
    const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const registered = await register(baseUrl, {
      username: `remix_${suffix}`,
      password: 'correct-horse-1',
      email: `remix_${suffix}@example.com`,
    });
    expect(registered.status).toBe(201);
    const { id: uid } = (await registered.json()) as { id: string };
    const cookie = sessionCookie(registered);
    expect(cookie).toMatch(/^__session=.+/);
    await grantTokens(uid, 2);

    const form = new FormData();
    form.append('baseImage', new Blob([new Uint8Array(await roomPhoto())], { type: 'image/jpeg' }), 'room.jpg');
    form.append('title', 'E2E remix');
    form.append('roomStyle', 'scandinavian');
    form.append('preserveStructure', 'true');
    const submitted = await fetch(`${baseUrl}/api/process`, {
      method: 'POST',
      headers: { Origin: baseUrl, Cookie: cookie, 'Idempotency-Key': randomUUID() },
      body: form,
    });
    const submittedBody = (await submitted.json()) as { job: { id: string; status: string; cost: number } };
    expect(submitted.status, JSON.stringify(submittedBody)).toBe(202);
    const jobId = submittedBody.job.id;
    expect(submitted.headers.get('location')).toBe(`/api/jobs/${jobId}`);
    expect(submittedBody.job).toMatchObject({ status: 'queued', cost: 1 });

    // The functions emulator's Cloud Tasks emulator delivers the task to remixWorker (about a second here).
    type Job = {
      status: string;
      stage: string;
      progress: number;
      error: string | null;
      result: { resultImageUrl: string; engine: string; structureScore: number | null } | null;
    };
    let job: Job | undefined;
    const seenStages = new Set<string>();
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      const response = await fetch(`${baseUrl}/api/jobs/${jobId}`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      job = (await response.json()) as Job;
      seenStages.add(job.stage);
      if (job.status === 'succeeded' || job.status === 'failed') break;
      await sleep(250);
    }
    expect(job, `job stages seen: ${[...seenStages].join(', ')}`).toMatchObject({
      status: 'succeeded',
      stage: 'done',
      progress: 100,
      error: null,
    });
    expect(job?.result).toMatchObject({ engine: 'local' });
    expect(Number.isInteger(job?.result?.structureScore)).toBe(true);

    // The signed URL is served through the Hosting rewrite too, without the session cookie.
    const image = await fetch(`${baseUrl}${job?.result?.resultImageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('jpeg');

    const user = (await (await fetch(`${baseUrl}/api/user`, { headers: { Cookie: cookie } })).json()) as {
      tokenBalance: number;
    };
    expect(user.tokenBalance).toBe(1);
    const results = (await (await fetch(`${baseUrl}/api/results`, { headers: { Cookie: cookie } })).json()) as {
      id: string;
    }[];
    expect(results.map((result) => result.id)).toEqual([jobId]);
  });
});
