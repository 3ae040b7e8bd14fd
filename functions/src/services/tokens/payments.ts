import type { Logger } from '../../adapters/logging/logger';
import type { PaymentGateway, PaymentIntentView } from '../../adapters/payments/payment-gateway';
import { type Clock, nowOf } from '../../domain/clock';
import { namedError } from '../../domain/named-error';
import { CURRENCY, type Product } from '../../domain/pricing';
import type { Repositories } from '../../ports/repositories';
import { UnknownUserError } from '../core';
import { offerMetadata, purchaseKey } from './payment-offers';

/** The repositories the capability's use-cases read and write. */
export type TokenRepositories = Pick<
  Repositories,
  'runTransaction' | 'ledger' | 'users' | 'coupons' | 'purchases' | 'stripeEvents' | 'tokenPackages'
>;

/** What the payment use-cases need; `payments` is null when Stripe is not configured. */
export interface PaymentsDeps {
  repositories: TokenRepositories;
  payments: PaymentGateway | null;
  logger: Logger;
  now?: Clock | undefined;
}

/** A call that needs Stripe while payments are off (no Stripe keys). */
export class PaymentsNotConfiguredError extends namedError('PaymentsNotConfiguredError') {}

/** Why a payment intent is treated as not found. */
export type PaymentNotFoundReason = 'missing' | 'foreign' | 'other_user';

/**
 * The payment intent does not exist (missing), was not created by this app (foreign: no valid metadata), or belongs
 * to another user than the caller (other_user). Callers get the same answer for all three.
 */
export class PaymentNotFoundError extends namedError('PaymentNotFoundError') {
  constructor(
    readonly reason: PaymentNotFoundReason,
    message: string,
  ) {
    super(message);
  }
}

/** The payment intent has not succeeded: the card payment is not (yet) complete. */
export class PaymentNotCompletedError extends namedError('PaymentNotCompletedError') {}

/** The intent's package, token amount, coupon, currency or amount differ from what the server sells. */
export class PaymentMismatchError extends namedError('PaymentMismatchError') {}

/**
 * A Starter Pack was paid for by a user who has it already (two checkouts raced): it was refunded through Stripe,
 * not credited.
 */
export class DuplicateStarterPackRefundedError extends namedError('DuplicateStarterPackRefundedError') {}

/** A payment intent the browser confirms with Stripe.js. */
export interface PaymentIntentStart {
  kind: 'intent';
  clientSecret: string;
  paymentIntentId: string;
  amountCents: number;
}

/** Stripe statuses in which the browser can still pay an intent. */
const PAYABLE_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Purchases of one package by one user within one idempotency window before the server gives up. */
const MAX_PURCHASES_PER_WINDOW = 20;

/** Throws PaymentsNotConfiguredError unless Stripe is configured. */
export function requireGateway(deps: PaymentsDeps): PaymentGateway {
  if (!deps.payments) throw new PaymentsNotConfiguredError('Stripe keys are not configured');
  return deps.payments;
}

/** How createPaymentIntent names and keys the intent. */
export interface IntentOptions {
  couponCode?: string;
  /** Defaults to one key per user, product, price and minute: a double click makes one intent. */
  idempotencyKey?: string;
  /** Called when Stripe replays an intent that can no longer be paid; it may throw, else a new intent is made. */
  onUnpayableReplay?: (intent: PaymentIntentView) => void;
}

/**
 * Creates the Stripe payment intent for `product` at `amountCents`, for the user's Stripe customer, with the
 * metadata fulfilment reads later. Throws PaymentsNotConfiguredError, PaymentProviderError, UnknownUserError.
 */
export async function createPaymentIntent(
  deps: PaymentsDeps,
  uid: string,
  product: Product,
  amountCents: number,
  {
    couponCode,
    idempotencyKey: baseKey = purchaseKey(uid, product, amountCents, couponCode, nowOf(deps)),
    onUnpayableReplay,
  }: IntentOptions = {},
): Promise<PaymentIntentStart> {
  const gateway = requireGateway(deps);
  const customerId = await ensureStripeCustomer(deps, gateway, uid);
  const metadata = offerMetadata(gateway, { uid, product, amountCents, currency: CURRENCY, couponCode });
  const description = `${product.name} (${product.tokenAmount} tokens)`;
  const newIntent = { amountCents, currency: CURRENCY, customerId, description, metadata };
  let idempotencyKey = baseKey;
  for (let attempt = 1; attempt <= MAX_PURCHASES_PER_WINDOW; attempt += 1) {
    const intent = await gateway.createPaymentIntent(newIntent, idempotencyKey);
    if (PAYABLE_STATUSES.has(intent.status)) {
      return { kind: 'intent', clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountCents };
    }
    onUnpayableReplay?.(intent);
    // Stripe replayed an intent that is paid (or cancelled) already: this is the next purchase of the same package
    // within the minute. Its key follows from the paid intent's id, so a double click of it still makes one intent.
    idempotencyKey = `${baseKey}-after-${intent.id}`;
  }
  throw new Error(`More than ${MAX_PURCHASES_PER_WINDOW} purchases of ${product.packageId} by ${uid} within a minute`);
}

/**
 * The user's Stripe customer, created on first need and stored in `stripeCustomerId`. The create call's key is the
 * uid, so two first purchases at once get the same customer from Stripe; the transaction keeps whichever id was
 * stored first.
 */
async function ensureStripeCustomer(deps: PaymentsDeps, gateway: PaymentGateway, uid: string): Promise<string> {
  const { users, runTransaction } = deps.repositories;
  const profile = await users.read(uid);
  if (!profile) throw new UnknownUserError(`No user ${uid}`);
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const customer = await gateway.createCustomer({ uid, email: profile.email }, `customer-${uid}`);
  return runTransaction(async (tx) => {
    const current = await users.readIn(tx, uid);
    if (!current) throw new UnknownUserError(`No user ${uid}`);
    if (current.stripeCustomerId) return current.stripeCustomerId;
    users.updateIn(tx, uid, { stripeCustomerId: customer.id });
    return customer.id;
  });
}
