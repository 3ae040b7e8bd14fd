import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readStoredSettings } from '../../src/adapters/firestore/stored-remix-settings';
import type { ShareRecord } from '../../src/ports/shares';
import type { StoreWithDocuments } from './stored-documents';

const aShare = (overrides: Partial<ShareRecord> = {}): ShareRecord => ({
  userId: 'owner',
  resultId: 'result',
  token: randomUUID(),
  origin: 'http://localhost:5173',
  previewImageKey: 'users/owner/shares/s/preview.jpg',
  includesOriginal: true,
  views: 0,
  createdAt: new Date(1_700_000_000_000),
  revokedAt: null,
  ...overrides,
});

/** What the shares use-cases rely on from the shares repository, on every store (see core-repositories.contract.ts). */
export function sharesRepositoryContract(name: string, open: () => StoreWithDocuments): void {
  describe(`${name}: the shares repository`, () => {
    const fresh = () => {
      const id = randomUUID();
      return { ...open(), uid: `contract-${id}`, resultId: `result-${id}`, shareId: `share-${id}` };
    };

    it('creates a share once, reads it back as written, and changes only what it is given', async () => {
      const { repositories, uid, shareId } = fresh();
      const { shares, runTransaction } = repositories;
      const share = aShare({ userId: uid });
      await runTransaction(async (tx) => shares.createIn(tx, shareId, share));
      await expect(runTransaction(async (tx) => shares.createIn(tx, shareId, share))).rejects.toThrow();
      expect(await runTransaction((tx) => shares.readIn(tx, shareId))).toEqual(share);
      const revokedAt = new Date(1_700_000_100_000);
      await runTransaction(async (tx) => shares.updateIn(tx, shareId, { revokedAt, previewImageKey: null }));
      expect(await runTransaction((tx) => shares.readIn(tx, shareId))).toEqual({
        ...share,
        revokedAt,
        previewImageKey: null,
      });
      expect(await shares.findByToken(share.token)).toEqual({
        id: shareId,
        share: { ...share, revokedAt, previewImageKey: null },
      });
      expect(await shares.findByToken(randomUUID())).toBeUndefined();
      expect(shares.newId()).not.toBe(shares.newId());
    });

    it('finds the live shares of a result and of a user, newest first, leaving revoked ones out', async () => {
      const { repositories, uid, resultId, shareId } = fresh();
      const { shares, runTransaction } = repositories;
      const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);
      const written = {
        [`${shareId}-old`]: aShare({ userId: uid, resultId, createdAt: at(1) }),
        [`${shareId}-new`]: aShare({ userId: uid, resultId: `${resultId}-2`, createdAt: at(3) }),
        [`${shareId}-revoked`]: aShare({ userId: uid, resultId, createdAt: at(2), revokedAt: at(4) }),
      };
      await runTransaction(async (tx) => {
        for (const [id, share] of Object.entries(written)) shares.createIn(tx, id, share);
      });
      const ids = (found: { id: string }[]) => found.map(({ id }) => id);
      expect(ids(await shares.liveOfResult(resultId))).toEqual([`${shareId}-old`]);
      expect(ids(await runTransaction((tx) => shares.liveOfResultIn(tx, resultId)))).toEqual([`${shareId}-old`]);
      expect(ids(await shares.liveOf(uid, 10))).toEqual([`${shareId}-new`, `${shareId}-old`]);
      expect(ids(await shares.liveOf(uid, 1))).toEqual([`${shareId}-new`]);
      expect(await shares.liveOf(`${uid}-other`, 10)).toEqual([]);
    });

    it('reads of a result only what a share shows, and nothing for a result that is gone', async () => {
      const { repositories, seed, uid, resultId } = fresh();
      const { shares, runTransaction } = repositories;
      const settings = readStoredSettings({ title: 'Kitchen', roomStyle: 'modern', quality: 'hd' });
      const shown = { ...settings, userId: uid, baseImageKey: 'b.jpg', resultImageKey: 'r.jpg' };
      await seed(`imageResults/${resultId}`, { ...shown, createdAt: new Date(1_700_000_000_000), tokensUsed: 2 });
      const expected = {
        userId: uid,
        title: 'Kitchen',
        roomStyle: settings.roomStyle,
        styleIntensity: settings.styleIntensity,
        quality: settings.quality,
        mode: settings.mode,
        roomType: settings.roomType,
        baseImageKey: 'b.jpg',
        resultImageKey: 'r.jpg',
        createdAt: new Date(1_700_000_000_000),
      };
      expect(await shares.readSharedResult(resultId)).toEqual(expected);
      expect(await runTransaction((tx) => shares.readSharedResultIn(tx, resultId))).toEqual(expected);
      expect(await shares.readSharedResult(`${resultId}-gone`)).toBeUndefined();
    });

    it('records a visit once, adding one view to its share', async () => {
      const { repositories, uid, shareId } = fresh();
      const { shares, runTransaction } = repositories;
      const key = `visit-${shareId}`;
      const visit = { shareId, expiresAt: new Date(1_700_086_400_000) };
      await runTransaction(async (tx) => shares.createIn(tx, shareId, aShare({ userId: uid, views: 2 })));
      expect(await shares.visitRecorded(key)).toBe(false);
      await runTransaction(async (tx) => shares.recordVisitIn(tx, key, visit));
      expect(await shares.visitRecorded(key)).toBe(true);
      expect(await runTransaction((tx) => shares.visitRecordedIn(tx, key))).toBe(true);
      await expect(runTransaction(async (tx) => shares.recordVisitIn(tx, key, visit))).rejects.toThrow();
      expect((await runTransaction((tx) => shares.readIn(tx, shareId)))?.views).toBe(3);
    });
  });
}
