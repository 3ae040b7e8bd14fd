import { once } from 'node:events';
import type { Archiver } from 'archiver';
import { pickRemixSettings } from '@roomremix/contracts/remix-settings';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Logger } from '../../adapters/logging/logger';
import { type Clock, nowOf } from '../../domain/clock';
import type { RateLimitPolicy } from '../../domain/rate-limit';
import type { Repositories } from '../../ports/repositories';
import { type RateLimitStore, reserveAttempts } from '../core';

/** What an export reads: the user's records and the blob store. */
export interface AccountExportDeps {
  repositories: Pick<Repositories, 'accountData'>;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock | undefined;
}

/** The archive's file name: `roomremix-export-<username>-<YYYY-MM-DD>.zip` (usernames are safe in a file name). */
export function exportFileName(username: string, at: Date): string {
  return `roomremix-export-${username}-${at.toISOString().slice(0, 10)}.zip`;
}

/** Counts one export of the user; throws TooManyAttemptsError when the window is full. */
export async function reserveExport(
  deps: RateLimitStore & Pick<AccountExportDeps, 'now'>,
  policy: RateLimitPolicy,
  uid: string,
): Promise<void> {
  await reserveAttempts(deps, [{ scope: 'account-export', kind: 'user', value: uid, policy }], () => nowOf(deps));
}

const iso = (at: Date | null | undefined): string | null => at?.toISOString() ?? null;

/**
 * Writes the user's data into `archive` (docs/api.md#account): profile.json, ledger.json, purchases.json,
 * results.json, listings.json and every result, input and listing photo under images/. Every query filters on the user's uid. Images are
 * read one at a time and the next is read only once the archive has taken the previous one, so memory holds one
 * image whatever the history's size (the response's backpressure reaches the archive through pipe). Resolves once
 * every entry is in; the caller finalizes.
 */
export async function writeAccountExport(deps: AccountExportDeps, uid: string, archive: Archiver): Promise<void> {
  const {
    profile: user,
    ledger,
    purchases,
    results,
    listings,
  } = await deps.repositories.accountData.readAccountRecords(uid);
  const addJson = async (name: string, value: unknown) => {
    archive.append(`${JSON.stringify(value, null, 2)}\n`, { name });
    await once(archive, 'entry');
  };

  await addJson('profile.json', {
    id: uid,
    username: user?.username ?? null,
    email: user?.email ?? null,
    fullName: user?.fullName ?? null,
    tokenBalance: user?.tokenBalance ?? 0,
    createdAt: iso(user?.createdAt),
    googleLinked: (user?.googleId ?? null) !== null,
    profileImage: user?.profileImage ?? null,
  });
  // Admin adjustments' admin id and note stay out, as the rules keep them from the owner's own reads.
  await addJson(
    'ledger.json',
    ledger.map(({ id, doc: { delta, balanceAfter, reason, ref, createdAt } }) => ({
      id,
      delta,
      balanceAfter,
      reason,
      ref,
      createdAt: iso(createdAt),
    })),
  );
  await addJson(
    'purchases.json',
    purchases
      .map(({ id, doc: { userId: _userId, createdAt, ...purchase } }) => ({
        id,
        ...purchase,
        createdAt: iso(createdAt),
      }))
      .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '')),
  );

  const images = new Map<string, string>();
  const entryOf = (key: string, name: string) => {
    if (!images.has(key)) images.set(key, name);
    return images.get(key) ?? name;
  };
  const sortedResults = [...results].sort((a, b) => a.doc.createdAt.getTime() - b.doc.createdAt.getTime());
  await addJson(
    'results.json',
    sortedResults.map(({ id, doc: result }) => {
      const inputs = `images/inputs/${result.jobId}`;
      return {
        id,
        title: result.title,
        settings: pickRemixSettings(result),
        createdAt: iso(result.createdAt),
        width: result.width,
        height: result.height,
        tokensUsed: result.tokensUsed,
        structureScore: result.structureScore,
        engine: result.engine,
        variant: result.variant ?? 1,
        variantCount: result.variantCount ?? 1,
        files: {
          result: entryOf(result.resultImageKey, `images/results/${id}.jpg`),
          base: entryOf(result.baseImageKey, `${inputs}/base.jpg`),
          references: result.referenceImageKeys.map((key, index) =>
            entryOf(key, `${inputs}/reference-${index + 1}.jpg`),
          ),
          mask: result.maskImageKey ? entryOf(result.maskImageKey, `${inputs}/mask.png`) : null,
        },
      };
    }),
  );

  // A listing's staged photos are results (above); its originals are the photos as uploaded.
  await addJson(
    'listings.json',
    [...listings]
      .sort((a, b) => a.doc.createdAt.getTime() - b.doc.createdAt.getTime())
      .map(({ id, doc: listing }) => ({
        id,
        title: listing.title,
        createdAt: iso(listing.createdAt),
        updatedAt: iso(listing.updatedAt),
        photos: listing.photos.map((photo) => ({
          id: photo.id,
          roomType: photo.roomType,
          sameRoomAs: photo.sameRoomAs,
          original: entryOf(photo.image.key, `images/listings/${id}/${photo.id}.jpg`),
          stagedResultId: photo.stagingJobId,
        })),
      })),
  );

  for (const [key, name] of images) {
    const blob = await deps.blobStore.get(key);
    if (!blob) {
      deps.logger.warn('An exported result names an image that is gone', { uid, key });
      continue;
    }
    // JPEG and PNG are compressed already: stored as they are.
    archive.append(blob.buffer, { name, store: true });
    await once(archive, 'entry');
  }
}
