import type { Disclosure } from '@roomremix/contracts/listings';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { StagedDisclosure } from '../../ports/listings';
import type { ListingStaging } from '../../ports/remix-jobs';
import type { Tx } from '../../ports/transactions';
import type { ListingsRepositories } from './deps';
import { markDisclosure } from '../../adapters/image-codec/disclosure-mark';
import { storeThumbnail } from '../../adapters/image-codec/thumbnail';
import { remarkedBlobKey, type ShownTake } from '../../domain/listing-takes';
import { disclosureMarkOf, takeDisclosureOf } from '../remix';
import { ListingTakesBusyError } from './listing-errors';
import type { StoredTake } from './listing-takes';

// A take given another disclosure for free: the engine's image is kept unmarked beside the marked one, so a new mark
// is burned into that copy (or none, for a caption) with no engine call and no debit.

/** The disclosure a staging gives its takes. */
export interface WantedDisclosure {
  disclosure: Disclosure;
  disclosureRule: string;
  /** The originals page a `label-link` points at. */
  originalsUrl: string | undefined;
}

/** A take's image as re-marked, written before the transaction that makes it the take's. */
export interface Remark {
  photoId: string;
  jobId: string;
  resultId: string;
  /** The result's image it was made from: the transaction refuses it when that changed meanwhile. */
  fromKey: string;
  image: { resultImageKey: string; unmarkedImageKey: string | null; thumbnailImageKey: string; fileSize: number };
  /** The job's staging under the new disclosure, and what its disclosure now says. */
  listing: ListingStaging;
  disclosure: StagedDisclosure;
  /** The images nobody points at once the re-mark is stored (a marked image, a preview). */
  replacedKeys: string[];
  /** The images this re-mark wrote, deleted again when the staging does not happen. */
  writtenKeys: string[];
}

/**
 * Burns the wanted disclosure into each take's unmarked image under a key of its own (remarkedBlobKey of `batchId`), or
 * for a caption points the result at its unmarked image. Nothing the user sees changes until applyRemarksIn.
 */
export async function prepareRemarks(
  deps: { blobStore: BlobStore },
  shown: readonly ShownTake[],
  takes: ReadonlyMap<string, StoredTake>,
  wanted: WantedDisclosure,
  batchId: string,
): Promise<Remark[]> {
  const settled = await Promise.allSettled(shown.map((take) => remarked(deps, take, takes, wanted, batchId)));
  const made = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (!failed) return made;
  await deleteWrittenImages(deps, made);
  throw failed.reason;
}

/** Deletes the images the re-marks wrote: the staging that made them did not happen. */
export async function deleteWrittenImages(deps: { blobStore: BlobStore }, remarks: readonly Remark[]): Promise<void> {
  await Promise.all(remarks.flatMap(({ writtenKeys }) => writtenKeys.map((key) => deps.blobStore.delete(key))));
}

/** Deletes the images the stored re-marks replaced. */
export async function deleteReplacedImages(deps: { blobStore: BlobStore }, remarks: readonly Remark[]): Promise<void> {
  await Promise.all(remarks.flatMap(({ replacedKeys }) => replacedKeys.map((key) => deps.blobStore.delete(key))));
}

/** One take re-marked (prepareRemarks). */
async function remarked(
  deps: { blobStore: BlobStore },
  { photoId, jobId }: ShownTake,
  takes: ReadonlyMap<string, StoredTake>,
  wanted: WantedDisclosure,
  batchId: string,
): Promise<Remark> {
  const { job, result } = takes.get(jobId) ?? {};
  if (!job?.listing || !result) throw new ListingTakesBusyError(`Take ${jobId} has no image to re-mark`);
  const { originalsUrl: _old, ...kept } = job.listing;
  const listing: ListingStaging = {
    ...kept,
    disclosure: wanted.disclosure,
    disclosureRule: wanted.disclosureRule,
    ...(wanted.originalsUrl === undefined ? {} : { originalsUrl: wanted.originalsUrl }),
  };
  const disclosure = takeDisclosureOf({ ...job, listing });
  const { resultImageKey, unmarkedImageKey, thumbnailImageKey } = result.doc;
  const unmarkedKey = unmarkedImageKey ?? resultImageKey;
  const unmarked = await deps.blobStore.get(unmarkedKey);
  if (!unmarked) throw new ListingTakesBusyError(`Take ${jobId} lost its unmarked image`);
  const mark = disclosureMarkOf(listing, disclosure.words);
  const markedKey = mark && remarkedBlobKey(resultImageKey, batchId);
  const marked = mark && (await markDisclosure(unmarked.buffer, mark));
  if (markedKey && marked) await deps.blobStore.put(markedKey, marked, 'image/jpeg');
  const shownKey = markedKey ?? unmarkedKey;
  // The preview is of the image shown: a take made under a caption that stays one keeps its own.
  const keepsPreview = shownKey === resultImageKey && thumbnailImageKey !== undefined;
  const thumbnailKey = keepsPreview
    ? (thumbnailImageKey as string)
    : await storeThumbnail(deps.blobStore, shownKey, marked ?? unmarked.buffer);
  const newPreview = thumbnailKey !== thumbnailImageKey;
  return {
    photoId,
    jobId,
    resultId: result.id,
    fromKey: resultImageKey,
    image: {
      resultImageKey: shownKey,
      unmarkedImageKey: markedKey ? unmarkedKey : null,
      thumbnailImageKey: thumbnailKey,
      fileSize: (marked ?? unmarked.buffer).byteLength,
    },
    listing,
    disclosure,
    // A take made under a caption had no marked image: its image becomes the unmarked copy, and only a preview goes.
    replacedKeys: presentKeys(unmarkedImageKey ? resultImageKey : null, newPreview ? thumbnailImageKey : null),
    writtenKeys: presentKeys(markedKey, newPreview ? thumbnailKey : null),
  };
}

function presentKeys(...keys: (string | null | undefined)[]): string[] {
  return keys.filter((key): key is string => Boolean(key));
}

/**
 * Reads each re-marked take's result in `tx` (ListingTakesBusyError when its image changed since it was re-marked)
 * and answers the writes that make the re-marks the takes', to run after the transaction's other reads.
 */
export async function applyRemarksIn(
  { imageResults, remixJobs }: Pick<ListingsRepositories, 'imageResults' | 'remixJobs'>,
  tx: Tx,
  remarks: readonly Remark[],
  at: Date,
): Promise<() => void> {
  const current = await Promise.all(remarks.map(({ resultId }) => imageResults.readIn(tx, resultId)));
  remarks.forEach((remark, index) => {
    if (current[index]?.resultImageKey !== remark.fromKey) {
      throw new ListingTakesBusyError(`Take ${remark.jobId} changed while it was re-marked`);
    }
  });
  return () => {
    for (const remark of remarks) {
      imageResults.updateIn(tx, remark.resultId, remark.image);
      remixJobs.setListingDisclosureIn(tx, remark.jobId, remark.listing, at);
    }
  };
}
