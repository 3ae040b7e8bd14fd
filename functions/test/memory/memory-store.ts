import type { RunTransaction, Tx } from '../../src/ports/transactions';

/**
 * Documents in memory, by path (`users/u1/ledger/e1`), with transactions that behave as Firestore's do where a
 * use-case can tell: reads come before writes, writes land together or not at all, `create` fails on a document that
 * exists, and a transaction whose reads another one changed before it committed runs again.
 */
export class MemoryStore {
  private readonly docs = new Map<string, unknown>();
  /** Bumped on every write to a document, and to its collection: what a transaction read is checked against it. */
  private readonly versions = new Map<string, number>();

  /** A copy of the document at `path`, or undefined. */
  get<T>(path: string): T | undefined {
    const doc = this.docs.get(path);
    return doc === undefined ? undefined : (structuredClone(doc) as T);
  }

  /** Copies of the documents directly under `collection` that `keep` keeps, with their ids, in id order. */
  query<T>(collection: string, keep: (doc: T) => boolean = () => true): Array<{ id: string; doc: T }> {
    const prefix = `${collection}/`;
    return [...this.docs.keys()]
      .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .sort()
      .map((path) => ({ id: path.slice(prefix.length), doc: this.get<T>(path) as T }))
      .filter(({ doc }) => keep(doc));
  }

  set(path: string, doc: unknown): void {
    this.docs.set(path, structuredClone(doc));
    this.bump(path);
  }

  delete(path: string): void {
    this.docs.delete(path);
    this.bump(path);
  }

  versionOf(key: string): number {
    return this.versions.get(key) ?? 0;
  }

  readonly runTransaction: RunTransaction = async (work) => {
    for (let attempt = 1; ; attempt += 1) {
      const tx = new MemoryTx(this);
      const result = await work(tx);
      if (tx.commit()) return result;
      if (attempt === MAX_ATTEMPTS) throw new Error(`A transaction met contention ${MAX_ATTEMPTS} times`);
    }
  };

  private bump(path: string): void {
    for (const key of [path, collectionOf(path)]) this.versions.set(key, this.versionOf(key) + 1);
  }
}

/** As Firestore's default: a transaction that keeps meeting contention gives up. */
const MAX_ATTEMPTS = 5;

/** The collection path of a document path: `users/u1/ledger/e1` → `users/u1/ledger`. */
function collectionOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

/** The document already exists: what Firestore's `create` fails with, failing the whole transaction. */
export class AlreadyExistsError extends Error {}

type Write = { path: string; apply: () => void };

/** One attempt of a transaction: its reads, with the versions they saw, and its writes, held until commit. */
export class MemoryTx implements Tx {
  readonly kind = 'transaction';
  private readonly seen = new Map<string, number>();
  private readonly writes: Write[] = [];

  constructor(private readonly store: MemoryStore) {}

  get<T>(path: string): T | undefined {
    this.beforeWrites();
    this.seen.set(path, this.store.versionOf(path));
    return this.store.get<T>(path);
  }

  query<T>(collection: string, keep?: (doc: T) => boolean): Array<{ id: string; doc: T }> {
    this.beforeWrites();
    this.seen.set(collection, this.store.versionOf(collection));
    return this.store.query(collection, keep);
  }

  create(path: string, doc: unknown): void {
    this.writes.push({
      path,
      apply: () => {
        if (this.store.get(path) !== undefined) throw new AlreadyExistsError(`${path} exists already`);
        this.store.set(path, doc);
      },
    });
  }

  set(path: string, doc: unknown): void {
    this.writes.push({ path, apply: () => this.store.set(path, doc) });
  }

  /** Changes top-level fields of a document that must exist, as Firestore's `update`. */
  update(path: string, fields: Record<string, unknown>): void {
    this.writes.push({
      path,
      apply: () => {
        const doc = this.store.get<Record<string, unknown>>(path);
        if (doc === undefined) throw new Error(`No document to update at ${path}`);
        this.store.set(path, { ...doc, ...fields });
      },
    });
  }

  /** Changes a document that must exist to what `change` makes of it at commit, as Firestore's update of nested fields. */
  modify<T>(path: string, change: (doc: T) => T): void {
    this.writes.push({
      path,
      apply: () => {
        const doc = this.store.get<T>(path);
        if (doc === undefined) throw new Error(`No document to update at ${path}`);
        this.store.set(path, change(doc));
      },
    });
  }

  /** Adds `by` to a number field of a document that must exist, without reading it, as Firestore's increment. */
  increment(path: string, field: string, by: number): void {
    this.writes.push({
      path,
      apply: () => {
        const doc = this.store.get<Record<string, unknown>>(path);
        if (doc === undefined) throw new Error(`No document to update at ${path}`);
        this.store.set(path, { ...doc, [field]: Number(doc[field] ?? 0) + by });
      },
    });
  }

  delete(path: string): void {
    this.writes.push({ path, apply: () => this.store.delete(path) });
  }

  /** Applies the writes, all or none; false (nothing applied) when something this attempt read has changed. */
  commit(): boolean {
    for (const [key, version] of this.seen) if (this.store.versionOf(key) !== version) return false;
    const before = new Map(this.writes.map(({ path }) => [path, this.store.get(path)]));
    try {
      for (const write of this.writes) write.apply();
    } catch (error) {
      for (const [path, doc] of before)
        if (doc === undefined) this.store.delete(path);
        else this.store.set(path, doc);
      throw error;
    }
    return true;
  }

  private beforeWrites(): void {
    if (this.writes.length > 0) throw new Error('A transaction reads before it writes');
  }
}

/** The memory transaction behind a port transaction; another store's is a programming error. */
export function memoryTxOf(tx: Tx): MemoryTx {
  if (!(tx instanceof MemoryTx)) throw new TypeError('A memory repository was given another store’s transaction');
  return tx;
}
