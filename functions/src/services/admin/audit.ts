import type { AuditAction, AuditActor, AuditEntry, AuditTarget } from '@roomremix/contracts/admin';
import type { Repositories } from '../../ports/repositories';
import type { Tx } from '../../ports/transactions';

type AuditRepositories = Pick<Repositories, 'adminAudit'>;

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
export function recordAudit({ adminAudit }: AuditRepositories, tx: Tx, record: AuditRecord, id?: string): void {
  adminAudit.appendIn(
    tx,
    {
      action: record.action,
      actor: record.actor,
      target: record.target,
      before: record.before === null ? null : { ...record.before },
      after: record.after === null ? null : { ...record.after },
      reason: record.reason ?? null,
      createdAt: new Date(),
    },
    id,
  );
}

/** `GET /api/admin/audit`: the newest entries, or the newest before `before`. */
export async function listAudit(
  { adminAudit }: AuditRepositories,
  { limit, before }: { limit: number; before?: string | undefined },
): Promise<AuditEntry[]> {
  const entries = await adminAudit.newest(limit, before === undefined ? undefined : new Date(before));
  return entries.map((entry) => {
    return {
      id: entry.id,
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
