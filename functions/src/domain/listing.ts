import { createHash } from 'node:crypto';
import { idempotentId, type IdempotentRequest } from './idempotency';

// Pure rules of the listing kit (docs/api.md#listings): ids of a staging batch, the order photos are staged in, and
// the checks of a new photo order.

/**
 * The id of a staging batch: a hash of the caller, their Idempotency-Key and the request (domain/idempotency.ts), so a
 * retried request finds the batch its first attempt created and is debited once.
 */
export function stagingBatchId(request: IdempotentRequest): string {
  return idempotentId('listing-staging', request);
}

/** The job that stages `photoId` in batch `batchId`: known before it exists, so a replay creates no second one. */
export function stagingJobId(batchId: string, photoId: string): string {
  return createHash('sha256').update(`staging\n${batchId}\n${photoId}`).digest('hex').slice(0, 40);
}

/** Ledger entry id of a batch's one debit: every photo's share in one entry, applied once. */
export function stagingDebitEntryId(batchId: string): string {
  return `staging-${batchId}`;
}

/** Blob key of a listing photo's original, as uploaded (decoded and re-encoded). */
export function listingPhotoKey(uid: string, listingId: string, photoId: string): string {
  return `users/${uid}/listings/${listingId}/${photoId}.jpg`;
}

/** A photo as the staging plan sees it. */
export interface PlannedPhoto {
  id: string;
  /** Another photo showing the same room, if the owner said so. */
  sameRoomAs: string | null;
}

/** One photo's place in the plan: the photo whose finished staging it must match, or null to be staged at once. */
export interface PhotoStep {
  photoId: string;
  waitsFor: string | null;
}

/**
 * The order of a batch (issue 29, matched furnishing): the batch's first photo is staged first and alone; every
 * other photo waits for it and is given its result to match. Photos the owner linked as the same room (through
 * `sameRoomAs`, in either direction, links to photos outside the batch ignored) form a group: the group's first photo
 * waits for the batch's first, and the rest of the group wait for the group's first, so one room keeps its furniture
 * from every angle. Answered in batch order.
 */
export function planStaging(photos: readonly PlannedPhoto[]): PhotoStep[] {
  const first = photos[0];
  if (!first) return [];
  const groupOf = roomGroups(photos);
  const groupAnchor = new Map<string, string>();
  return photos.map(({ id }) => {
    const group = groupOf.get(id) ?? id;
    const anchor = groupAnchor.get(group);
    if (anchor === undefined) groupAnchor.set(group, id);
    return { photoId: id, waitsFor: id === first.id ? null : (anchor ?? first.id) };
  });
}

/** Each photo's room group, named by one of its photos: the linked components of the `sameRoomAs` links. */
function roomGroups(photos: readonly PlannedPhoto[]): Map<string, string> {
  const parent = new Map(photos.map(({ id }) => [id, id]));
  const root = (id: string): string => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at) ?? at;
    return at;
  };
  for (const { id, sameRoomAs } of photos) {
    if (sameRoomAs !== null && parent.has(sameRoomAs)) parent.set(root(id), root(sameRoomAs));
  }
  return new Map(photos.map(({ id }) => [id, root(id)]));
}

/** Whether `proposed` names each of `current` exactly once (a reorder of a listing's photos). */
export function isReorderOf(current: readonly string[], proposed: readonly string[]): boolean {
  if (proposed.length !== current.length) return false;
  const left = new Set(current);
  return proposed.every((id) => left.delete(id));
}

/** The label of the reference a batch's photo is staged with: the finished photo it is to match (the prompt reads it). */
export const ANCHOR_REFERENCE_LABEL = 'Match the furniture style, materials and colours of this room';

/**
 * Where a staged photo is kept without its disclosure mark, beside the marked result: the photos after it are given
 * this one to match (a mark in a reference could be copied), and it is never served.
 */
export function unmarkedBlobKey(resultKey: string): string {
  return resultKey.replace(/\.jpg$/, '-unmarked.jpg');
}

/**
 * The structure score (0–100, edge-map similarity with the original) below which a staged listing photo may have moved
 * walls, floors, windows, doors or fixtures, which listing rules forbid: it is made once more at no cost, and if it
 * stays below, delivered flagged "check this one". Our judgement, not a listing service's figure: a staging adds
 * furniture (new edges) but keeps the room's own; the local engine scores above 80, a mirrored room below 40.
 */
export const LISTING_MIN_STRUCTURE_SCORE = 60;

/** What a staged photo's disclosure says of it: its words and its caption (domain/disclosure-words.ts). */
interface TakeDisclosure {
  words: string;
  caption: string;
}

/**
 * What the originals page keeps of a photo's staging: its latest staging job, and that staging's image and what its
 * disclosure says.
 */
interface StagedImageOf {
  stagingJobId: string | null;
  stagedImageKey?: string | null;
  stagedDisclosure?: TakeDisclosure | null;
}

/**
 * The photos once staging `jobId` succeeded with `take`: stored on the photo whose latest staging it is, so an older
 * batch finishing late changes nothing. Null when no photo changes.
 */
export function withStagedImage<T extends StagedImageOf>(
  photos: readonly T[],
  jobId: string,
  take: { imageKey: string; disclosure: TakeDisclosure },
) {
  if (!photos.some((photo) => photo.stagingJobId === jobId)) return null;
  const staged = { stagedImageKey: take.imageKey, stagedDisclosure: take.disclosure };
  return photos.map((photo) => (photo.stagingJobId === jobId ? { ...photo, ...staged } : photo));
}

/** The photos once the staged image `imageKey` is deleted: no photo shows it any more. Null when no photo showed it. */
export function withoutStagedImage<T extends StagedImageOf>(photos: readonly T[], imageKey: string) {
  if (!photos.some((photo) => photo.stagedImageKey === imageKey)) return null;
  return photos.map((photo) =>
    photo.stagedImageKey === imageKey ? { ...photo, stagedImageKey: null, stagedDisclosure: null } : photo,
  );
}
