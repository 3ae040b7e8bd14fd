import { randomBytes } from 'node:crypto';
import type { CreatedShare, Share } from '@roomremix/contracts/shares';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import { sharePreview } from '../../adapters/image-codec/share-preview';
import type { Logger } from '../../adapters/logging/logger';
import { type Clock, nowOf } from '../../domain/clock';
import { isValidJobId } from '../../domain/remix-job';
import { type RateLimitPolicy } from '../../domain/rate-limit';
import type { Repositories } from '../../ports/repositories';
import type { ShareChange, ShareRecord } from '../../ports/shares';
import { deleteBlobs, type RateLimitStore, reserveAttempts } from '../core';
import { includesOriginal, shareImagePath, shareUrl } from './share-links';

/** What sharing needs. */
export interface SharesDeps {
  repositories: Pick<Repositories, 'runTransaction' | 'shares'>;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock | undefined;
}

/** Random bytes of a token: 192 bits, 32 base64url characters (SHARE_TOKEN_PATTERN). */
const TOKEN_BYTES = 24;
/** Most shares `GET /api/shares` lists. */
const MAX_SHARES_LISTED = 200;

/** Counts a new link against the user's limit; throws TooManyAttemptsError when it is used up. */
export async function countShare(store: RateLimitStore, policy: RateLimitPolicy, uid: string): Promise<void> {
  await reserveAttempts(store, [{ scope: 'share', kind: 'user', value: uid, policy }]);
}

/** A share as `POST /api/results/:id/shares` answers it, and whether this call made it. */
export interface ShareOutcome {
  share: CreatedShare;
  created: boolean;
}

/**
 * Shares the user's result `resultId` on `origin` (an allowed origin the request came from). A result has one live
 * link: sharing it again answers that link, so the owner's list does not fill with copies. Otherwise a new random
 * token, and the preview image made now so a link preview costs no work later. Null when there is no such result of
 * this user. The share is written in a transaction that reads the result and its live links again, so a result
 * deleted meanwhile gets no share (its deletion revokes the shares it finds afterwards) and two calls at once make
 * one link.
 */
export async function createShare(
  deps: SharesDeps,
  uid: string,
  resultId: string,
  origin: string,
  { includeOriginal }: { includeOriginal: boolean },
): Promise<ShareOutcome | null> {
  const { runTransaction, shares } = deps.repositories;
  if (!isValidJobId(resultId)) return null;
  const result = await shares.readSharedResult(resultId);
  if (!result || result.userId !== uid) return null;
  const [live] = await shares.liveOfResult(resultId);
  if (live) return { share: createdShareOf(live.id, live.share), created: false };

  const id = shares.newId();
  const previewImageKey = `users/${uid}/shares/${id}/preview.jpg`;
  const [before, after] = await Promise.all([
    includeOriginal ? deps.blobStore.get(result.baseImageKey) : null,
    deps.blobStore.get(result.resultImageKey),
  ]);
  if ((includeOriginal && !before) || !after) return null;
  await deps.blobStore.put(previewImageKey, await sharePreview(before?.buffer ?? null, after.buffer), 'image/jpeg');

  const doc: ShareRecord = {
    userId: uid,
    resultId,
    token: randomBytes(TOKEN_BYTES).toString('base64url'),
    origin,
    previewImageKey,
    includesOriginal: includeOriginal,
    views: 0,
    createdAt: nowOf(deps),
    revokedAt: null,
  };
  const outcome = await runTransaction(async (tx): Promise<ShareOutcome | null> => {
    const [current, [currentLive]] = await Promise.all([
      shares.readSharedResultIn(tx, resultId),
      shares.liveOfResultIn(tx, resultId),
    ]);
    if (!current) return null;
    if (currentLive) return { share: createdShareOf(currentLive.id, currentLive.share), created: false };
    shares.createIn(tx, id, doc);
    return { share: createdShareOf(id, doc), created: true };
  });
  if (!outcome?.created) {
    await deleteBlobs(deps, [previewImageKey]);
    return outcome;
  }
  deps.logger.info('Share created', { shareId: id, resultId, uid });
  return outcome;
}

function createdShareOf(id: string, share: ShareRecord): CreatedShare {
  return {
    id,
    url: shareUrl(share),
    createdAt: share.createdAt.toISOString(),
    includesOriginal: includesOriginal(share),
  };
}

/** The user's live shares, newest first. */
export async function listOwnShares(deps: SharesDeps, uid: string): Promise<Share[]> {
  const { shares } = deps.repositories;
  const live = await shares.liveOf(uid, MAX_SHARES_LISTED);
  const results = await Promise.all(live.map(({ share }) => shares.readSharedResult(share.resultId)));
  return live.map(({ id, share }, index) => ({
    ...createdShareOf(id, share),
    resultId: share.resultId,
    title: results[index]?.title ?? '',
    views: share.views,
    previewImageUrl: shareImagePath(share.token, 'preview.jpg'),
  }));
}

/**
 * Turns off the user's share `id`: its link answers 410 from now on and its images stop at once; the preview image is
 * deleted. False when there is no live share of this user with that id.
 */
export async function revokeOwnShare(deps: SharesDeps, uid: string, id: string): Promise<boolean> {
  const { runTransaction, shares } = deps.repositories;
  if (!isValidJobId(id)) return false;
  const revoked = await runTransaction(async (tx) => {
    const share = await shares.readIn(tx, id);
    if (!share || share.userId !== uid || share.revokedAt) return null;
    shares.updateIn(tx, id, revocation(deps));
    return share;
  });
  if (!revoked) return false;
  if (revoked.previewImageKey) await deleteBlobs(deps, [revoked.previewImageKey]);
  deps.logger.info('Share revoked', { shareId: id, uid });
  return true;
}

/** A share turned off: revoked now, without its preview image (deleted after). */
function revocation(deps: Pick<SharesDeps, 'now'>): ShareChange {
  return { revokedAt: nowOf(deps), previewImageKey: null };
}

/** Turns off every share of a result being deleted, so its links answer 410 and show nothing. */
export async function revokeSharesOfResult(deps: SharesDeps, resultId: string): Promise<void> {
  const { runTransaction, shares } = deps.repositories;
  const revoked = await runTransaction(async (tx) => {
    const live = await shares.liveOfResultIn(tx, resultId);
    for (const { id } of live) shares.updateIn(tx, id, revocation(deps));
    return live.map(({ share }) => share);
  });
  if (revoked.length === 0) return;
  await deleteBlobs(
    deps,
    revoked.flatMap((share) => share.previewImageKey ?? []),
  );
}
