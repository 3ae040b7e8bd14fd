import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../../src/adapters/payments/stripe-api-version';
import type { StripeEndpoint } from '../../../src/adapters/payments/stripe-gateway';

/**
 * A local stand-in for the Stripe API that speaks its wire format: form-encoded requests with bracketed
 * keys, JSON objects with `object: 'customer' | 'payment_intent'`, error bodies `{error: {type, message, code,
 * param}}`, API-key authentication and idempotency keys (same key and parameters → the same response, replayed;
 * same key, other parameters → 400 idempotency_error). The real `stripe` SDK talks to it through `endpoint`.
 */
export interface FakeStripe {
  endpoint: StripeEndpoint;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** The payment intent `id` as the API would return it, or undefined. */
  intent(id: string): FakeIntent | undefined;
  /** Test control: the card payment went through (what confirming with Stripe.js does); returns the intent. */
  succeed(id: string): FakeIntent;
  /** Test control: an intent created outside the app's code path, e.g. with a tampered amount or metadata. */
  insertIntent(fields: {
    amount: number;
    currency?: string;
    metadata: Record<string, string>;
    status?: string;
  }): FakeIntent;
  /** The refunds created, in Stripe's JSON shape. */
  refunds(): FakeRefund[];
  /** The Charge of a paid intent as the API would return it, or undefined before it is paid. */
  charge(paymentIntentId: string): FakeCharge | undefined;
  /**
   * Test control: refunds `amountCents` (default: all that is left) of a paid intent's charge, as the Dashboard
   * does; returns the Charge as a `charge.refunded` event carries it (`amount_refunded` is the total so far).
   */
  refundCharge(paymentIntentId: string, amountCents?: number): FakeCharge;
  /**
   * Test control: the card holder disputes a paid intent's charge (default: what is not refunded); returns the
   * Dispute as a `charge.dispute.created` event carries it. A chargeback withdraws the amount at once (one balance
   * transaction, status `needs_response`); an inquiry (`inquiry: true`) withdraws nothing (`warning_needs_response`).
   */
  dispute(paymentIntentId: string, options?: { amountCents?: number; inquiry?: boolean }): FakeDispute;
  /**
   * Test control: the dispute is decided. A chargeback `won` gets its funds reinstated (a second balance
   * transaction); `lost` keeps them withdrawn, except the part a partial refund had returned already, which Stripe
   * reinstates. An inquiry closes as `warning_closed`. Returns the Dispute as `charge.dispute.closed` carries it
   * (and, when funds came back, `charge.dispute.funds_reinstated`).
   */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): FakeDispute;
  /**
   * Test control: a refund failed at the card's bank (the card was closed): its status becomes `failed`, with
   * `failure_reason` and `failure_balance_transaction` (stripe/esm/resources/Refunds.d.ts). Its amount is taken out of
   * the charge's `amount_refunded`, which Stripe's reference leaves unsaid (standingRefundCents in
   * domain/purchase-reversal.ts says what depends on it). Returns the Refund as `refund.failed` carries it.
   */
  failRefund(refundId: string): FakeRefund;
  /** Test control: the next `count` requests matching `method` and `path` answer 500 (and ask not to be retried). */
  failNext(count: number, match: { method: string; pathPrefix: string }): void;
  close(): Promise<void>;
}

/** One request as the fake received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Params;
}

/** A payment intent in Stripe's JSON shape (the fields the app and the tests read, plus the usual neighbours). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
  automatic_payment_methods: { enabled: boolean; allow_redirects: string } | null;
  capture_method: string;
  confirmation_method: string;
  created: number;
  latest_charge: string | null;
  last_payment_error: null;
  livemode: false;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
}

/** A charge in Stripe's JSON shape (stripe/esm/resources/Charges.d.ts), the fields a refund event's reader needs. */
export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  /** The total refunded so far. */
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  disputed: boolean;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  /** True once refunded in full. */
  refunded: boolean;
  status: 'succeeded';
}

/** A dispute in Stripe's JSON shape (stripe/esm/resources/Disputes.d.ts). */
export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  /** Zero, one or two: the withdrawal of the disputed funds and their reinstatement (docs.stripe.com/api/disputes/object). */
  balance_transactions: FakeBalanceTransaction[];
  charge: string;
  created: number;
  currency: string;
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string;
  status: string;
}

/**
 * A balance transaction of a dispute (stripe/esm/resources/BalanceTransactions.d.ts): `amount` is negative for the
 * withdrawal (reporting_category `dispute`), positive for the reinstatement (`dispute_reversal`); both `adjustment`.
 */
export interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  available_on: number;
  balance_type: 'payments';
  created: number;
  currency: string;
  description: string;
  exchange_rate: null;
  fee: number;
  fee_details: { amount: number; application: null; currency: string; description: string; type: 'stripe_fee' }[];
  net: number;
  reporting_category: 'dispute' | 'dispute_reversal';
  source: string;
  status: 'available' | 'pending';
  type: 'adjustment';
}

/** A refund in Stripe's JSON shape (stripe/esm/resources/Refunds.d.ts). */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string | null;
  created: number;
  currency: string;
  failure_balance_transaction?: string;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'failed';
}

type Params = { [key: string]: string | Params };

type NewFakeIntent = Pick<FakeIntent, 'amount' | 'currency' | 'customer' | 'description' | 'metadata'> &
  Pick<FakeIntent, 'automatic_payment_methods'> & { status?: string };

interface StoredResponse {
  fingerprint: string;
  status: number;
  body: unknown;
}

/** An error the fake answers with, in Stripe's shape. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** A 400 invalid_request_error, Stripe's answer to bad parameters. */
function invalidRequest(message: string, code: string, param: string): ApiError {
  return new ApiError(400, 'invalid_request_error', message, code, param);
}

/** Stripe's smallest charge in US dollars. */
const USD_MINIMUM_CENTS = 50;
const CANCELABLE_STATUSES = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);
/** PaymentIntentCancelParams.CancellationReason in stripe/esm/resources/PaymentIntents.d.ts. */
const CANCELLATION_REASONS = new Set(['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer']);

/** Starts the fake on 127.0.0.1 at a port the OS picks; it accepts only `secretKey`. */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const customers = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, FakeIntent>();
  /** Charges by payment intent id: one per paid intent. */
  const charges = new Map<string, FakeCharge>();
  const idempotent = new Map<string, StoredResponse>();
  const requests: RecordedRequest[] = [];
  const failures: { method: string; pathPrefix: string; remaining: number }[] = [];

  const routes: { method: string; pattern: RegExp; handle: (params: Params, match: RegExpExecArray) => unknown }[] = [
    { method: 'POST', pattern: /^\/v1\/customers$/, handle: (params) => createCustomer(params) },
    { method: 'POST', pattern: /^\/v1\/payment_intents$/, handle: (params) => createIntent(params) },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: (_params, match) => retrieveIntent(match[1] ?? ''),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: (params, match) => cancelIntent(match[1] ?? '', params),
    },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (params) => createRefund(params) },
  ];
  const refunds: FakeRefund[] = [];
  const disputes = new Map<string, FakeDispute>();

  // Stripe's rule (stripe/esm/resources/PaymentIntents.js, cancel): only these statuses can be cancelled, anything
  // else answers 400 payment_intent_unexpected_state.
  function cancelIntent(id: string, params: Params): FakeIntent {
    const intent = retrieveIntent(id);
    if (!CANCELABLE_STATUSES.has(intent.status)) {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...CANCELABLE_STATUSES].join(', ')}.`,
        'payment_intent_unexpected_state',
        'intent',
      );
    }
    const reason = text(params.cancellation_reason);
    if (reason !== undefined && !CANCELLATION_REASONS.has(reason)) {
      throw invalidRequest(
        `Invalid cancellation_reason: must be one of ${[...CANCELLATION_REASONS].join(', ')}`,
        'parameter_invalid_string',
        'cancellation_reason',
      );
    }
    intent.status = 'canceled';
    return intent;
  }

  // A refund needs a charge or payment intent (stripe/esm/resources/Refunds.js, create); a payment intent that
  // has not been paid, or was refunded in full already, cannot be refunded.
  function createRefund(params: Params): FakeRefund {
    const id = text(params.payment_intent);
    if (id === undefined)
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
        'parameter_missing',
        'payment_intent',
      );
    const intent = retrieveIntent(id);
    if (intent.status !== 'succeeded') {
      throw invalidRequest(
        `This PaymentIntent (${id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
        'payment_intent',
      );
    }
    if (refunds.some((refund) => refund.payment_intent === id)) {
      throw invalidRequest(
        `Charge ${intent.latest_charge ?? ''} has already been refunded.`,
        'charge_already_refunded',
        'payment_intent',
      );
    }
    const refund: FakeRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount: intent.amount,
      balance_transaction: stripeId('txn'),
      charge: intent.latest_charge,
      created: nowSeconds(),
      currency: intent.currency,
      metadata: metadataOf(params.metadata),
      payment_intent: id,
      reason: text(params.reason) ?? null,
      status: 'succeeded',
    };
    refunds.push(refund);
    const charge = charges.get(id);
    if (charge) Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
    return refund;
  }

  function paidCharge(paymentIntentId: string): FakeCharge {
    const charge = charges.get(paymentIntentId);
    if (!charge) throw new Error(`The fake's intent ${paymentIntentId} has not been paid`);
    return charge;
  }

  function createCustomer(params: Params): unknown {
    const customer = {
      id: stripeId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: text(params.email) ?? null,
      name: text(params.name) ?? null,
      description: null,
      livemode: false,
      metadata: metadataOf(params.metadata),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createIntent(params: Params): FakeIntent {
    const amountText = text(params.amount);
    if (amountText === undefined)
      throw invalidRequest('Missing required param: amount.', 'parameter_missing', 'amount');
    const currency = text(params.currency);
    if (currency === undefined)
      throw invalidRequest('Missing required param: currency.', 'parameter_missing', 'currency');
    if (!/^\d+$/.test(amountText))
      throw invalidRequest(`Invalid integer: ${amountText}`, 'parameter_invalid_integer', 'amount');
    const amount = Number(amountText);
    if (currency === 'usd' && amount < USD_MINIMUM_CENTS) {
      throw invalidRequest('Amount must be at least $0.50 usd', 'amount_too_small', 'amount');
    }
    const customer = text(params.customer) ?? null;
    if (customer !== null && !customers.has(customer)) {
      throw invalidRequest(`No such customer: '${customer}'`, 'resource_missing', 'customer');
    }
    const automatic =
      typeof params.automatic_payment_methods === 'object' ? params.automatic_payment_methods : undefined;
    return storeIntent({
      amount,
      currency,
      customer,
      description: text(params.description) ?? null,
      metadata: metadataOf(params.metadata),
      automatic_payment_methods: automatic
        ? { enabled: automatic.enabled === 'true', allow_redirects: 'always' }
        : null,
    });
  }

  function storeIntent(fields: NewFakeIntent): FakeIntent {
    const id = stripeId('pi');
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: fields.amount,
      amount_received: 0,
      currency: fields.currency,
      customer: fields.customer,
      description: fields.description,
      metadata: fields.metadata,
      status: fields.status ?? 'requires_payment_method',
      client_secret: `${id}_secret_${randomAlphanumeric(25)}`,
      automatic_payment_methods: fields.automatic_payment_methods,
      capture_method: 'automatic_async',
      confirmation_method: 'automatic',
      created: nowSeconds(),
      latest_charge: null,
      last_payment_error: null,
      livemode: false,
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
    };
    intents.set(id, intent);
    return intent;
  }

  function retrieveIntent(id: string): FakeIntent {
    const intent = intents.get(id);
    if (!intent)
      throw new ApiError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing', 'intent');
    return intent;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const params = parseForm(method === 'GET' ? url.search.slice(1) : raw);
    const idempotencyKey = header(req, 'idempotency-key');
    requests.push({ method, path: url.pathname, idempotencyKey, params });

    const send = (status: number, body: unknown, extraHeaders: Record<string, string> = {}) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${randomAlphanumeric(14)}`,
        'Stripe-Version': header(req, 'stripe-version') ?? '',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        ...extraHeaders,
      });
      res.end(JSON.stringify(body));
    };
    const sendError = (error: ApiError, extraHeaders: Record<string, string> = {}) =>
      send(
        error.status,
        { error: { type: error.type, message: error.message, code: error.code, param: error.param } },
        extraHeaders,
      );

    if (header(req, 'authorization') !== `Bearer ${secretKey}`) {
      sendError(new ApiError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****'));
      return;
    }
    const failure = failures.find(
      (entry) => entry.remaining > 0 && entry.method === method && url.pathname.startsWith(entry.pathPrefix),
    );
    if (failure) {
      failure.remaining -= 1;
      sendError(new ApiError(500, 'api_error', 'An unknown error occurred'), { 'Stripe-Should-Retry': 'false' });
      return;
    }
    const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
    if (method === 'POST' && idempotencyKey) {
      const stored = idempotent.get(idempotencyKey);
      if (stored && stored.fingerprint !== fingerprint) {
        sendError(
          new ApiError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
              `Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          ),
        );
        return;
      }
      if (stored) {
        send(stored.status, stored.body, { 'Idempotent-Replayed': 'true', 'Original-Request': 'req_original' });
        return;
      }
    }
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      try {
        const body = route.handle(params, match);
        if (method === 'POST' && idempotencyKey)
          idempotent.set(idempotencyKey, { fingerprint, status: 200, body: structuredClone(body) });
        send(200, body);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        sendError(error);
      }
      return;
    }
    sendError(new ApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    intent: (id) => {
      const intent = intents.get(id);
      return intent && structuredClone(intent);
    },
    succeed: (id) => {
      const intent = retrieveIntent(id);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.payment_method = `pm_${randomAlphanumeric(24)}`;
      intent.latest_charge = `ch_${randomAlphanumeric(24)}`;
      charges.set(id, {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount,
        amount_refunded: 0,
        captured: true,
        created: nowSeconds(),
        currency: intent.currency,
        customer: intent.customer,
        disputed: false,
        livemode: false,
        metadata: {},
        paid: true,
        payment_intent: id,
        refunded: false,
        status: 'succeeded',
      });
      return structuredClone(intent);
    },
    charge: (paymentIntentId) => {
      const charge = charges.get(paymentIntentId);
      return charge && structuredClone(charge);
    },
    refundCharge: (paymentIntentId, amountCents) => {
      const charge = paidCharge(paymentIntentId);
      const left = charge.amount - charge.amount_refunded;
      const amount = amountCents ?? left;
      if (amount <= 0 || amount > left) throw new Error(`Cannot refund ${amount} of ${left} left`);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      refunds.push({
        id: stripeId('re'),
        object: 'refund',
        amount,
        balance_transaction: stripeId('txn'),
        charge: charge.id,
        created: nowSeconds(),
        currency: charge.currency,
        metadata: {},
        payment_intent: paymentIntentId,
        reason: 'requested_by_customer',
        status: 'succeeded',
      });
      return structuredClone(charge);
    },
    failRefund: (refundId) => {
      const refund = refunds.find((candidate) => candidate.id === refundId);
      if (refund?.status !== 'succeeded') throw new Error(`The fake has no succeeded refund ${refundId}`);
      Object.assign(refund, {
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
        failure_balance_transaction: stripeId('txn'),
      });
      const charge = paidCharge(refund.payment_intent);
      charge.amount_refunded -= refund.amount;
      charge.refunded = false;
      return structuredClone(refund);
    },
    dispute: (paymentIntentId, { amountCents, inquiry = false } = {}) => {
      const charge = paidCharge(paymentIntentId);
      charge.disputed = true;
      const dispute: FakeDispute = {
        id: stripeId('dp'),
        object: 'dispute',
        amount: amountCents ?? charge.amount - charge.amount_refunded,
        balance_transactions: [],
        charge: charge.id,
        created: nowSeconds(),
        currency: charge.currency,
        is_charge_refundable: inquiry,
        livemode: false,
        metadata: {},
        payment_intent: paymentIntentId,
        reason: 'fraudulent',
        status: inquiry ? 'warning_needs_response' : 'needs_response',
      };
      if (!inquiry) dispute.balance_transactions.push(disputeTransaction(dispute, -dispute.amount, 'dispute'));
      disputes.set(dispute.id, dispute);
      return structuredClone(dispute);
    },
    closeDispute: (disputeId, outcome) => {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`The fake has no dispute ${disputeId}`);
      if (dispute.balance_transactions.length === 0) {
        dispute.status = 'warning_closed';
        return structuredClone(dispute);
      }
      const charge = paidCharge(dispute.payment_intent);
      // Lost, Stripe still returns what a partial refund had paid back already (the Dashboard's "partially won").
      const overlap = Math.max(0, dispute.amount + charge.amount_refunded - charge.amount);
      const reinstated = outcome === 'won' ? dispute.amount : overlap;
      if (reinstated > 0)
        dispute.balance_transactions.push(disputeTransaction(dispute, reinstated, 'dispute_reversal'));
      dispute.status = outcome;
      return structuredClone(dispute);
    },
    insertIntent: ({ amount, currency = 'usd', metadata, status }) =>
      structuredClone(
        storeIntent({
          amount,
          currency,
          customer: null,
          description: null,
          metadata,
          automatic_payment_methods: null,
          status,
        }),
      ),
    refunds: () => structuredClone(refunds),
    failNext: (count, { method, pathPrefix }) => {
      failures.push({ method, pathPrefix, remaining: count });
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A dispute's withdrawal (negative `amount`) or reinstatement, with Stripe's $15.00 dispute fee on the withdrawal. */
function disputeTransaction(
  dispute: FakeDispute,
  amount: number,
  reportingCategory: FakeBalanceTransaction['reporting_category'],
): FakeBalanceTransaction {
  const fee = reportingCategory === 'dispute' ? 1500 : 0;
  const feeDetails =
    fee > 0
      ? [
          {
            amount: fee,
            application: null,
            currency: dispute.currency,
            description: 'Dispute fee',
            type: 'stripe_fee' as const,
          },
        ]
      : [];
  return {
    id: stripeId('txn'),
    object: 'balance_transaction',
    amount,
    available_on: nowSeconds(),
    balance_type: 'payments',
    created: nowSeconds(),
    currency: dispute.currency,
    description: `${reportingCategory === 'dispute' ? 'Chargeback withdrawal' : 'Chargeback reversal'} for ${dispute.charge}`,
    exchange_rate: null,
    fee,
    fee_details: feeDetails,
    net: amount - fee,
    reporting_category: reportingCategory,
    source: dispute.id,
    status: 'pending',
    type: 'adjustment',
  };
}

/** A Stripe event around `object`, as a webhook endpoint created at the app's pinned API version receives it. */
export function stripeEvent(type: string, object: object): Stripe.Event {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
}

/**
 * A webhook delivery signed with `secret`, as Stripe sends it; `timestamp` (seconds) defaults to now. A string is
 * signed as it is (a body that is not an event at all).
 */
export function signedDelivery(
  event: object | string,
  secret: string,
  timestamp?: number,
): { body: string; signature: string } {
  const body = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
}

/** Parses `a=1&metadata[userId]=u&automatic_payment_methods[enabled]=true` into nested objects, as Stripe does. */
function parseForm(body: string): Params {
  const params: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let target = params;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        target[part] = value;
        return;
      }
      const next = target[part];
      if (typeof next === 'object') {
        target = next;
      } else {
        const created: Params = {};
        target[part] = created;
        target = created;
      }
    });
  }
  return params;
}

/** Stripe drops metadata keys set to an empty string. */
function metadataOf(value: Params[string] | undefined): Record<string, string> {
  if (typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

function canonical(params: Params): string {
  return JSON.stringify(params, (_key, value: unknown) =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

function text(value: Params[string] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function stripeId(prefix: string): string {
  return `${prefix}_${randomAlphanumeric(24)}`;
}

function randomAlphanumeric(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
