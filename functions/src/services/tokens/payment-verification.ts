import { STARTER_PACK_PACKAGE_ID } from '@roomremix/contracts/tokens';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { CURRENCY, type Product, STARTER_PACK_PRODUCT } from '../../domain/pricing';
import { type IntentMetadata, intentMetadataSchema, isSignedOffer } from './payment-offers';
import { PaymentMismatchError, PaymentNotCompletedError, PaymentNotFoundError } from './payments';

/** A succeeded payment intent of this app, checked: who paid, what for and how much. */
export interface PaidIntent {
  paymentIntentId: string;
  uid: string;
  product: Product;
  couponCode: string | undefined;
  /** What Stripe charged, in cents; the same as the intent was priced at. */
  amountCents: number;
}

/** What a caller claims about a payment; each field given is checked against the intent. */
export interface PaymentClaims {
  /** The signed-in caller (purchase call); the webhook has none. */
  callerUid?: string | undefined;
  /** The package the caller says it paid for. */
  packageId?: string | undefined;
}

/**
 * Retrieves the intent from Stripe (never trusting the caller's word) and checks it: this app made it (its signed
 * metadata), it is the caller's, it succeeded, and it charged what it was priced at for what the caller names.
 * Throws PaymentNotFoundError, PaymentNotCompletedError or PaymentMismatchError.
 */
export async function verifyPaidIntent(
  gateway: PaymentGateway,
  paymentIntentId: string,
  claims: PaymentClaims,
): Promise<PaidIntent> {
  const intent = await gateway.retrievePaymentIntent(paymentIntentId);
  if (!intent) throw new PaymentNotFoundError('missing', `Stripe has no payment intent ${paymentIntentId}`);
  const parsed = intentMetadataSchema.safeParse(intent.metadata);
  if (!parsed.success)
    throw new PaymentNotFoundError('foreign', `Payment intent ${paymentIntentId} was not created by this app`);
  const metadata = parsed.data;
  // Ownership first: another user's intent must not even reveal its status.
  if (claims.callerUid !== undefined && claims.callerUid !== metadata.userId) {
    throw new PaymentNotFoundError('other_user', `Payment intent ${paymentIntentId} belongs to another user`);
  }
  if (intent.status !== 'succeeded')
    throw new PaymentNotCompletedError(`Payment intent ${paymentIntentId} is ${intent.status}`);
  if (claims.packageId !== undefined && claims.packageId !== metadata.packageId) {
    throw new PaymentMismatchError(
      `Payment intent ${paymentIntentId} paid for ${metadata.packageId}, not ${claims.packageId}`,
    );
  }
  if (!isSignedOffer(gateway, intent.metadata, intent.currency)) {
    throw new PaymentMismatchError(
      `Payment intent ${paymentIntentId} does not carry this server's signature of what it sells`,
    );
  }
  if (intent.amount !== metadata.amountCents || intent.currency !== CURRENCY) {
    throw new PaymentMismatchError(
      `Payment intent ${paymentIntentId} charged ${intent.amount} ${intent.currency}, it was priced at ${metadata.amountCents} ${CURRENCY}`,
    );
  }
  return {
    paymentIntentId,
    uid: metadata.userId,
    product: productOf(metadata),
    couponCode: metadata.couponCode,
    amountCents: intent.amount,
  };
}

/**
 * What the intent's metadata says was bought, as it was priced when the intent was created: a paid intent is
 * honoured even if its package was edited or left the store since.
 */
function productOf(metadata: IntentMetadata): Product {
  if (metadata.kind === 'starter_pack') {
    if (metadata.packageId !== STARTER_PACK_PACKAGE_ID || metadata.couponCode !== undefined) {
      const coupon = metadata.couponCode ?? 'none';
      throw new PaymentMismatchError(`A Starter Pack intent names package ${metadata.packageId} and coupon ${coupon}`);
    }
    return STARTER_PACK_PRODUCT;
  }
  return {
    kind: metadata.kind,
    packageId: metadata.packageId,
    name: metadata.packageName,
    size: metadata.packageSize ?? null,
    tokenAmount: metadata.tokenAmount,
    priceCents: metadata.amountCents,
  };
}
