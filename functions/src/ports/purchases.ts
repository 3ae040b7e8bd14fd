import type { PackageSize, PurchaseKind } from '@roomremix/contracts/enums';
import type { ReversalState } from '../domain/purchase-reversal';
import type { Tx } from './transactions';

/**
 * `tokenPurchases/{id}`: one completed purchase. The id is the Stripe payment intent id, or a generated id for a
 * purchase that cost nothing, so fulfilling the same payment twice finds the record and changes nothing.
 */
export interface TokenPurchaseRecord {
  userId: string;
  kind: PurchaseKind;
  /** The package id, or 'starter_pack'. */
  packageId: string;
  /** Null for the Starter Pack, which has no package size. */
  packageSize: PackageSize | null;
  packageName: string;
  tokenAmount: number;
  priceCents: number;
  /** The price paid as the spec's decimal string; '0.00' is shown as 'Free'. */
  price: string;
  couponCode: string | null;
  /** The payment intent id; null when nothing was charged. */
  stripePaymentId: string | null;
  createdAt: Date;
  /** Set once the payment was refunded or disputed: what was taken back (domain/purchase-reversal.ts). */
  reversal?: PurchaseReversalRecord;
}

/**
 * A purchase's refunds and disputes so far and the tokens they hold back; each amount only moves forward. Records
 * written before failed refunds and dispute stages were kept lack both (reversalStateOf reads them as none).
 */
export interface PurchaseReversalRecord
  extends
    Omit<ReversalState, 'failedRefunds' | 'disputeStage'>,
    Partial<Pick<ReversalState, 'failedRefunds' | 'disputeStage'>> {
  updatedAt: Date;
}

/** A stored purchase and its id. */
export type StoredPurchase = TokenPurchaseRecord & { id: string };

/** `refundedPayments/{paymentIntentId}`: a payment refunded instead of credited, and why. */
export interface RefundedPaymentRecord {
  userId: string;
  amountCents: number;
  reason: 'starter_pack_claimed';
  /** Stripe's refund id, once the refund was made. */
  refundId: string | null;
  createdAt: Date;
}

/** `tokenPurchases/{id}` and `refundedPayments/{paymentIntentId}`: what was paid, credited or refunded. */
export interface PurchasesRepository {
  read(id: string): Promise<TokenPurchaseRecord | undefined>;
  readIn(tx: Tx, id: string): Promise<TokenPurchaseRecord | undefined>;
  /** Creates the purchase in `tx`; the transaction fails if it exists. */
  createIn(tx: Tx, id: string, purchase: TokenPurchaseRecord): void;
  /** Changes the given fields of a purchase that exists, in `tx`. */
  updateIn(tx: Tx, id: string, change: Partial<TokenPurchaseRecord>): void;
  /** The user's purchases, newest first; at most `limit` when given. */
  listOf(uid: string, limit?: number): Promise<StoredPurchase[]>;
  readRefund(paymentIntentId: string): Promise<RefundedPaymentRecord | undefined>;
  readRefundIn(tx: Tx, paymentIntentId: string): Promise<RefundedPaymentRecord | undefined>;
  /** Creates the refund's record in `tx`; the transaction fails if it exists. */
  createRefundIn(tx: Tx, paymentIntentId: string, refund: RefundedPaymentRecord): void;
  /** Changes the given fields of a refund's record that exists, in `tx`. */
  updateRefundIn(tx: Tx, paymentIntentId: string, change: Partial<RefundedPaymentRecord>): void;
}
