import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEntryRecord } from '../../src/ports/admin-audit';
import type { Repositories } from '../../src/ports/repositories';

/** What the admin use-cases rely on from the audit log, on every store (see core-repositories.contract.ts). */
export function adminAuditContract(name: string, open: () => { repositories: Repositories }): void {
  describe(`${name}: the admin audit log`, () => {
    // Milliseconds apart at about now: on a shared emulator other entries may be newer, so the checks look at these
    // within a page of the newest.
    const start = Date.now();
    const at = (step: number) => new Date(start + step);
    const anEntry = (targetId: string, step: number): AuditEntryRecord => ({
      action: 'coupon.update',
      actor: { kind: 'command', uid: null, name: 'contract' },
      target: { kind: 'coupon', id: targetId, userId: null },
      before: { active: true },
      after: { active: false },
      reason: null,
      createdAt: at(step),
    });

    it('keeps entries under their own ids or new ones, and lists the newest first, before a time when asked', async () => {
      const { repositories } = open();
      const { adminAudit, runTransaction } = repositories;
      const target = randomUUID();
      const id = `contract-${target}`;
      await runTransaction(async (tx) => adminAudit.appendIn(tx, anEntry(target, 1), id));
      await runTransaction(async (tx) => adminAudit.appendIn(tx, anEntry(target, 3)));
      await runTransaction(async (tx) => adminAudit.appendIn(tx, anEntry(target, 2)));
      const ours = (entries: Array<AuditEntryRecord & { id: string }>) =>
        entries.filter((entry) => entry.target.id === target);
      const newest = await adminAudit.newest(50);
      const times = newest.map(({ createdAt }) => createdAt.getTime());
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(ours(newest).map(({ createdAt }) => createdAt)).toEqual([at(3), at(2), at(1)]);
      expect(ours(newest)[2]).toEqual({ ...anEntry(target, 1), id });
      expect(ours(await adminAudit.newest(50, at(2))).map(({ id: found }) => found)).toEqual([id]);
      await expect(runTransaction(async (tx) => adminAudit.appendIn(tx, anEntry(target, 4), id))).rejects.toThrow();
    });
  });
}
