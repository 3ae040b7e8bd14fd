import type { PackageSize } from '@roomremix/contracts/enums';
import type { Tx } from './transactions';

/** `tokenPackages/{id}`: a package on sale; price kept in cents and as the spec's decimal string. */
export interface TokenPackageRecord {
  name: string;
  size: PackageSize;
  description: string;
  tokenAmount: number;
  priceCents: number;
  price: string;
  isActive: boolean;
  stripePriceId: string | null;
}

/** A stored package and its id. */
export type StoredPackage = TokenPackageRecord & { id: string };

/** `tokenPackages/{id}`: the store's packages, written by admins. */
export interface TokenPackagesRepository {
  read(id: string): Promise<TokenPackageRecord | undefined>;
  readIn(tx: Tx, id: string): Promise<TokenPackageRecord | undefined>;
  /** Every package, switched-off ones too, in no particular order. */
  list(): Promise<StoredPackage[]>;
  /** The packages switched on (`isActive`), in no particular order. */
  listActive(): Promise<StoredPackage[]>;
  /** Creates the package in `tx`; the transaction fails if it exists. */
  createIn(tx: Tx, id: string, pkg: TokenPackageRecord): void;
  /** Changes the given fields of a package that exists, in `tx`. */
  updateIn(tx: Tx, id: string, change: Partial<TokenPackageRecord>): void;
}
