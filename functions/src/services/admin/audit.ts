import type { AuditAction, AuditActor, AuditEntry, AuditTarget } from '@roomremix/contracts/admin';
import { type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../adapters/firestore/collections';

/** One admin action to record: who did what to which target, and the fields it changed. */
export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  target: AuditTarget;
  /** The changed fields before (null for a create) and after, as JSON values. */
  before: object | null;
  after: object | null;
  reason?: string | null;
}

/**
 * Writes the audit entry of an admin action in the transaction that makes the change, so there is never a change
 * without its entry nor an entry without its change. `id` names the entry (a token adjustment's is its ledger id).
 */
export function recordAudit(db: Firestore, tx: Transaction, record: AuditRecord, id?: string): void {
  const audit = collections.adminAudit(db);
  tx.create(id === undefined ? audit.doc() : audit.doc(id), {
    action: record.action,
    actor: record.actor,
    target: record.target,
    before: record.before === null ? null : { ...record.before },
    after: record.after === null ? null : { ...record.after },
    reason: record.reason ?? null,
    createdAt: new Date(),
  });
}

/** `GET /api/admin/audit`: the newest entries, or the newest before `before`. */
export async function listAudit(
  db: Firestore,
  { limit, before }: { limit: number; before?: string | undefined },
): Promise<AuditEntry[]> {
  let query = collections.adminAudit(db).orderBy('createdAt', 'desc');
  if (before !== undefined) query = query.where('createdAt', '<', new Date(before));
  const snapshot = await query.limit(limit).get();
  return snapshot.docs.map((doc) => {
    const entry = doc.data();
    return {
      id: doc.id,
      action: entry.action,
      actor: entry.actor,
      target: entry.target,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}
