import type { SavedRemixSettings } from '@roomremix/contracts/remix-settings';
import type { Tx } from './transactions';

/**
 * `shares/{id}`: a public link to one result. The token is the link's secret (192 random bits); the owner's list shows
 * the link again, so it is kept, not hashed. A revoked share stays (its link answers 410) without its preview image.
 */
export interface ShareRecord {
  userId: string;
  resultId: string;
  token: string;
  /** The app origin the link was made on (checked by the origin check), so its URL and preview tags stay right. */
  origin: string;
  /** The preview image (SHARE_PREVIEW_SIZE) made when the share was created; null once revoked. */
  previewImageKey: string | null;
  /** Whether the original photo is public beside the remix; absent on shares made before the choice existed (true). */
  includesOriginal?: boolean;
  views: number;
  createdAt: Date;
  revokedAt: Date | null;
}

/** A stored share and its id. */
export interface StoredShare {
  id: string;
  share: ShareRecord;
}

/** What a share may change of itself after it is made; views change only with a visit (recordVisitIn). */
export type ShareChange = Partial<Pick<ShareRecord, 'revokedAt' | 'previewImageKey'>>;

/**
 * What a share reads of the result it shows (`imageResults/{id}`, the remix capability's): its owner, what the page
 * tells of it, and its images.
 */
export interface SharedResult extends Pick<
  SavedRemixSettings,
  'title' | 'roomStyle' | 'styleIntensity' | 'quality' | 'mode' | 'roomType'
> {
  userId: string;
  baseImageKey: string;
  resultImageKey: string;
  createdAt: Date;
}

/** The fields of SharedResult, which a repository picks from the stored result. */
export const SHARED_RESULT_FIELDS = [
  'userId',
  'title',
  'roomStyle',
  'styleIntensity',
  'quality',
  'mode',
  'roomType',
  'baseImageKey',
  'resultImageKey',
  'createdAt',
] as const satisfies ReadonlyArray<keyof SharedResult>;

/**
 * `shareVisits/{keyed hash of share, UTC day and visitor}`: one visitor counted in one share's views on one day;
 * `expiresAt` is the day's end (a TTL policy deletes it later).
 */
export interface ShareVisit {
  shareId: string;
  expiresAt: Date;
}

/** `shares/{id}`, their visits, and the reads of the results they show. */
export interface SharesRepository {
  /** A new share id, for the blobs written before the share itself. */
  newId(): string;
  readIn(tx: Tx, id: string): Promise<ShareRecord | undefined>;
  createIn(tx: Tx, id: string, share: ShareRecord): void;
  updateIn(tx: Tx, id: string, change: ShareChange): void;
  /** The share whose link carries `token`, if any. */
  findByToken(token: string): Promise<StoredShare | undefined>;
  /** The shares of the result that are not revoked. */
  liveOfResult(resultId: string): Promise<StoredShare[]>;
  liveOfResultIn(tx: Tx, resultId: string): Promise<StoredShare[]>;
  /** Up to `limit` shares of the user that are not revoked, newest first. */
  liveOf(uid: string, limit: number): Promise<StoredShare[]>;
  readSharedResult(resultId: string): Promise<SharedResult | undefined>;
  readSharedResultIn(tx: Tx, resultId: string): Promise<SharedResult | undefined>;
  /** Whether the visit `key` is recorded. */
  visitRecorded(key: string): Promise<boolean>;
  visitRecordedIn(tx: Tx, key: string): Promise<boolean>;
  /**
   * Creates the visit `key` and adds one view to its share, together in `tx`; the view is added without reading the
   * share, so visitors at once do not contend for it.
   */
  recordVisitIn(tx: Tx, key: string, visit: ShareVisit): void;
}
