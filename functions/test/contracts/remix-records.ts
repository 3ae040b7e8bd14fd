import { readStoredSettings } from '../../src/adapters/firestore/stored-remix-settings';
import type { ImageResultRecord } from '../../src/ports/image-results';
import type { ListingRecord } from '../../src/ports/listings';
import type { ListingStaging, RemixJobRecord } from '../../src/ports/remix-jobs';
import { newQueuedJob } from '../../src/services/remix/jobs';

/** An instant `seconds` after a fixed start. */
export const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);

/** The settings a job and its result keep, in today's spelling (as a repository reads them back). */
export const SETTINGS = readStoredSettings({
  title: 'Kitchen',
  roomStyle: 'modern',
  quality: 'standard',
  textPrompt: 'warm light',
  referenceImageLabels: ['sofa'],
});

const image = (key: string) => ({ key, width: 96, height: 64, bytes: 1000 });

/** A queued job of `uid` of two tokens for one image, with a photo and one reference. */
export function aJob(uid: string, overrides: Partial<RemixJobRecord> = {}): RemixJobRecord {
  const inputs = { base: image(`users/${uid}/uploads/u/base.jpg`), references: [image('r.jpg')], mask: null };
  return { ...newQueuedJob({ userId: uid, settings: SETTINGS, inputs, cost: 2, variants: 1 }, at(0)), ...overrides };
}

/** A listing photo's place in batch `batchId`. */
export function aStaging(batchId: string, overrides: Partial<ListingStaging> = {}): ListingStaging {
  return {
    listingId: 'listing',
    photoId: 'photo',
    batchId,
    disclosure: 'label',
    position: 0,
    waitsFor: null,
    styleAnchorJobId: null,
    ...overrides,
  };
}

/** A result of `jobId` of `uid`. */
export function aResult(uid: string, jobId: string, overrides: Partial<ImageResultRecord> = {}): ImageResultRecord {
  return {
    ...SETTINGS,
    userId: uid,
    jobId,
    baseImageKey: `users/${uid}/uploads/u/base.jpg`,
    resultImageKey: `users/${uid}/results/${jobId}.jpg`,
    referenceImageKeys: ['r.jpg'],
    maskImageKey: null,
    tokensUsed: 2,
    fileSize: 1234,
    width: 96,
    height: 64,
    structureScore: 80,
    engine: 'local',
    createdAt: at(10),
    variant: 1,
    variantCount: 1,
    ...overrides,
  };
}

/** An empty listing of `uid`. */
export function aListing(uid: string, overrides: Partial<ListingRecord> = {}): ListingRecord {
  return {
    userId: uid,
    title: 'Harbour flat',
    photos: [],
    batch: null,
    originalsLink: null,
    originalsToken: null,
    createdAt: at(0),
    updatedAt: at(0),
    ...overrides,
  };
}
