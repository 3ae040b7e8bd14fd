import { isLiveTake, sameLook, type StagingLook } from '@roomremix/contracts/listings';
import type { JobStatus } from '@roomremix/contracts/enums';

// What a staging does with the takes a listing's photos already have (docs/api.md#listings): the engine's work is
// paid once per look; the disclosure is a mark burned in afterwards, so changing it re-marks a take for free.

/** One take of a photo as the plan sees it. */
export interface TakeFacts {
  jobId: string;
  /** Its settings; null when its job is gone. */
  look: StagingLook | null;
  status: JobStatus;
  /** Whether its image still exists (a succeeded take whose result was deleted has none). */
  hasImage: boolean;
  /** The disclosure rule its mark and caption follow now. */
  disclosureRule: string;
  /** The originals page its label links to (`label-link`); null for another disclosure. */
  originalsUrl: string | null;
}

/** A photo of the listing with its takes, newest first, and the one it shows. */
export interface PhotoTakes {
  photoId: string;
  shownJobId: string | null;
  takes: readonly TakeFacts[];
}

/** What a staging asks for. */
export interface WantedTakes {
  look: StagingLook;
  disclosureRule: string;
  /** The originals page a `label-link` rule's label must point at; null for another disclosure. */
  originalsUrl: string | null;
  /** The photos to stage whatever takes they have; absent: the photos with no take of `look`. */
  photoIds?: readonly string[] | undefined;
}

/** A take a photo shows from now on, and whether it must be re-marked under the wanted disclosure first. */
export interface ShownTake {
  photoId: string;
  jobId: string;
  remark: boolean;
}

/** What a staging does, photo by photo. */
export interface TakesPlan {
  /** Photos the engine stages (and the staging charges), in listing order. */
  stage: string[];
  /** Photos that show a take they have, re-marked or not; a photo already showing it unchanged is not listed. */
  show: ShownTake[];
  /** Photos whose take of this look is still being made under another disclosure: it cannot be re-marked yet. */
  busy: string[];
}

/**
 * The plan of a staging: with `photoIds`, those photos are staged again (a re-stage the owner confirmed) and the
 * others are left as they are; without, a photo with a take of the wanted look (finished with its image, or still
 * being made) shows its newest such take, re-marked when its disclosure differs, and only the photos without one are
 * staged.
 */
export function planTakes(photos: readonly PhotoTakes[], wanted: WantedTakes): TakesPlan {
  const plan: TakesPlan = { stage: [], show: [], busy: [] };
  const named = wanted.photoIds && new Set(wanted.photoIds);
  for (const photo of photos) {
    if (named) {
      if (named.has(photo.photoId)) plan.stage.push(photo.photoId);
      continue;
    }
    const take = photo.takes.find((candidate) => isLive(candidate) && sameLook(candidate.look, wanted.look));
    if (!take?.look) {
      plan.stage.push(photo.photoId);
      continue;
    }
    const remark = !isMarkedAs(take, wanted);
    if (remark && take.status !== 'succeeded') plan.busy.push(photo.photoId);
    else if (remark || take.jobId !== photo.shownJobId)
      plan.show.push({ photoId: photo.photoId, jobId: take.jobId, remark });
  }
  return plan;
}

/**
 * The take a staging's photos are matched to when it stages only some of the listing's photos: the finished take of
 * the wanted look shown by the first photo (in listing order) it does not stage; null when there is none, and the
 * batch's first photo is then staged unmatched.
 */
export function listingAnchorOf(photos: readonly PhotoTakes[], plan: TakesPlan, look: StagingLook): string | null {
  const staged = new Set(plan.stage);
  for (const photo of photos) {
    if (staged.has(photo.photoId)) continue;
    const take = photo.takes.find(
      (candidate) => candidate.status === 'succeeded' && isLive(candidate) && sameLook(candidate.look, look),
    );
    if (take) return take.jobId;
  }
  return null;
}

/** A take of a known look that is, or will be, an image (isLiveTake). */
function isLive(take: TakeFacts): take is TakeFacts & { look: StagingLook } {
  return take.look !== null && isLiveTake(take.status, take.hasImage);
}

/** Whether a take already carries the wanted disclosure (and, for a link, the wanted link). */
function isMarkedAs(take: TakeFacts, wanted: WantedTakes): boolean {
  return take.disclosureRule === wanted.disclosureRule && take.originalsUrl === wanted.originalsUrl;
}

/** Blob key of a take's image re-marked by staging `batchId`, beside the take's own (its suffixes replaced). */
export function remarkedBlobKey(resultKey: string, batchId: string): string {
  return resultKey.replace(/(-unmarked)?(-m[0-9a-f]{12})?\.jpg$/, `-m${batchId.slice(0, 12)}.jpg`);
}
