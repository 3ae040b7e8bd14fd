import { createHash } from 'node:crypto';

/**
 * The ledger entry id of an admin's token adjustment, also its audit entry id: a hash of the user and the admin's
 * Idempotency-Key, so the same key for the same user applies once however often it is sent, and the same key for
 * another user is another adjustment.
 */
export function adjustmentEntryId(uid: string, idempotencyKey: string): string {
  const digest = createHash('sha256').update(`admin-adjustment\n${uid}\n${idempotencyKey}`).digest('hex');
  return `admin-${digest.slice(0, 40)}`;
}
