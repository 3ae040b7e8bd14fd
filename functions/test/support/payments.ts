import { randomBytes } from 'node:crypto';
import { type CreatePaymentIntentResponse, createPaymentIntentResponseSchema } from '@roomremix/contracts/tokens';
import { expect } from 'vitest';
import { collections } from '../../src/adapters/firestore/collections';
import type { CouponRecord } from '../../src/ports/coupons';
import type { TokenPurchaseRecord } from '../../src/ports/purchases';
import type { TokenPackageRecord } from '../../src/ports/token-packages';
import type { LedgerEntry } from '../../src/ports/ledger';
import { createStripeGateway } from '../../src/adapters/payments/stripe-gateway';
import type { StripeConfig } from '../../src/config';
import { type FakeStripe, signedDelivery, startFakeStripe, stripeEvent } from '../fakes/stripe/fake-stripe';
import { changeBalance } from '../../src/services/core/ledger';
import { signUp } from './accounts';
import type { ApiClient } from './api-client';
import { startedForFile, startTestApp, type TestApp, type TestAppOptions, useEmulatorsForFile } from './test-app';
import { firestoreRepositories } from '../../src/adapters/firestore/repositories';

/** Test-mode Stripe keys the fake accepts; the webhook secret is the endpoint's signing secret. */
export const STRIPE_TEST_CONFIG: StripeConfig = {
  secretKey: 'sk_test_roomremix_fake',
  publishableKey: 'pk_test_roomremix_fake',
  webhookSecret: 'whsec_roomremix_test_secret',
};

/** The API with payments on, its Stripe SDK pointed at a fake Stripe. */
export interface PaymentsTestApp {
  app: TestApp;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/** Starts a fake Stripe and the real app with Stripe keys in its environment and the SDK aimed at the fake. */
export async function startPaymentsTestApp(
  stripeConfig: StripeConfig = STRIPE_TEST_CONFIG,
  options: Pick<TestAppOptions, 'now' | 'cloudFunctionsRuntime'> = {},
): Promise<PaymentsTestApp> {
  const stripe = await startFakeStripe(stripeConfig.secretKey);
  const env = {
    ...process.env,
    STRIPE_SECRET_KEY: stripeConfig.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripeConfig.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripeConfig.webhookSecret ?? undefined,
  };
  const app = await startTestApp({ ...options, env, payments: createStripeGateway(stripeConfig, stripe.endpoint) });
  return {
    app,
    stripe,
    close: async () => {
      await app.close();
      await stripe.close();
    },
  };
}

/** The app with payments on (against the fake Stripe) for every test of the file, as useTestApp. */
export function usePaymentsTestApp(options: Pick<TestAppOptions, 'now'> = {}): PaymentsTestApp {
  useEmulatorsForFile();
  return startedForFile(() => startPaymentsTestApp(STRIPE_TEST_CONFIG, options));
}

/** The app with payments on and its own catalogue (useSeededCatalog), for every test of the file. */
export function usePaymentsAndCatalog(options: Pick<TestAppOptions, 'now'> = {}): {
  paid: PaymentsTestApp;
  catalog: Catalog;
} {
  const paid = usePaymentsTestApp(options);
  return { paid, catalog: useSeededCatalog(() => paid.app) };
}

/** The test's own packages and coupons: the demo catalogue's prices and discounts under ids no other test uses. */
export interface Catalog {
  packages: Record<'basic' | 'plus' | 'pro' | 'studio' | 'retired', { id: string } & TokenPackageRecord>;
  coupons: Record<'welcome10' | 'save5' | 'freepack' | 'combo' | 'inactive' | 'expired' | 'usedUp' | 'lastOne', string>;
  /** Adds a coupon under a new unique code and returns the code. */
  addCoupon(fields: Partial<CouponRecord>, prefix?: string): Promise<string>;
  remove(): Promise<void>;
}

/**
 * The file's own catalogue, seeded once the file's `app` has started and removed before it closes. Pass the app as a
 * function: the started app can only be read inside tests and hooks.
 */
export function useSeededCatalog(app: () => TestApp): Catalog {
  return startedForFile(async () => {
    const catalog = await seedCatalog(app());
    return Object.assign(catalog, { close: catalog.remove });
  });
}

/** Seeds a catalogue (awaiting every write) with unique ids; `remove` deletes it again. */
export async function seedCatalog(app: TestApp): Promise<Catalog> {
  const suffix = randomBytes(4).toString('hex');
  const packageDocs = {
    basic: pack('Basic', 'small', 10, 999),
    plus: pack('Plus', 'medium', 30, 2499),
    pro: pack('Pro', 'large', 80, 5499),
    studio: pack('Studio', 'unlimited', 250, 14999),
    retired: { ...pack('Retired', 'small', 5, 499), isActive: false },
  };
  const packages = Object.fromEntries(
    Object.entries(packageDocs).map(([key, doc]) => [key, { id: `${key}_${suffix}`, ...doc }]),
  ) as Catalog['packages'];
  const couponCodes: string[] = [];
  const addCoupon = async (fields: Partial<CouponRecord>, prefix = 'COUPON'): Promise<string> => {
    const code = `${prefix}_${randomBytes(4).toString('hex')}`.toUpperCase();
    await collections
      .coupons(app.db)
      .doc(code)
      .create({ ...coupon(), ...fields });
    couponCodes.push(code);
    return code;
  };
  await Promise.all(
    Object.values(packages).map(({ id, ...doc }) => collections.tokenPackages(app.db).doc(id).set(doc)),
  );
  const coupons: Catalog['coupons'] = {
    welcome10: await addCoupon({ percentOff: 10 }, 'WELCOME10'),
    save5: await addCoupon({ amountOffCents: 500 }, 'SAVE5'),
    freepack: await addCoupon({ percentOff: 100 }, 'FREEPACK'),
    combo: await addCoupon({ percentOff: 10, amountOffCents: 500 }, 'COMBO'),
    inactive: await addCoupon({ percentOff: 10, active: false }, 'INACTIVE'),
    expired: await addCoupon({ percentOff: 10, expiresAt: new Date(Date.now() - 60_000) }, 'EXPIRED'),
    usedUp: await addCoupon({ percentOff: 10, maxRedemptions: 2, redemptions: 2 }, 'USEDUP'),
    lastOne: await addCoupon({ percentOff: 10, maxRedemptions: 1, redemptions: 0 }, 'LASTONE'),
  };
  return {
    packages,
    coupons,
    addCoupon,
    remove: async () => {
      await Promise.all([
        ...Object.values(packages).map(({ id }) => collections.tokenPackages(app.db).doc(id).delete()),
        ...couponCodes.map((code) => collections.coupons(app.db).doc(code).delete()),
      ]);
    },
  };
}

/** The user's ledger entries, by id. */
export async function ledgerOf(app: TestApp, uid: string): Promise<Map<string, LedgerEntry>> {
  const snapshot = await collections.ledger(app.db, uid).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/** The user's purchase documents, by id. */
export async function purchasesOf(app: TestApp, uid: string): Promise<Map<string, TokenPurchaseRecord>> {
  const snapshot = await collections.tokenPurchases(app.db).where('userId', '==', uid).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/** The user's stored balance. */
export async function balanceOf(app: TestApp, uid: string): Promise<number | undefined> {
  return (await collections.users(app.db).doc(uid).get()).data()?.tokenBalance;
}

/** The coupon's stored redemption count. */
export async function redemptionsOf(app: TestApp, code: string): Promise<number | undefined> {
  return (await collections.coupons(app.db).doc(code).get()).data()?.redemptions;
}

/** Creates a payment intent through the API (asserting 200) and returns its answer. */
export async function createIntent(
  client: ApiClient,
  packageId: string,
  couponCode?: string,
): Promise<CreatePaymentIntentResponse> {
  const response = await client.post('/api/tokens/create-payment-intent', { packageId, couponCode });
  expect(response.status).toBe(200);
  return createPaymentIntentResponseSchema.parse(await response.json());
}

/** Creates an intent through the API and lets the fake card payment succeed; returns the intent id. */
export async function payFor(
  client: ApiClient,
  stripe: FakeStripe,
  packageId: string,
  couponCode?: string,
): Promise<string> {
  const { paymentIntentId } = await createIntent(client, packageId, couponCode);
  stripe.succeed(paymentIntentId);
  return paymentIntentId;
}

/**
 * A user whose purchase of `packageId` was credited through the webhook, having spent `spent` of its tokens (a remix
 * debit, as the studio makes).
 */
export async function creditedPurchase(
  paid: PaymentsTestApp,
  packageId: string,
  spent = 0,
): Promise<{ uid: string; paymentIntentId: string }> {
  const { client, user } = await signUp(paid.app);
  const paymentIntentId = await payFor(client, paid.stripe, packageId);
  expect((await deliverSucceeded(paid.app, paid.stripe, paymentIntentId)).status).toBe(200);
  if (spent > 0) {
    const entryId = `remix-spent-${paymentIntentId}`;
    await changeBalance(firestoreRepositories(paid.app.db), {
      uid: user.id,
      delta: -spent,
      reason: 'remix',
      ref: 'job',
      entryId,
    });
  }
  return { uid: user.id, paymentIntentId };
}

/** POSTs a signed event of `type` around `object` and returns the status and the outcome the webhook answered. */
export async function deliverEvent(
  app: TestApp,
  type: string,
  object: object,
): Promise<{ status: number; outcome: unknown }> {
  const response = await postWebhook(app, stripeEvent(type, object));
  const body = (await response.json()) as { outcome?: unknown };
  return { status: response.status, outcome: body.outcome };
}

/** The user's balance, checked to be what their ledger entries add up to (no token made or lost off the books). */
export async function bookedBalanceOf(app: TestApp, uid: string): Promise<number | undefined> {
  const balance = await balanceOf(app, uid);
  const booked = [...(await ledgerOf(app, uid)).values()].reduce((sum, entry) => sum + entry.delta, 0);
  expect(booked, 'the ledger adds up to the balance').toBe(balance);
  return balance;
}

/** Options of postWebhook: another secret or timestamp than the endpoint's, or a signature header of one's own. */
export interface DeliveryOptions {
  secret?: string;
  /** Seconds since the epoch. */
  timestamp?: number;
  /** The Stripe-Signature header to send instead of a computed one; null sends none. */
  signature?: string | null;
}

/** Delivers a `payment_intent.succeeded` event for the intent, as Stripe would, and returns the response. */
export function deliverSucceeded(
  app: TestApp,
  stripe: FakeStripe,
  paymentIntentId: string,
  options: DeliveryOptions = {},
): Promise<Response> {
  const intent = stripe.intent(paymentIntentId);
  if (!intent) throw new Error(`The fake has no intent ${paymentIntentId}`);
  return postWebhook(app, stripeEvent('payment_intent.succeeded', intent), options);
}

/** Delivers `event` `times` times one after another, each answered 200; returns the outcomes in order. */
export async function deliverInARow(app: TestApp, event: object, times = 5): Promise<unknown[]> {
  const outcomes: unknown[] = [];
  for (let delivery = 0; delivery < times; delivery += 1) outcomes.push(await outcomeOf(postWebhook(app, event)));
  return outcomes;
}

/** Delivers `event` `times` times at once, each answered 200; returns the outcomes. */
export function deliverAtOnce(app: TestApp, event: object, times = 5): Promise<unknown[]> {
  return Promise.all(Array.from({ length: times }, () => outcomeOf(postWebhook(app, event))));
}

async function outcomeOf(delivery: Promise<Response>): Promise<unknown> {
  const response = await delivery;
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome?: unknown }).outcome;
}

/** POSTs a signed event (or signed text) to the webhook, as Stripe does: JSON, no Origin, no cookie. */
export function postWebhook(app: TestApp, event: object | string, options: DeliveryOptions = {}): Promise<Response> {
  const delivery = signedDelivery(event, options.secret ?? STRIPE_TEST_CONFIG.webhookSecret ?? '', options.timestamp);
  const signature = options.signature === undefined ? delivery.signature : options.signature;
  return app.api('/api/stripe/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === null ? {} : { 'Stripe-Signature': signature }),
    },
    body: delivery.body,
  });
}

function pack(
  name: string,
  size: TokenPackageRecord['size'],
  tokenAmount: number,
  priceCents: number,
): TokenPackageRecord {
  return {
    name,
    size,
    description: `${tokenAmount} tokens`,
    tokenAmount,
    priceCents,
    price: (priceCents / 100).toFixed(2),
    isActive: true,
    stripePriceId: null,
  };
}

function coupon(): CouponRecord {
  return {
    percentOff: null,
    amountOffCents: null,
    active: true,
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
  };
}
