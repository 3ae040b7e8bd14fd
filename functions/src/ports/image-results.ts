import type { SavedRemixSettings } from '@roomremix/contracts/remix-settings';
import type { ImageEngine as ImageEngineName } from '@roomremix/contracts/system';
import type { Tx } from './transactions';

/**
 * `imageResults/{id}`: a finished remix, with blob keys instead of URLs (the API signs URLs when it answers) and the
 * structure score. It keeps the settings its job was submitted with. The id is the job id, so completing a job twice
 * cannot create two results.
 */
export interface ImageResultRecord extends SavedRemixSettings {
  userId: string;
  jobId: string;
  baseImageKey: string;
  resultImageKey: string;
  referenceImageKeys: string[];
  /** The mask the result was made with; absent or null without one. */
  maskImageKey?: string | null;
  /**
   * Its preview (domain/remix-job.ts thumbnailBlobKey); absent on results stored before previews, until a listing of
   * results makes one (services/remix/result-thumbnails.ts).
   */
  thumbnailImageKey?: string;
  /** A listing photo's staged image without its disclosure mark (domain/listing.ts unmarkedBlobKey); never served. */
  unmarkedImageKey?: string | null;
  /** The unmarked copies of its references (StoredImageRef.unmarkedKey); never served, deleted with the inputs. */
  unmarkedReferenceKeys?: string[];
  /** The listing whose photo this is a take of: listed with the listing, not in My Results; absent elsewhere. */
  listingId?: string;
  /** The result this one upscaled to Ultra (services/remix/upscale.ts); absent on every remix. */
  upscaledFrom?: string;
  /** True on a staged listing photo whose structure score stayed below the listing-safe floor after a second take. */
  structureFlagged?: boolean;
  tokensUsed: number;
  /** Bytes of the result image. */
  fileSize: number;
  width: number;
  height: number;
  /** Edge-map similarity of base and result, 0–100; null when it could not be measured. */
  structureScore: number | null;
  /**
   * The same inside and outside the painted region; null without a mask, for a region too small or too plain to
   * judge, and on results from before masks (absent).
   */
  structureScoreInside?: number | null;
  structureScoreOutside?: number | null;
  engine: ImageEngineName;
  createdAt: Date;
  /** Which variant of its job this is (1-based) and how many the job asked for; absent on older results: 1 of 1. */
  variant?: number;
  variantCount?: number;
}

/** A stored result and its id. */
export interface StoredResult {
  id: string;
  doc: ImageResultRecord;
}

/** What may change of a stored result: its image (a listing photo's re-mark) and its preview. */
export type ImageResultChange = Partial<
  Pick<ImageResultRecord, 'resultImageKey' | 'unmarkedImageKey' | 'thumbnailImageKey' | 'fileSize'>
>;

/** `imageResults/{id}`: one finished image of a job's variants (docs/data-model.md#imageresults). */
export interface ImageResultsRepository {
  read(id: string): Promise<ImageResultRecord | undefined>;
  readIn(tx: Tx, id: string): Promise<ImageResultRecord | undefined>;
  /** The results of `ids` that exist, in the order of `ids`. */
  readMany(ids: readonly string[]): Promise<StoredResult[]>;
  /** The user's results, newest first, at most `limit`. */
  latestOf(uid: string, limit: number): Promise<StoredResult[]>;
  /** Creates the results; the transaction fails if one exists. */
  createIn(tx: Tx, results: readonly StoredResult[]): void;
  updateIn(tx: Tx, id: string, change: ImageResultChange): void;
  deleteIn(tx: Tx, id: string): void;
  /** How many results the user has. */
  countOf(uid: string): Promise<number>;
}
