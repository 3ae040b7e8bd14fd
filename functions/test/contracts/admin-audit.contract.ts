import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEntryRecord } from '../../src/ports/admin-audit';
import type { Repositories } from '../../src/ports/repositories';

/** What the admin use-cases rely on from the audit log, on every store (see core-repositories.contract.ts). */
export function adminAuditContract(name: string, open: () => { repositories: Repositories }): void {
  describe(`${name}: the admin audit log`, () => {
    // Just before now, so no entry made earlier is newer, and every entry made later is (on a shared emulator).
    const start = Date.now() - 10_000;
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const anEntry = (targetId: string, seconds: number): AuditEntryRecord => ({
      action: 'coupon.update',
      actor: { kind: 'command', uid: null, name: 'contract' },
      target: { kind: 'coupon', id: targetId, userId: null },
      before: { active: true },
      after: { active: false },
      reason: null,
      createdAt: at(seconds),
    });

    it('keeps entries under their own ids or new ones, and lists the newest first, before a time when asked', async () => {
      const { repositories } = open();
      const { adminAudit, runTransaction } = repositories;
      const target = randomUUID();
      const id = `contract-${target}`;
      await runTransaction(async (tx) => adminAudit.appendIn(tx, anEntry(target, 1), id));
      await runTransaction(async (tx) => adminAudit.appendIn(tx, anEntry(target, 3)));
      await runTransaction(async (tx) => adminAudit.appendIn(tx, anEntry(target, 2)));
      const newest = await adminAudit.newest(3);
      expect(newest.map(({ createdAt }) => createdAt)).toEqual([at(3), at(2), at(1)]);
      expect(newest[2]).toEqual({ ...anEntry(target, 1), id });
      expect((await adminAudit.newest(5, at(2))).slice(0, 1).map(({ id: found }) => found)).toEqual([id]);
      await expect(runTransaction(async (tx) => adminAudit.appendIn(tx, anEntry(target, 4), id))).rejects.toThrow();
    });
  });
}
