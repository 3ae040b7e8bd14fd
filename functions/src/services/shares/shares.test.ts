import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalFsBlobStore } from '../../adapters/blob-store/local-fs-blob-store';
import { readStoredSettings } from '../../adapters/firestore/stored-remix-settings';
import { memoryRepositories } from '../../../test/memory/memory-repositories';
import { quietLogger } from '../../../test/memory/quiet-logger';
import { findShare, viewShare } from './public-shares';
import { createShare, listOwnShares, revokeOwnShare } from './shares';

const DAY_MS = 24 * 60 * 60_000;
const ORIGIN = 'http://localhost:5173';

/** A user's finished result, its images in the blob store, and the sharing use-cases on memory. */
async function sharing() {
  let nowMs = Date.UTC(2026, 10, 28, 12);
  const repositories = memoryRepositories();
  const blobStore = createLocalFsBlobStore({
    directory: mkdtempSync(join(tmpdir(), 'shares-')),
    urlSigningSecret: 's',
  });
  const deps = {
    repositories,
    blobStore,
    logger: quietLogger(),
    rateLimitIdSecret: 'test-secret',
    now: () => new Date(nowMs),
  };
  const image = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#8a9' } })
    .jpeg()
    .toBuffer();
  await blobStore.put('users/owner/results/r1.jpg', image, 'image/jpeg');
  await blobStore.put('users/owner/inputs/r1/base.jpg', image, 'image/jpeg');
  repositories.store.set('imageResults/r1', {
    ...readStoredSettings({ title: 'Kitchen', roomStyle: 'modern', quality: 'hd' }),
    userId: 'owner',
    baseImageKey: 'users/owner/inputs/r1/base.jpg',
    resultImageKey: 'users/owner/results/r1.jpg',
    createdAt: new Date(nowMs),
  });
  const share = () => createShare(deps, 'owner', 'r1', ORIGIN, { includeOriginal: true });
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  return { deps, share, tokenOf, later: (ms: number) => void (nowMs += ms) };
}

describe('sharing a result', () => {
  it('keeps one live link per result: sharing again answers it, only the owner may share', async () => {
    const { deps, share } = await sharing();
    const first = await share();
    expect(first).toMatchObject({ created: true, share: { url: expect.stringMatching(/^http:\/\/localhost:5173\//) } });
    expect(await share()).toEqual({ share: first?.share, created: false });
    expect(await createShare(deps, 'someone-else', 'r1', ORIGIN, { includeOriginal: true })).toBeNull();
    expect((await listOwnShares(deps, 'owner')).map(({ id, title }) => [id, title])).toEqual([
      [first?.share.id, 'Kitchen'],
    ]);
  });

  it('turns a link off: it then answers as revoked, a second turn-off and another user change nothing', async () => {
    const { deps, share, tokenOf } = await sharing();
    const { id, url } = (await share())?.share ?? { id: '', url: '' };
    expect(await revokeOwnShare(deps, 'someone-else', id)).toBe(false);
    expect((await findShare(deps, tokenOf(url))).kind).toBe('live');
    expect(await revokeOwnShare(deps, 'owner', id)).toBe(true);
    expect(await findShare(deps, tokenOf(url))).toEqual({ kind: 'revoked' });
    expect(await revokeOwnShare(deps, 'owner', id)).toBe(false);
    expect(await listOwnShares(deps, 'owner')).toEqual([]);
    expect((await share())?.created).toBe(true);
  });

  it('counts a visitor once a day, however often they open the link', async () => {
    const { deps, share, tokenOf, later } = await sharing();
    const token = tokenOf((await share())?.share.url ?? '');
    const open = async (visitor: string) => {
      const found = await findShare(deps, token);
      if (found.kind !== 'live') throw new Error(`The share is ${found.kind}`);
      await viewShare(deps, found.live, visitor);
    };
    const views = async () => (await listOwnShares(deps, 'owner'))[0]?.views;
    await open('visitor-a');
    await Promise.all([open('visitor-a'), open('visitor-a')]);
    expect(await views()).toBe(1);
    await open('visitor-b');
    expect(await views()).toBe(2);
    later(DAY_MS);
    await open('visitor-a');
    expect(await views()).toBe(3);
  });
});
