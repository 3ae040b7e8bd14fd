// What a deleted account's accounting is kept under (docs/data-model.md#accountdeletions): nothing kept names the uid.

/**
 * An id or reference kept after an account's deletion, with the uid replaced by the tombstone's id wherever it was
 * built into it (`starter-pack-{uid}`, its ledger entry `purchase-starter-pack-{uid}`, `couponUses/{CODE}:{uid}`);
 * any other id is answered as it is.
 */
export function underTombstone(id: string, uid: string, tombstoneId: string): string {
  return uid === '' ? id : id.replaceAll(uid, tombstoneId);
}
