import { describe, expect, it } from 'vitest';
import { memoryRepositories } from '../../../test/memory/memory-repositories';
import type { LedgerEntry } from '../../ports/ledger';
import {
  applyBalanceChange,
  applyDebitForNewWork,
  type BalanceChange,
  changeBalance,
  DebitAlreadyAppliedError,
  InsufficientTokensError,
  tokenActivity,
  UnknownUserError,
} from './ledger';

function withUser(tokenBalance: number) {
  const repositories = memoryRepositories();
  repositories.store.set('users/u1', { tokenBalance });
  const balance = () => repositories.store.get<{ tokenBalance: number }>('users/u1')?.tokenBalance;
  const entries = () => repositories.store.query<LedgerEntry>('users/u1/ledger');
  return { repositories, balance, entries };
}

const change = (delta: number, entryId = 'e1'): BalanceChange => ({
  uid: 'u1',
  delta,
  reason: delta < 0 ? 'remix' : 'purchase',
  ref: 'job-1',
  entryId,
});

describe('a balance change', () => {
  it('moves the balance and leaves one ledger entry with the balance it left', async () => {
    const { repositories, balance, entries } = withUser(5);
    expect(await changeBalance(repositories, change(-2))).toEqual({ applied: true, balanceAfter: 3 });
    expect(balance()).toBe(3);
    expect(entries()).toEqual([
      { id: 'e1', doc: expect.objectContaining({ delta: -2, balanceAfter: 3, reason: 'remix', ref: 'job-1' }) },
    ]);
  });

  it('applied twice with one entry id changes the balance once', async () => {
    const { repositories, balance, entries } = withUser(5);
    await changeBalance(repositories, change(3));
    expect(await changeBalance(repositories, change(3))).toEqual({ applied: false, balanceAfter: 8 });
    expect(balance()).toBe(8);
    expect(entries()).toHaveLength(1);
  });

  it('that would go below zero is refused, and nothing is written', async () => {
    const { repositories, balance, entries } = withUser(1);
    await expect(changeBalance(repositories, change(-2))).rejects.toThrow(InsufficientTokensError);
    expect(balance()).toBe(1);
    expect(entries()).toEqual([]);
  });

  it('of a user that does not exist is refused', async () => {
    const { repositories } = withUser(1);
    await expect(changeBalance(repositories, { ...change(1), uid: 'nobody' })).rejects.toThrow(UnknownUserError);
  });

  it.each([0, 1.5])('of %s tokens is a programming error', async (delta) => {
    const { repositories, entries } = withUser(1);
    await expect(changeBalance(repositories, change(delta))).rejects.toThrow(RangeError);
    expect(entries()).toEqual([]);
  });

  it('keeps an admin adjustment’s admin and note on its entry', async () => {
    const { repositories, entries } = withUser(0);
    await changeBalance(repositories, { ...change(4), reason: 'admin', admin: { adminId: 'a1', note: 'goodwill' } });
    expect(entries()[0]?.doc).toMatchObject({ adminId: 'a1', note: 'goodwill' });
  });
});

describe('the debit for new work', () => {
  it('found applied already makes nothing, so unpaid work is never made', async () => {
    const { repositories, balance } = withUser(5);
    const debit = () => repositories.runTransaction((tx) => applyDebitForNewWork(repositories, tx, change(-1)));
    await debit();
    await expect(debit()).rejects.toThrow(DebitAlreadyAppliedError);
    expect(balance()).toBe(4);
  });

  it('lands with the rest of its transaction or not at all', async () => {
    const { repositories, balance } = withUser(5);
    await expect(
      repositories.runTransaction(async (tx) => {
        await applyBalanceChange(repositories, tx, change(-1));
        throw new Error('the job could not be stored');
      }),
    ).rejects.toThrow('the job could not be stored');
    expect(balance()).toBe(5);
  });
});

describe('the token activity', () => {
  it('lists the changes newest first with the balance each left, as ISO times', async () => {
    const { repositories } = withUser(0);
    await changeBalance(repositories, change(3, 'first'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await changeBalance(repositories, change(-1, 'second'));
    const activity = await tokenActivity(repositories, 'u1');
    expect(activity.map(({ id, delta, balanceAfter }) => [id, delta, balanceAfter])).toEqual([
      ['second', -1, 2],
      ['first', 3, 3],
    ]);
    expect(activity[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
