import { nowOf } from '../../domain/clock';
import { namedError } from '../../domain/named-error';
import { STARTER_PACK_PRODUCT } from '../../domain/pricing';
import { UnknownUserError } from '../core';
import { createPaymentIntent, type PaymentIntentStart, type PaymentsDeps } from './payments';
import { recordPurchase } from './purchases';
import type { UserRecord } from '../../ports/users';

/** The user has claimed the Starter Pack already; nothing was written. */
export class StarterPackClaimedError extends namedError('StarterPackClaimedError') {}

/** The Starter Pack granted at once (payments off): the profile with the tokens added and the pack claimed. */
export interface StarterPackGranted {
  kind: 'granted';
  profile: UserRecord;
}

/**
 * `POST /api/tokens/free`. With Stripe configured it creates the $3.00 payment intent for the Starter Pack (3 tokens),
 * one per user, which fulfilPayment credits and marks claimed once paid (and refunds, should a second one be paid). With payments off it grants the
 * 3 tokens at once: one transaction checks the claim, records a free purchase and marks it claimed, so of two
 * concurrent claims exactly one succeeds. Throws StarterPackClaimedError, UnknownUserError, PaymentProviderError.
 */
export async function claimStarterPack(
  deps: PaymentsDeps,
  uid: string,
): Promise<PaymentIntentStart | StarterPackGranted> {
  if (deps.payments) {
    const profile = await deps.repositories.users.read(uid);
    if (!profile) throw new UnknownUserError(`No user ${uid}`);
    if (profile.hasClaimedFreeTokens) throw new StarterPackClaimedError(`User ${uid} has claimed the Starter Pack`);
    // One key per user, not per minute: every claim gets the same open intent back, so no second pack is created.
    return createPaymentIntent(deps, uid, STARTER_PACK_PRODUCT, STARTER_PACK_PRODUCT.priceCents, {
      idempotencyKey: `starter-pack-${uid}`,
      onUnpayableReplay: (intent) => {
        if (intent.status !== 'canceled')
          throw new StarterPackClaimedError(`User ${uid} has paid for the Starter Pack`);
      },
    });
  }
  return grantStarterPack(deps, uid);
}

async function grantStarterPack(deps: PaymentsDeps, uid: string): Promise<StarterPackGranted> {
  const { repositories } = deps;
  const profile = await repositories.runTransaction(async (tx) => {
    const current = await repositories.users.readIn(tx, uid);
    if (!current) throw new UnknownUserError(`No user ${uid}`);
    if (current.hasClaimedFreeTokens) throw new StarterPackClaimedError(`User ${uid} has claimed the Starter Pack`);
    return recordPurchase(
      repositories,
      tx,
      {
        // One per user: even a claim that slipped past the flag could not create a second one.
        purchaseId: `starter-pack-${uid}`,
        uid,
        product: STARTER_PACK_PRODUCT,
        amountCents: 0,
        coupon: null,
        stripePaymentId: null,
        ledgerReason: 'starter_pack',
        at: nowOf(deps),
      },
      current,
    );
  });
  return { kind: 'granted', profile };
}
