import type { RoomType } from '@roomremix/contracts/enums';
import type { Disclosure } from '@roomremix/contracts/listings';
import type { StoredImageRef } from './remix-jobs';
import type { Tx } from './transactions';

/** One photo of a listing, in the listing's order. */
export interface ListingPhotoEntry {
  id: string;
  /** The original as uploaded (decoded, upright, re-encoded). */
  image: StoredImageRef;
  /** Its preview for the listing page (adapters/image-codec/thumbnail.ts); absent on photos added before previews. */
  previewKey?: string;
  roomType: RoomType | null;
  sameRoomAs: string | null;
  /** The job of the take the photo shows: its latest staging, or the take of a look a staging chose again. */
  stagingJobId: string | null;
  /**
   * The jobs of every staging of the photo (its takes), newest first; absent on older photos, whose one take is
   * `stagingJobId`.
   */
  takeJobIds?: string[];
  /**
   * The image (as disclosed) of the photo's most recent successful staging, stored when it succeeds and cleared when
   * its result is deleted: what the originals page serves, so the page reads this one document. Absent on older photos.
   */
  stagedImageKey?: string | null;
  /** What that staging's disclosure says: its words (the label's, the export's file name) and its caption. */
  stagedDisclosure?: StagedDisclosure | null;
}

/** What a staged photo's disclosure says of it (domain/disclosure-words.ts). */
export interface StagedDisclosure {
  words: string;
  caption: string;
}

/**
 * `listingLinks/{id}`: a listing's originals page (`/l/<token>`), found by its token. Kept once turned off, so the
 * token then answers 410. Closed to clients.
 */
export interface ListingLinkRecord {
  userId: string;
  listingId: string;
  token: string;
  createdAt: Date;
  revokedAt: Date | null;
}

/** A listing's staging batch: its disclosure, its one debit, and each photo's job in the order they were planned. */
export interface ListingBatch {
  id: string;
  disclosure: Disclosure;
  /** The disclosure rule it follows; absent on older batches: the plain rule `disclosure`. */
  disclosureRule?: string;
  cost: number;
  jobs: { photoId: string; jobId: string }[];
  createdAt: Date;
}

/** `listings/{listingId}`: a property's photos, staged together (docs/data-model.md#listings). Closed to clients. */
export interface ListingRecord {
  userId: string;
  title: string;
  photos: ListingPhotoEntry[];
  /** The latest staging batch. */
  batch: ListingBatch | null;
  /** The disclosure rule of its latest staging, offered first next time; absent before one. */
  disclosureRule?: string;
  /** The live originals link (`listingLinks/{id}`) and its URL; null when none was made or it was turned off. */
  originalsLink: { id: string; url: string } | null;
  /** The live originals link's token, which the public page finds the listing by; absent on older listings. */
  originalsToken?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A stored listing and its id. */
export interface StoredListing {
  id: string;
  listing: ListingRecord;
}

/** What may change of a listing; every change stamps `updatedAt`. */
export type ListingChange = Partial<
  Pick<ListingRecord, 'title' | 'photos' | 'batch' | 'originalsLink' | 'originalsToken' | 'disclosureRule'>
> &
  Pick<ListingRecord, 'updatedAt'>;

/** `listings/{id}` and their originals links, `listingLinks/{id}` (docs/data-model.md#listings). */
export interface ListingsRepository {
  /** A new auto-id for a listing or a listing photo. */
  newId(): string;
  /** Creates the listing; fails if it exists. */
  create(id: string, listing: ListingRecord): Promise<void>;
  read(id: string): Promise<ListingRecord | undefined>;
  readIn(tx: Tx, id: string): Promise<ListingRecord | undefined>;
  updateIn(tx: Tx, id: string, change: ListingChange): void;
  deleteIn(tx: Tx, id: string): void;
  /** The user's listings, most recently changed first, at most `limit`. */
  latestOf(uid: string, limit: number): Promise<StoredListing[]>;
  /** The listing whose live originals link has this token. */
  findByOriginalsToken(token: string): Promise<ListingRecord | undefined>;
  /** A new auto-id for an originals link. */
  newLinkId(): string;
  createLinkIn(tx: Tx, id: string, link: ListingLinkRecord): void;
  /** Marks the originals link turned off at `at`. */
  revokeLinkIn(tx: Tx, id: string, at: Date): void;
  /** The originals link with this token, live or turned off. */
  findLinkByToken(token: string): Promise<ListingLinkRecord | undefined>;
}
