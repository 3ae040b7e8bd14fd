/**
 * A transaction in progress. Repositories read and write through it; what it writes lands together when the work
 * resolves, or not at all. As in Firestore, every read comes before the first write.
 */
export interface Tx {
  readonly kind: 'transaction';
}

/** Runs work in one transaction, retried by the store when another changed what it read. */
export type RunTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
