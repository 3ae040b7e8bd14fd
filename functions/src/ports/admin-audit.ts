import type { AuditAction, AuditActor, AuditTarget } from '@roomremix/contracts/admin';
import type { Tx } from './transactions';

/**
 * `adminAudit/{id}`: one admin action (docs/data-model.md#adminaudit), written in the transaction that made the change.
 * `before` and `after` hold the changed fields as JSON values (dates as ISO strings). Closed to clients.
 */
export interface AuditEntryRecord {
  action: AuditAction;
  actor: AuditActor;
  target: AuditTarget;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  createdAt: Date;
}

export interface AdminAuditRepository {
  /** Adds the entry in `tx`, under `id` when given (a new id otherwise); an id used before fails the transaction. */
  appendIn(tx: Tx, entry: AuditEntryRecord, id?: string): void;
  /** The newest `limit` entries, or the newest made before `before`, newest first. */
  newest(limit: number, before?: Date): Promise<Array<AuditEntryRecord & { id: string }>>;
}
