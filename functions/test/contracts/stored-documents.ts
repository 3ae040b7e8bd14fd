import type { Repositories } from '../../src/ports/repositories';

/**
 * A store under contract with raw access to its documents by path, for what a repository reads but another writes
 * (a result a share shows, a ledger a deletion moves) and for what it writes but offers no read of.
 */
export interface StoreWithDocuments {
  repositories: Repositories;
  /** Writes the document at `path` as given (instants as Dates). */
  seed(path: string, doc: object): Promise<void>;
  /** The document at `path`, instants as Dates; undefined when there is none. */
  peek(path: string): Promise<Record<string, unknown> | undefined>;
}
