import type { LedgerReason } from '@roomremix/contracts/enums';
import { centsToDecimalString, type PurchaseHistoryItem } from '@roomremix/contracts/tokens';
import { namedError } from '../../domain/named-error';
import type { Product } from '../../domain/pricing';
import { countRedemption } from './coupon-uses';
import { applyBalanceChange } from '../core';
import type { CouponAndUse } from '../../ports/coupons';
import type { TokenPurchaseRecord } from '../../ports/purchases';
import type { Repositories } from '../../ports/repositories';
import type { Tx } from '../../ports/transactions';
import type { UserRecord } from '../../ports/users';

/** A purchase to record: what was bought, by whom, for how much, and how it was paid. */
export interface NewPurchase {
  /** The payment intent id, or a generated id when nothing was charged. */
  purchaseId: string;
  uid: string;
  product: Product;
  amountCents: number;
  /** The coupon used, with its document and the user's use of it as read in the same transaction. */
  coupon: CouponRedemption | null;
  stripePaymentId: string | null;
  ledgerReason: LedgerReason;
  /** When it was made, on the use-case's clock. */
  at: Date;
}

/** A coupon redeemed by a purchase: what its transaction read, and the intent that may hold a reservation. */
export interface CouponRedemption extends CouponAndUse {
  code: string;
  /** The payment intent paying the purchase; null for a free one, which never held a reservation. */
  intentId: string | null;
}

/** No purchase has this id, or it belongs to another user. */
export class PurchaseNotFoundError extends namedError('PurchaseNotFoundError') {}

/** The coupon named is not the one the purchase used. */
export class CouponNotUsedError extends namedError('CouponNotUsedError') {}

/** The ledger entry id of a purchase's credit: derived from the purchase id, so a purchase credits at most once. */
export function purchaseLedgerEntryId(purchaseId: string): string {
  return `purchase-${purchaseId}`;
}

/**
 * Records a purchase inside `tx`: creates `tokenPurchases/{purchaseId}`, credits the tokens through the ledger,
 * counts the coupon redemption and, for the Starter Pack, marks it claimed. `profile` is the user as read earlier
 * in `tx`; every other read of the transaction must come before this call, which reads and then writes. Returns the
 * profile as it is after the purchase.
 */
export async function recordPurchase(
  repositories: Pick<Repositories, 'ledger' | 'users' | 'coupons' | 'purchases'>,
  tx: Tx,
  purchase: NewPurchase,
  profile: UserRecord,
): Promise<UserRecord> {
  const { purchaseId, uid, product, coupon } = purchase;
  const credit = await applyBalanceChange(repositories, tx, {
    uid,
    delta: product.tokenAmount,
    reason: purchase.ledgerReason,
    ref: purchaseId,
    entryId: purchaseLedgerEntryId(purchaseId),
  });
  // The entry and the purchase document are written together, so one without the other means corrupt data.
  if (!credit.applied) throw new Error(`Ledger entry of purchase ${purchaseId} exists without the purchase`);

  const record: TokenPurchaseRecord = {
    userId: uid,
    kind: product.kind,
    packageId: product.packageId,
    packageSize: product.size,
    packageName: product.name,
    tokenAmount: product.tokenAmount,
    priceCents: purchase.amountCents,
    price: centsToDecimalString(purchase.amountCents),
    couponCode: coupon?.code ?? null,
    stripePaymentId: purchase.stripePaymentId,
    createdAt: purchase.at,
  };
  repositories.purchases.createIn(tx, purchaseId, record);
  if (coupon) {
    const read = { coupon: coupon.coupon, use: coupon.use };
    countRedemption(repositories, tx, read, { code: coupon.code, uid, intentId: coupon.intentId });
  }
  const claimsStarterPack = product.kind === 'starter_pack' && !profile.hasClaimedFreeTokens;
  if (claimsStarterPack) repositories.users.updateIn(tx, uid, { hasClaimedFreeTokens: true });
  const hasClaimedFreeTokens = profile.hasClaimedFreeTokens || claimsStarterPack;
  return { ...profile, tokenBalance: credit.balanceAfter, hasClaimedFreeTokens };
}

/** `GET /api/tokens/history`: the user's purchases, newest first. */
export async function purchaseHistory(
  { purchases }: Pick<Repositories, 'purchases'>,
  uid: string,
): Promise<PurchaseHistoryItem[]> {
  return (await purchases.listOf(uid)).map((purchase) => ({
    id: purchase.id,
    packageName: purchase.packageName,
    tokenAmount: purchase.tokenAmount,
    price: purchase.price,
    createdAt: purchase.createdAt.toISOString(),
  }));
}

/**
 * `POST /api/tokens/apply-coupon`: confirms the coupon on the caller's purchase. Fulfilment already recorded it
 * from the payment intent (the discount is in the amount), so this only checks and answers; calling it again is
 * harmless. Throws PurchaseNotFoundError or CouponNotUsedError.
 */
export async function confirmPurchaseCoupon(
  { purchases }: Pick<Repositories, 'purchases'>,
  uid: string,
  purchaseId: string,
  code: string,
): Promise<string> {
  const purchase = await purchases.read(purchaseId);
  if (!purchase || purchase.userId !== uid) throw new PurchaseNotFoundError(`No purchase ${purchaseId} of user ${uid}`);
  if (purchase.couponCode !== code) {
    throw new CouponNotUsedError(`Purchase ${purchaseId} used ${purchase.couponCode ?? 'no coupon'}, not ${code}`);
  }
  return code;
}
