import type {
  AdminJob,
  AdminPurchase,
  AdminUserDetail,
  AdminUserSummary,
  PurchaseReversal,
} from '@roomremix/contracts/admin';
import type { Repositories } from '../../ports/repositories';
import type { PurchaseReversalRecord, TokenPurchaseRecord } from '../../ports/purchases';
import type { LedgerEntry } from '../../ports/ledger';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import { reversalStateOf, standingRefundCents } from '../../domain/purchase-reversal';
import { isStaleJob } from '../../domain/remix-job-lifecycle';
import { toTokenActivityItem } from '../core';
import { jobClock } from '../remix';
import { resultIdsOf, toRemixJob } from '../remix';
import type { UserRecord } from '../../ports/users';

// Stored documents as the admin API answers them: every field picked by name, so nothing new leaks by accident.

/** An account in the admin lists. */
export function toAdminUserSummary(uid: string, user: UserRecord): AdminUserSummary {
  return {
    id: uid,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    tokenBalance: user.tokenBalance,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The whole profile. */
export function toAdminUserProfile(uid: string, user: UserRecord): AdminUserDetail['user'] {
  return {
    ...toAdminUserSummary(uid, user),
    profileImage: user.profileImage,
    hasClaimedFreeTokens: user.hasClaimedFreeTokens,
    stripeCustomerId: user.stripeCustomerId,
    googleId: user.googleId,
  };
}

/** A ledger entry, with the admin and note of an adjustment. */
export function toAdminLedgerEntry(id: string, entry: LedgerEntry): AdminUserDetail['ledger'][number] {
  return {
    ...toTokenActivityItem(id, entry),
    adminId: entry.adminId ?? null,
    note: entry.note ?? null,
  };
}

/** A purchase as it was sold. */
export function toAdminPurchase(id: string, purchase: TokenPurchaseRecord): AdminPurchase {
  return {
    id,
    kind: purchase.kind,
    packageId: purchase.packageId,
    packageName: purchase.packageName,
    packageSize: purchase.packageSize,
    tokenAmount: purchase.tokenAmount,
    priceCents: purchase.priceCents,
    price: purchase.price,
    couponCode: purchase.couponCode,
    stripePaymentId: purchase.stripePaymentId,
    createdAt: purchase.createdAt.toISOString(),
    reversal: purchase.reversal ? toPurchaseReversal(purchase.reversal) : null,
  };
}

/** The reversal as admins read it: refunds that failed no longer count as refunded. */
function toPurchaseReversal(stored: PurchaseReversalRecord): PurchaseReversal {
  const reversal = reversalStateOf(stored);
  const { disputedCents, tokensTakenBack, tokensNotTakenBack } = reversal;
  return { refundedCents: standingRefundCents(reversal), disputedCents, tokensTakenBack, tokensNotTakenBack };
}

/** A job with its error, engine and whether it is stuck at `now`; the user's fields as their own API states them. */
export function toAdminJob(id: string, job: RemixJobRecord, username: string | null, now: Date): AdminJob {
  const { status, stage, cost, variants, refunded, refundedTokens, error, notes, createdAt } = toRemixJob(id, job, []);
  return {
    id,
    userId: job.userId,
    username,
    status,
    stage,
    cost,
    variants,
    attempts: job.attempts,
    refunded,
    refundedTokens,
    error,
    notes,
    engine: job.engine,
    resultCount: resultIdsOf(job).length,
    stuck: isStaleJob(jobClock(job), now.getTime()),
    createdAt,
    updatedAt: job.updatedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** The usernames of these accounts, by uid; accounts that are gone are left out. */
export async function usernamesOf(
  { users }: Pick<Repositories, 'users'>,
  uids: readonly string[],
): Promise<Map<string, string>> {
  const found = await users.readMany(uids);
  return new Map([...found].map(([uid, user]) => [uid, user.username]));
}
