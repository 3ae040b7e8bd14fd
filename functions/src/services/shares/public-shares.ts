import { type PublicShare, SHARE_TOKEN_PATTERN, type ShareImage } from '@roomremix/contracts/shares';
import { nowOf } from '../../domain/clock';
import { shareVisitId } from '../../domain/keyed-ids';
import type { RateLimitPolicy } from '../../domain/rate-limit';
import type { SharedResult, ShareRecord } from '../../ports/shares';
import { type RateLimitStore, reserveAttempts, withLocalLock } from '../core';
import { includesOriginal, shareImagePath } from './share-links';
import type { SharesDeps } from './shares';

/** A live share found by its token, with the result it shows. */
interface LiveShare {
  id: string;
  share: ShareRecord;
  result: SharedResult;
}

/** What a token names: a live share, one its owner turned off (410), or nothing (404). */
export type ShareLookup = { kind: 'live'; live: LiveShare } | { kind: 'revoked' } | { kind: 'missing' };

const DAY_MS = 24 * 60 * 60_000;

/**
 * Counts a read of a public share against the limit of the reader's address (`visitor`, its rate-limit subject), over
 * all shares; throws TooManyAttemptsError when it is used up.
 */
export async function countShareRead(
  deps: Pick<SharesDeps, 'now'> & RateLimitStore,
  policy: RateLimitPolicy,
  visitor: string,
): Promise<void> {
  await reserveAttempts(deps, [{ scope: 'share-read', kind: 'ip', value: visitor, policy }], deps.now);
}

/** The share a token names, as the public routes need it. */
export async function findShare(deps: SharesDeps, token: string): Promise<ShareLookup> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return { kind: 'missing' };
  const { shares } = deps.repositories;
  const found = await shares.findByToken(token);
  if (!found) return { kind: 'missing' };
  const { id, share } = found;
  if (share.revokedAt) return { kind: 'revoked' };
  const result = await shares.readSharedResult(share.resultId);
  // A result deleted between its deletion and the revocation of its shares shows nothing either.
  if (!result) return { kind: 'revoked' };
  return { kind: 'live', live: { id, share, result } };
}

/** What the public page shows of a live share, with the read of `visitor` (its address's rate-limit subject) counted. */
export async function viewShare(
  deps: SharesDeps & RateLimitStore,
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
    createdAt: result.createdAt.toISOString(),
    beforeImageUrl: includesOriginal(share) ? shareImagePath(share.token, 'before.jpg') : null,
    afterImageUrl: shareImagePath(share.token, 'after.jpg'),
    previewImageUrl: shareImagePath(share.token, 'preview.jpg'),
  };
}

/**
 * Counts `visitor` once a UTC day in the share's `views`: its first read of the day creates the day's visit (under a
 * keyed hash, so no address is stored or can be guessed back) and adds the view in one transaction; every later read
 * that day only reads the visit, so reloading neither inflates the count nor writes the share.
 */
async function countVisit(deps: SharesDeps & RateLimitStore, shareId: string, visitor: string): Promise<void> {
  const { runTransaction, shares } = deps.repositories;
  const dayStartMs = Math.floor(nowOf(deps).getTime() / DAY_MS) * DAY_MS;
  const key = shareVisitId(deps.rateLimitIdSecret, shareId, dayStartMs, visitor);
  if (await shares.visitRecorded(key)) return;
  // Serialised in this process: a page's first reads come at once, and would all lock the same documents.
  await withLocalLock(`share-visit\n${key}`, () =>
    runTransaction(async (tx) => {
      if (await shares.visitRecordedIn(tx, key)) return;
      shares.recordVisitIn(tx, key, { shareId, expiresAt: new Date(dayStartMs + DAY_MS) });
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
