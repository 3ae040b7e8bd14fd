import { describe, expect, it } from 'vitest';
import { memoryRepositories } from '../../../test/memory/memory-repositories';
import { aUser } from '../../../test/contracts/users-repository.contract';
import type { AuditEntryRecord } from '../../ports/admin-audit';
import type { LedgerEntry } from '../../ports/ledger';
import { IdempotencyKeyReusedError } from '../core';
import { AdjustedUserNotFoundError, AdjustmentBelowZeroError, adjustTokens } from './adjustments';

const admin = { kind: 'admin' as const, uid: 'admin-1', name: 'Ada' };

function world(tokenBalance: number) {
  const repositories = memoryRepositories();
  repositories.store.set('users/u1', aUser({ tokenBalance }));
  const adjust = (delta: number, reason: string, key = 'k1') =>
    adjustTokens(
      repositories,
      admin,
      'u1',
      { delta, reason },
      { uid: admin.uid, key, fingerprint: `${delta}/${reason}` },
    );
  return {
    adjust,
    balance: () => repositories.store.get<{ tokenBalance: number }>('users/u1')?.tokenBalance,
    ledger: () => repositories.store.query<LedgerEntry>('users/u1/ledger'),
    audit: () => repositories.store.query<AuditEntryRecord>('adminAudit'),
    repositories,
  };
}

describe('an admin’s token adjustment', () => {
  it('moves the balance once with its ledger entry and audit entry, and a replay answers the same', async () => {
    const { adjust, balance, ledger, audit } = world(3);
    const first = await adjust(5, 'Goodwill for a slow remix');
    expect(first).toMatchObject({ replayed: false, adjustment: { delta: 5, balanceBefore: 3, balanceAfter: 8 } });
    expect(first.adjustment.adminId).toBe('admin-1');
    const again = await adjust(5, 'Goodwill for a slow remix');
    expect(again).toEqual({ ...first, replayed: true });
    expect(balance()).toBe(8);
    expect(ledger()).toHaveLength(1);
    expect(audit()).toEqual([
      {
        id: first.adjustment.id,
        doc: expect.objectContaining({
          action: 'tokens.adjust',
          before: { tokenBalance: 3 },
          after: { tokenBalance: 8 },
          reason: 'Goodwill for a slow remix',
        }),
      },
    ]);
  });

  it('under a key used for another request is refused, and nothing changes', async () => {
    const { adjust, balance, ledger } = world(3);
    await adjust(5, 'Goodwill');
    await expect(adjust(-5, 'Goodwill')).rejects.toThrow(IdempotencyKeyReusedError);
    expect(balance()).toBe(8);
    expect(ledger()).toHaveLength(1);
  });

  it('that would take the balance below zero is refused in the admin’s words, and nothing is written', async () => {
    const { adjust, balance, ledger, audit } = world(2);
    await expect(adjust(-3, 'Chargeback')).rejects.toThrow(AdjustmentBelowZeroError);
    expect([balance(), ledger(), audit()]).toEqual([2, [], []]);
  });

  it('of an account that does not exist is refused in the admin’s words', async () => {
    const { repositories } = world(0);
    const request = { delta: 1, reason: 'Welcome' };
    await expect(
      adjustTokens(repositories, admin, 'gone', request, { uid: admin.uid, key: 'k', fingerprint: 'f' }),
    ).rejects.toThrow(AdjustedUserNotFoundError);
  });
});
