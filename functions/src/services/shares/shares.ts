/* eslint-disable max-lines -- being split by capability (issue 28); the limit holds once the split lands */
import { createHash, randomBytes } from 'node:crypto';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import {
  type CreatedShare,
  type PublicShare,
  type Share,
  SHARE_TOKEN_PATTERN,
  type ShareImage,
  sharePagePath,
} from '@roomremix/contracts/shares';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import { collections, type ImageResultDoc, type ShareDoc } from '../../adapters/firestore/collections';
import { sharePreview } from '../../adapters/image-codec/share-preview';
import type { Logger } from '../../adapters/logging/logger';
import { type Clock, nowOf } from '../../domain/clock';
import { isValidJobId } from '../../domain/remix-job';
import { type RateLimitPolicy } from '../../domain/rate-limit';
import { withLocalLock } from '../core';
import { deleteBlobs } from '../core';
import { reserveAttempts } from '../core';

/** What sharing needs. */
export interface SharesDeps {
  db: Firestore;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock | undefined;
}

/** Random bytes of a token: 192 bits, 32 base64url characters (SHARE_TOKEN_PATTERN). */
const TOKEN_BYTES = 24;
/** Most shares `GET /api/shares` lists. */
const MAX_SHARES_LISTED = 200;

/** A live share found by its token, with the result it shows. */
interface LiveShare {
  id: string;
  share: ShareDoc;
  result: ImageResultDoc;
}

/** What a token names: a live share, one its owner turned off (410), or nothing (404). */
export type ShareLookup = { kind: 'live'; live: LiveShare } | { kind: 'revoked' } | { kind: 'missing' };

/** Counts a new link against the user's limit; throws TooManyAttemptsError when it is used up. */
export async function countShare(db: Firestore, policy: RateLimitPolicy, uid: string): Promise<void> {
  await reserveAttempts(db, [{ scope: 'share', kind: 'user', value: uid, policy }]);
}

/**
 * Counts a read of a public share against the limit of the reader's address (`visitor`, its rate-limit subject), over
 * all shares; throws TooManyAttemptsError when it is used up.
 */
export async function countShareRead(
  deps: Pick<SharesDeps, 'db' | 'now'>,
  policy: RateLimitPolicy,
  visitor: string,
): Promise<void> {
  await reserveAttempts(deps.db, [{ scope: 'share-read', kind: 'ip', value: visitor, policy }], deps.now);
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
  if (!isValidJobId(resultId)) return null;
  const resultRef = collections.imageResults(deps.db).doc(resultId);
  const result = (await resultRef.get()).data();
  if (!result || result.userId !== uid) return null;
  const liveOfResult = liveSharesOf(deps.db, resultId).limit(1);
  const live = (await liveOfResult.get()).docs[0];
  if (live) return { share: createdShareOf(live.id, live.data()), created: false };

  const ref = collections.shares(deps.db).doc();
  const previewImageKey = `users/${uid}/shares/${ref.id}/preview.jpg`;
  const [before, after] = await Promise.all([
    includeOriginal ? deps.blobStore.get(result.baseImageKey) : null,
    deps.blobStore.get(result.resultImageKey),
  ]);
  if ((includeOriginal && !before) || !after) return null;
  await deps.blobStore.put(previewImageKey, await sharePreview(before?.buffer ?? null, after.buffer), 'image/jpeg');

  const now = nowOf(deps);
  const doc: ShareDoc = {
    userId: uid,
    resultId,
    token: randomBytes(TOKEN_BYTES).toString('base64url'),
    origin,
    previewImageKey,
    includesOriginal: includeOriginal,
    views: 0,
    createdAt: Timestamp.fromDate(now),
    revokedAt: null,
  };
  const outcome = await deps.db.runTransaction(async (tx): Promise<ShareOutcome | null> => {
    const [current, raced] = await Promise.all([tx.get(resultRef), tx.get(liveOfResult)]);
    if (!current.exists) return null;
    const other = raced.docs[0];
    if (other) return { share: createdShareOf(other.id, other.data()), created: false };
    tx.create(ref, doc);
    return { share: createdShareOf(ref.id, doc), created: true };
  });
  if (!outcome?.created) {
    await deleteBlobs(deps, [previewImageKey]);
    return outcome;
  }
  deps.logger.info('Share created', { shareId: ref.id, resultId, uid });
  return outcome;
}

/** The shares of a result that are not turned off. */
function liveSharesOf(db: Firestore, resultId: string) {
  return collections.shares(db).where('resultId', '==', resultId).where('revokedAt', '==', null);
}

function createdShareOf(id: string, share: ShareDoc): CreatedShare {
  return {
    id,
    url: shareUrl(share),
    createdAt: share.createdAt.toDate().toISOString(),
    includesOriginal: includesOriginal(share),
  };
}

/** Whether the share publishes the original photo; shares made before the choice existed do. */
function includesOriginal(share: Pick<ShareDoc, 'includesOriginal'>): boolean {
  return share.includesOriginal ?? true;
}

/** The user's live shares, newest first. */
export async function listOwnShares(deps: SharesDeps, uid: string): Promise<Share[]> {
  const snapshot = await collections
    .shares(deps.db)
    .where('userId', '==', uid)
    .where('revokedAt', '==', null)
    .orderBy('createdAt', 'desc')
    .limit(MAX_SHARES_LISTED)
    .get();
  const results = await Promise.all(
    snapshot.docs.map(async (doc) => (await collections.imageResults(deps.db).doc(doc.data().resultId).get()).data()),
  );
  return snapshot.docs.map((doc, index) => {
    const share = doc.data();
    return {
      ...createdShareOf(doc.id, share),
      resultId: share.resultId,
      title: results[index]?.title ?? '',
      views: share.views,
      previewImageUrl: shareImagePath(share.token, 'preview.jpg'),
    };
  });
}

/**
 * Turns off the user's share `id`: its link answers 410 from now on and its images stop at once; the preview image is
 * deleted. False when there is no live share of this user with that id.
 */
export async function revokeOwnShare(deps: SharesDeps, uid: string, id: string): Promise<boolean> {
  if (!isValidJobId(id)) return false;
  const ref = collections.shares(deps.db).doc(id);
  const revoked = await deps.db.runTransaction(async (tx) => {
    const share = (await tx.get(ref)).data();
    if (!share || share.userId !== uid || share.revokedAt) return null;
    tx.update(ref, { revokedAt: Timestamp.fromDate(nowOf(deps)), previewImageKey: null });
    return share;
  });
  if (!revoked) return false;
  if (revoked.previewImageKey) await deleteBlobs(deps, [revoked.previewImageKey]);
  deps.logger.info('Share revoked', { shareId: id, uid });
  return true;
}

/** Turns off every share of a result being deleted, so its links answer 410 and show nothing. */
export async function revokeSharesOfResult(deps: SharesDeps, resultId: string): Promise<void> {
  const snapshot = await liveSharesOf(deps.db, resultId).get();
  if (snapshot.empty) return;
  const batch = deps.db.batch();
  const at = Timestamp.fromDate(nowOf(deps));
  for (const doc of snapshot.docs) batch.update(doc.ref, { revokedAt: at, previewImageKey: null });
  await batch.commit();
  await deleteBlobs(
    deps,
    snapshot.docs.flatMap((doc) => doc.data().previewImageKey ?? []),
  );
}

/** The share a token names, as the public routes need it. */
export async function findShare(deps: SharesDeps, token: string): Promise<ShareLookup> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return { kind: 'missing' };
  const snapshot = await collections.shares(deps.db).where('token', '==', token).limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) return { kind: 'missing' };
  const share = doc.data();
  if (share.revokedAt) return { kind: 'revoked' };
  const result = (await collections.imageResults(deps.db).doc(share.resultId).get()).data();
  // A result deleted between its deletion and the revocation of its shares shows nothing either.
  if (!result) return { kind: 'revoked' };
  return { kind: 'live', live: { id: doc.id, share, result } };
}

/** What the public page shows of a live share, with the read of `visitor` (its address's rate-limit subject) counted. */
export async function viewShare(
  deps: SharesDeps,
  { id, share, result }: LiveShare,
  visitor: string,
): Promise<PublicShare> {
  await countVisit(deps, id, visitor);
  return {
    title: result.title,
    roomStyle: result.roomStyle,
    styleIntensity: result.styleIntensity,
    quality: result.quality,
    mode: result.mode,
    roomType: result.roomType,
    createdAt: result.createdAt.toDate().toISOString(),
    beforeImageUrl: includesOriginal(share) ? shareImagePath(share.token, 'before.jpg') : null,
    afterImageUrl: shareImagePath(share.token, 'after.jpg'),
    previewImageUrl: shareImagePath(share.token, 'preview.jpg'),
  };
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Counts `visitor` once a UTC day in the share's `views`: its first read of the day creates the day's visit (keyed by a
 * hash, so no address is stored) and adds the view in one transaction; every later read that day only reads the
 * visit, so reloading neither inflates the count nor writes the share.
 */
async function countVisit(deps: SharesDeps, shareId: string, visitor: string): Promise<void> {
  const dayStartMs = Math.floor(nowOf(deps).getTime() / DAY_MS) * DAY_MS;
  const key = createHash('sha256').update(`${shareId}\n${dayStartMs}\n${visitor}`).digest('hex');
  const visit = collections.shareVisits(deps.db).doc(key);
  if ((await visit.get()).exists) return;
  // Serialised in this process: a page's first reads come at once, and would all lock the same documents.
  await withLocalLock(`share-visit\n${key}`, () =>
    deps.db.runTransaction(async (tx) => {
      if ((await tx.get(visit)).exists) return;
      tx.create(visit, { shareId, expiresAt: Timestamp.fromMillis(dayStartMs + DAY_MS) });
      tx.update(collections.shares(deps.db).doc(shareId), { views: FieldValue.increment(1) });
    }),
  );
}

/** The blob behind one of a live share's images; null when it is gone. */
export async function shareImageBlob(deps: SharesDeps, { share, result }: LiveShare, image: ShareImage) {
  const key = {
    'before.jpg': includesOriginal(share) ? result.baseImageKey : null,
    'after.jpg': result.resultImageKey,
    'preview.jpg': share.previewImageKey,
  }[image];
  return key ? deps.blobStore.get(key) : null;
}

/** The absolute URL of a share's public page. */
export function shareUrl(share: Pick<ShareDoc, 'origin' | 'token'>): string {
  return `${share.origin}${sharePagePath(share.token)}`;
}

/** The path of one of a share's images, served through the share. */
export function shareImagePath(token: string, image: ShareImage): string {
  return apiPath(API_ROUTES.publicShareImage, { token, image });
}
