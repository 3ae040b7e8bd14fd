import type { RoomType } from '@roomremix/contracts/enums';
import type { SavedRemixSettings } from '@roomremix/contracts/remix-settings';
import type { ImageEngine } from '@roomremix/contracts/system';
import type { LedgerEntry } from './ledger';
import type { UserRecord } from './users';

/** A stored record and its id. */
export interface Stored<T> {
  id: string;
  doc: T;
}

/** A purchase as stored (`tokenPurchases/{id}`, the tokens capability's): the export shows every field but the uid. */
export type ExportedPurchase = { userId: string; createdAt: Date } & Record<string, unknown>;

/** What the export shows of a result (`imageResults/{id}`, the remix capability's) and the blobs it names. */
export interface ExportedResult extends SavedRemixSettings {
  jobId: string;
  baseImageKey: string;
  resultImageKey: string;
  referenceImageKeys: string[];
  maskImageKey?: string | null;
  tokensUsed: number;
  width: number;
  height: number;
  structureScore: number | null;
  engine: ImageEngine;
  createdAt: Date;
  variant?: number;
  variantCount?: number;
}

/** What the export shows of a listing (`listings/{id}`, the listings capability's) and its photos. */
export interface ExportedListing {
  title: string;
  createdAt: Date;
  updatedAt: Date;
  photos: Array<{
    id: string;
    image: { key: string };
    roomType: RoomType | null;
    sameRoomAs: string | null;
    stagingJobId: string | null;
  }>;
}

/** Everything stored under one user's uid that an export shows, each list in no particular order but the ledger's. */
export interface AccountRecords {
  profile: UserRecord | undefined;
  /** Oldest first. */
  ledger: Stored<LedgerEntry>[];
  purchases: Stored<ExportedPurchase>[];
  results: Stored<ExportedResult>[];
  listings: Stored<ExportedListing>[];
}

/** The export's reads, across the collections that hold a user's data; every query filters on the uid. */
export interface AccountDataRepository {
  readAccountRecords(uid: string): Promise<AccountRecords>;
}
