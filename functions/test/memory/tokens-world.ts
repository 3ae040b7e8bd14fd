import { afterEach, beforeEach } from 'vitest';
import type { PaymentEvent } from '../../src/adapters/payments/payment-gateway';
import { createStripeGateway } from '../../src/adapters/payments/stripe-gateway';
import type { CouponRecord } from '../../src/ports/coupons';
import type { LedgerEntry } from '../../src/ports/ledger';
import type { TokenPurchaseRecord } from '../../src/ports/purchases';
import type { TokenPackageRecord } from '../../src/ports/token-packages';
import type { UserRecord } from '../../src/ports/users';
import type { PaymentsDeps } from '../../src/services/tokens';
import { aUser } from '../contracts/users-repository.contract';
import { type FakeStripe, startFakeStripe } from '../fakes/stripe/fake-stripe';
import { createRecordingLogger } from '../support/recording-logger';
import { memoryRepositories } from './memory-repositories';

const SECRET_KEY = 'sk_test_roomremix_memory';

/** The Basic package (10 tokens, $5.00) every world sells. */
export const BASIC: TokenPackageRecord & { id: string } = {
  id: 'basic',
  name: 'Basic',
  size: 'small',
  description: '10 tokens',
  tokenAmount: 10,
  priceCents: 500,
  price: '5.00',
  isActive: true,
  stripePriceId: null,
};

/** A coupon that takes 20 % off, with no cap. */
export const aCoupon = (overrides: Partial<CouponRecord> = {}): CouponRecord => ({
  percentOff: 20,
  amountOffCents: null,
  active: true,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  reserved: 0,
  maxPerUser: null,
  ...overrides,
});

/**
 * For each test a fresh world: the tokens use-cases on memory
 * repositories and the real Stripe gateway pointed at the fake, with a user `u1` and the Basic package seeded, and a fake Stripe of its own on loopback.
 */
export function useTokensWorld(): () => ReturnType<typeof tokensWorld> {
  let stripe: FakeStripe | undefined;
  // One fake Stripe per test: its idempotency keys (one Starter Pack per uid) must not carry over.
  beforeEach(async () => {
    stripe = await startFakeStripe(SECRET_KEY);
  });
  afterEach(async () => stripe?.close());
  return () => {
    if (!stripe) throw new Error('The fake Stripe has not started');
    return tokensWorld(stripe);
  };
}

function tokensWorld(stripe: FakeStripe) {
  const repositories = memoryRepositories();
  const { store } = repositories;
  const gateway = createStripeGateway(
    { secretKey: SECRET_KEY, publishableKey: 'pk', webhookSecret: 'whsec' },
    stripe.endpoint,
  );
  const deps: PaymentsDeps = { repositories, payments: gateway, logger: createRecordingLogger() };
  const seedUser = (uid: string, fields: Partial<UserRecord> = {}) => store.set(`users/${uid}`, aUser(fields));
  seedUser('u1');
  const { id: basicId, ...basic } = BASIC;
  store.set(`tokenPackages/${basicId}`, basic);
  return {
    repositories,
    store,
    stripe,
    deps,
    /** Payments off: what the app runs without Stripe keys. */
    depsWithoutPayments: { ...deps, payments: null } satisfies PaymentsDeps,
    seedUser,
    seedCoupon: (code: string, coupon: CouponRecord) => store.set(`coupons/${code}`, coupon),
    user: (uid = 'u1') => store.get<UserRecord>(`users/${uid}`) as UserRecord,
    balance: (uid = 'u1') => store.get<UserRecord>(`users/${uid}`)?.tokenBalance,
    ledger: (uid = 'u1') => store.query<LedgerEntry>(`users/${uid}/ledger`),
    purchases: () => store.query<TokenPurchaseRecord>('tokenPurchases'),
    coupon: (code: string) => store.get<CouponRecord>(`coupons/${code}`),
    /** A `payment_intent.succeeded` delivery of the intent. */
    succeeded: (paymentIntentId: string, id = `evt_${paymentIntentId}`): PaymentEvent => ({
      id,
      type: 'payment_intent.succeeded',
      paymentIntentId,
    }),
  };
}
