import {
  isLiveTake,
  type Listing,
  type ListingPhoto,
  sameLook,
  type StagedPhoto,
  type StagingLook,
} from '@roomremix/contracts/listings';

// What a staging with the form's settings would do to each photo, as the server plans it
// (functions/src/domain/listing-takes.ts): told before paying.

/** A photo's takes, the one shown first. */
export function takesOf(photo: ListingPhoto): StagedPhoto[] {
  return [...(photo.staged ? [photo.staged] : []), ...photo.earlierTakes];
}

/** The photo's newest take of `look` that is, or will be, an image; undefined when it has none. */
export function takeOfLook(photo: ListingPhoto, look: StagingLook): StagedPhoto | undefined {
  return takesOf(photo)
    .filter((take) => take.look !== null && isLiveTake(take.status, !!take.imageUrl) && sameLook(take.look, look))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/** What a staging of a look under a disclosure does: photos it stages (paid), and photos it re-marks (free). */
export interface StagingScope {
  /** Photos with no take of the look: staged and charged. */
  toStage: ListingPhoto[];
  /** Photos with a take of the look under another disclosure: re-marked for free. */
  toRemark: ListingPhoto[];
  /** Photos with a take of the look: what "Stage again" would stage (and charge) by name. */
  withTake: ListingPhoto[];
}

/** The disclosure a staging asks for: its rule, and whether that rule's label carries the originals link. */
export interface WantedDisclosure {
  disclosureRule: string;
  linksOriginals: boolean;
}

/** Whether a take carries the wanted disclosure (a linking label: the listing's live originals link). */
function isMarkedAs(take: StagedPhoto, listing: Listing, wanted: WantedDisclosure): boolean {
  if (take.disclosureRule !== wanted.disclosureRule) return false;
  return !wanted.linksOriginals || (listing.originalsLink !== null && take.labelLink === listing.originalsLink.url);
}

export function stagingScope(listing: Listing, look: StagingLook, wanted: WantedDisclosure): StagingScope {
  const scope: StagingScope = { toStage: [], toRemark: [], withTake: [] };
  for (const photo of listing.photos) {
    const take = takeOfLook(photo, look);
    if (!take) {
      scope.toStage.push(photo);
      continue;
    }
    scope.withTake.push(photo);
    if (!isMarkedAs(take, listing, wanted)) scope.toRemark.push(photo);
  }
  return scope;
}

/** The look of the listing's newest take: what the form starts from, so a reload shows what was staged last. */
export function newestLook(listing: Listing): StagingLook | null {
  const newest = listing.photos
    .flatMap(takesOf)
    .filter((take) => take.look !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return newest?.look ?? null;
}
