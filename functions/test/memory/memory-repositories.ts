import { idempotencyRecordId } from '../../src/domain/idempotency';
import type { IdempotencyKeysRepository, IdempotencyRecord } from '../../src/ports/idempotency-keys';
import type { LedgerEntry, LedgerRepository } from '../../src/ports/ledger';
import type { RateLimitCounter, RateLimitsRepository } from '../../src/ports/rate-limits';
import type { Repositories } from '../../src/ports/repositories';
import { memoryAccountsRepositories } from './memory-accounts';
import { memoryRemixRepositories } from './memory-remix';
import { memoryAdminAudit } from './memory-admin';
import { memoryShares } from './memory-shares';
import { MemoryStore, memoryTxOf } from './memory-store';
import { memoryTokenRepositories } from './memory-tokens';
import { memoryUsers } from './memory-users';

/** The stored shape of a user as far as these repositories read it; the accounts' own fields ride along. */
interface UserBalance {
  tokenBalance: number;
}

function memoryLedger(store: MemoryStore): LedgerRepository {
  const entries = (uid: string) =>
    store.query<LedgerEntry>(`users/${uid}/ledger`).map(({ id, doc }) => ({ ...doc, id }));
  return {
    async readBalanceIn(tx, uid, entryId) {
      const user = memoryTxOf(tx).get<UserBalance>(`users/${uid}`);
      const applied = memoryTxOf(tx).get(`users/${uid}/ledger/${entryId}`) !== undefined;
      return user && { balance: user.tokenBalance, entryApplied: applied };
    },
    writeEntryIn(tx, uid, entryId, entry) {
      memoryTxOf(tx).update(`users/${uid}`, { tokenBalance: entry.balanceAfter });
      memoryTxOf(tx).create(`users/${uid}/ledger/${entryId}`, entry);
    },
    latest: async (uid, limit) =>
      entries(uid)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit),
    all: async (uid) => entries(uid),
    entry: async (uid, entryId) => store.get<LedgerEntry>(`users/${uid}/ledger/${entryId}`),
    entryIn: async (tx, uid, entryId) => memoryTxOf(tx).get<LedgerEntry>(`users/${uid}/ledger/${entryId}`),
  };
}

function memoryIdempotencyKeys(store: MemoryStore): IdempotencyKeysRepository {
  const pathOf = ({ uid, key }: { uid: string; key: string }) => `idempotencyKeys/${idempotencyRecordId(uid, key)}`;
  return {
    read: async (caller) => store.get<IdempotencyRecord>(pathOf(caller)),
    readIn: async (tx, caller) => memoryTxOf(tx).get<IdempotencyRecord>(pathOf(caller)),
    createIn: (tx, caller, record) => memoryTxOf(tx).create(pathOf(caller), record),
  };
}

function memoryRateLimits(): RateLimitsRepository {
  return {
    readIn: async (tx, id) => memoryTxOf(tx).get<RateLimitCounter>(`rateLimits/${id}`),
    writeIn: (tx, id, counter) => memoryTxOf(tx).set(`rateLimits/${id}`, counter),
    writeCountIn: (tx, id, count) => memoryTxOf(tx).update(`rateLimits/${id}`, { count }),
  };
}

/** Every repository over one in-memory store, for the use-cases' unit tests; `store` lets a test seed and look. */
export function memoryRepositories(store = new MemoryStore()): Repositories & { store: MemoryStore } {
  return {
    store,
    runTransaction: store.runTransaction,
    ledger: memoryLedger(store),
    idempotencyKeys: memoryIdempotencyKeys(store),
    rateLimits: memoryRateLimits(),
    users: memoryUsers(store),
    ...memoryAccountsRepositories(store),
    shares: memoryShares(store),
    ...memoryRemixRepositories(store),
    ...memoryTokenRepositories(store),
    adminAudit: memoryAdminAudit(store),
  };
}
