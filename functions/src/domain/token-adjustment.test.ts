import { describe, expect, it } from 'vitest';
import { adjustmentEntryId } from './token-adjustment';

describe('adjustmentEntryId', () => {
  it('is the same for the same user and key, so a repeated request applies once', () => {
    expect(adjustmentEntryId('uid-1', 'key-1')).toBe(adjustmentEntryId('uid-1', 'key-1'));
  });

  it('differs for another user or another key', () => {
    const id = adjustmentEntryId('uid-1', 'key-1');
    expect(adjustmentEntryId('uid-2', 'key-1')).not.toBe(id);
    expect(adjustmentEntryId('uid-1', 'key-2')).not.toBe(id);
    // The separator keeps ('ab', 'c') and ('a', 'bc') apart.
    expect(adjustmentEntryId('ab', 'c')).not.toBe(adjustmentEntryId('a', 'bc'));
  });

  it('is a ledger id of its own kind that Firestore can hold', () => {
    expect(adjustmentEntryId('uid-1', 'a/b/../c')).toMatch(/^admin-[0-9a-f]{40}$/);
  });
});
