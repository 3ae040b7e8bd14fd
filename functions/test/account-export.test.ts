import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ACCOUNT_DATA_MESSAGES } from '@roomremix/contracts/messages';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { signUp } from './support/accounts';
import { apiClient, type ApiClient } from './support/api-client';
import { expectRefusedWithoutSession, NOT_SIGNED_IN } from './support/api-errors';
import { sendAs, submitAccepted, useTestImages } from './support/remix';
import { type TestApp, useTestApp } from './support/test-app';
import { unzipAnswer } from './support/zip';

// Exporting one's data (issue 25 item 4): a streamed ZIP of the JSON records and every image.

const app = useTestApp();
const limited = useTestApp({ rateLimits: { exportPerUser: { maxAttempts: 1, windowMs: 60_000 } } });
const images = useTestImages();

/** A signed-up user with the Starter Pack and `count` finished remixes titled `<prefix> 1…n`, made in that order. */
async function userWithResults(target: TestApp, count: number, prefix: string) {
  const { client, user } = await signUp(target);
  expect((await client.post('/api/tokens/free')).status).toBe(200);
  const ids: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const job = await submitAccepted(target, client, {
      base: [[images.room]],
      references: index === 1 ? [[images.swatches[0]]] : [],
      fields: { roomStyle: 'coastal', title: `${prefix} ${index}` },
    });
    ids.push(job.id);
    // A result is dated when it is made and the queue runs jobs side by side, so a later one can finish first:
    // each is made before the next is asked for, and 1…n is oldest first.
    await target.queue.idle();
  }
  return { client, user, ids };
}

/** Downloads the export and unzips it into a new folder; answers the response and the folder holding `out/`. */
async function downloadExport(target: TestApp, client: ApiClient): Promise<{ response: Response; folder: string }> {
  const response = await sendAs(target, client, 'GET', '/api/account/export');
  if (response.status !== 200) return { response, folder: await mkdtemp(join(tmpdir(), 'roomremix-export-')) };
  return { response, folder: dirname(await unzipAnswer(response)) };
}

const readJson = async (folder: string, name: string): Promise<unknown> =>
  JSON.parse(await readFile(join(folder, 'out', name), 'utf8')) as unknown;

describe('GET /api/account/export', () => {
  it('when not signed in, then it answers 401', async () => {
    await expectRefusedWithoutSession(await apiClient(app).get('/api/account/export'), 401, NOT_SIGNED_IN);
  });

  it('when a user with 3 results exports, then the ZIP holds their profile, ledger, purchases, results and the very image bytes stored, and nothing of another user', async () => {
    const other = await userWithResults(app, 1, 'Stranger room');
    const { client, user, ids } = await userWithResults(app, 3, 'My room');
    const { response, folder } = await downloadExport(app, client);
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="roomremix-export-${user.username}-${today}.zip"`,
      );

      expect(await readJson(folder, 'profile.json')).toMatchObject({
        id: user.id,
        username: user.username,
        email: user.email,
        fullName: 'Ada Lovelace',
        tokenBalance: 0,
      });
      const ledger = await collections.ledger(app.db, user.id).get();
      const exportedLedger = (await readJson(folder, 'ledger.json')) as { id: string; delta: number }[];
      expect(exportedLedger.map((entry) => entry.id).sort()).toEqual(ledger.docs.map((doc) => doc.id).sort());
      expect(exportedLedger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0);
      expect(await readJson(folder, 'purchases.json')).toEqual([
        expect.objectContaining({ id: `starter-pack-${user.id}`, kind: 'starter_pack', tokenAmount: 3 }),
      ]);

      const results = (await readJson(folder, 'results.json')) as {
        id: string;
        title: string;
        settings: { roomStyle: string };
        createdAt: string;
        files: { result: string; base: string; references: string[] };
      }[];
      expect(results.map((result) => result.title)).toEqual(['My room 1', 'My room 2', 'My room 3']);
      const dates = results.map((result) => result.createdAt);
      expect(dates).toEqual([...dates].sort());
      expect(results.map((result) => result.id).sort()).toEqual([...ids].sort());
      expect(results[0]?.settings.roomStyle).toBe('coastal');
      expect(results[0]?.files.references).toHaveLength(1);
      for (const result of results) {
        const stored = (await collections.imageResults(app.db).doc(result.id).get()).data();
        const pairs: [string, string | undefined][] = [
          [result.files.result, stored?.resultImageKey],
          [result.files.base, stored?.baseImageKey],
          ...result.files.references.map((name, index): [string, string | undefined] => [
            name,
            stored?.referenceImageKeys[index],
          ]),
        ];
        for (const [name, key] of pairs) {
          const blob = await app.blobStore.get(key ?? '');
          expect(blob, key).not.toBeNull();
          expect((await readFile(join(folder, 'out', name))).equals(blob?.buffer ?? Buffer.alloc(0)), name).toBe(true);
        }
      }

      const everything = await readdir(join(folder, 'out'), { recursive: true });
      expect(everything.join('\n')).not.toContain(other.ids[0]);
      const texts = await Promise.all(
        ['profile.json', 'ledger.json', 'purchases.json', 'results.json', 'listings.json'].map((name) =>
          readFile(join(folder, 'out', name), 'utf8'),
        ),
      );
      for (const personal of [other.user.id, other.user.username, other.user.email ?? '-', 'Stranger room']) {
        expect(texts.join('\n')).not.toContain(personal);
      }
      // 3 results and 4 inputs (each result's base, and the first one's reference), 5 JSON files.
      expect(everything.filter((name) => /\.(jpg|png|json)$/.test(name))).toHaveLength(3 + 4 + 5);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('when the user has a staged listing, then the ZIP holds it: its title, each photo in order with its original and its staging', async () => {
    const { client } = await signUp(app);
    expect((await client.post('/api/tokens/free')).status).toBe(200);
    const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    const created = await sendAs(app, client, 'POST', '/api/listings', json({ title: 'Maple St' }));
    const { id: listingId } = (await created.json()) as { id: string };
    const photos = new FormData();
    for (const name of ['hall.jpg', 'kitchen.jpg']) {
      photos.append('photos', new Blob([new Uint8Array(images.room)], { type: 'image/jpeg' }), name);
    }
    expect((await sendAs(app, client, 'POST', `/api/listings/${listingId}/photos`, { body: photos })).status).toBe(201);
    const staging = await sendAs(app, client, 'POST', `/api/listings/${listingId}/stagings`, {
      ...json({ mode: 'redesign', roomStyle: 'modern', disclosure: 'caption', photoIds: undefined }),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'export-listing' },
    });
    expect(staging.status).toBe(202);
    await app.queue.idle();

    const { folder } = await downloadExport(app, client);
    try {
      const [listing] = (await readJson(folder, 'listings.json')) as {
        id: string;
        title: string;
        photos: { id: string; original: string; stagedResultId: string | null }[];
      }[];
      const stored = (await collections.listings(app.db).doc(listingId).get()).data();
      expect(listing).toMatchObject({ id: listingId, title: 'Maple St' });
      expect(listing?.photos.map(({ id }) => id)).toEqual(stored?.photos.map(({ id }) => id));
      const results = (await readJson(folder, 'results.json')) as { id: string }[];
      for (const [index, photo] of (listing?.photos ?? []).entries()) {
        const original = await app.blobStore.get(stored?.photos[index]?.image.key ?? '');
        expect((await readFile(join(folder, 'out', photo.original))).equals(original?.buffer ?? Buffer.alloc(0))).toBe(
          true,
        );
        expect(results.map(({ id }) => id)).toContain(photo.stagedResultId);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('when exports exceed the limit, then it answers 429 with Retry-After', async () => {
    const { client } = await signUp(limited);
    const first = await downloadExport(limited, client);
    expect(first.response.status).toBe(200);
    await rm(first.folder, { recursive: true, force: true });
    const refused = await sendAs(limited, client, 'GET', '/api/account/export');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: ACCOUNT_DATA_MESSAGES.tooManyExports(1), code: 'rate_limited' });
  });
});
