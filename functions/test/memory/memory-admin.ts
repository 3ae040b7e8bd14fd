import { randomUUID } from 'node:crypto';
import type { AdminAuditRepository, AuditEntryRecord } from '../../src/ports/admin-audit';
import { type MemoryStore, memoryTxOf } from './memory-store';

/** `adminAudit/{id}` in memory. */
export function memoryAdminAudit(store: MemoryStore): AdminAuditRepository {
  return {
    appendIn: (tx, entry, id = randomUUID()) => memoryTxOf(tx).create(`adminAudit/${id}`, entry),
    newest: async (limit, before) =>
      store
        .query<AuditEntryRecord>('adminAudit', ({ createdAt }) => before === undefined || createdAt < before)
        .sort((a, b) => b.doc.createdAt.getTime() - a.doc.createdAt.getTime())
        .slice(0, limit)
        .map(({ id, doc }) => ({ ...doc, id })),
  };
}
