import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import type { StripeConfig } from '../../config';
import {
  type PaymentEvent,
  PaymentProviderError,
  type PaymentGateway,
  type PaymentIntentView,
  WebhookEventMalformedError,
  WebhookNotConfiguredError,
  WebhookSignatureError,
} from './payment-gateway';
import { STRIPE_API_VERSION } from './stripe-api-version';
import { disputeReportOf } from './stripe-dispute';
import { STRIPE_EVENT } from './stripe-webhook-events';

/** Where the Stripe API is; only tests change it, to point the real SDK at a local fake (docs/testing.md#fakes). */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Per-request time limit: well inside the api function's 60 s, unlike the SDK's default of 80 s. */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The PaymentGateway on the `stripe` SDK. The client is created on first use (cold starts stay fast). Every Stripe
 * error becomes a PaymentProviderError with the original as its cause, except "no such payment intent" (null).
 */
export function createStripeGateway(config: StripeConfig, endpoint?: StripeEndpoint): PaymentGateway {
  let client: Stripe | undefined;
  const stripe = (): Stripe => {
    client ??= new Stripe(config.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      timeout: STRIPE_TIMEOUT_MS,
      ...endpoint,
    });
    return client;
  };

  return {
    async createCustomer({ uid, email }, idempotencyKey) {
      const customer = await call(() =>
        stripe().customers.create({ email: email ?? undefined, metadata: { userId: uid } }, { idempotencyKey }),
      );
      return { id: customer.id };
    },

    async createPaymentIntent(intent, idempotencyKey) {
      const response = await call(() =>
        stripe().paymentIntents.create(
          {
            amount: intent.amountCents,
            currency: intent.currency,
            customer: intent.customerId,
            description: intent.description,
            metadata: intent.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey },
        ),
      );
      // A replay carries the intent as it was when first created; its status may have moved on since (paid).
      if (response.lastResponse.headers['idempotent-replayed'] !== 'true') return toView(response);
      return toView(await call(() => stripe().paymentIntents.retrieve(response.id)));
    },

    async retrievePaymentIntent(id) {
      try {
        return toView(await stripe().paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw new PaymentProviderError(`Stripe refused to retrieve payment intent ${id}`, { cause: error });
      }
    },

    async cancelPaymentIntent(id, reason) {
      try {
        return toView(await stripe().paymentIntents.cancel(id, { cancellation_reason: reason }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        // Only unpaid intents can be cancelled; one paid meanwhile is reported as it is.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return toView(await call(() => stripe().paymentIntents.retrieve(id)));
        }
        throw new PaymentProviderError(`Stripe refused to cancel payment intent ${id}`, { cause: error });
      }
    },

    async refundPaymentIntent(id, reason, idempotencyKey) {
      const refund = await call(() => stripe().refunds.create({ payment_intent: id, reason }, { idempotencyKey }));
      return { id: refund.id };
    },

    sign(text) {
      return createHmac('sha256', config.secretKey).update(text).digest('hex');
    },

    verifyWebhookEvent(rawBody, signatureHeader) {
      if (config.webhookSecret === null) throw new WebhookNotConfiguredError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: unknown;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
        // The signature is checked before the body is parsed: a parse error means Stripe's signature held.
        if (error instanceof SyntaxError) throw new WebhookEventMalformedError('The signed body is not JSON');
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error), { cause: error });
      }
      return toPaymentEvent(event);
    },
  };
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new PaymentProviderError(error instanceof Error ? error.message : 'Stripe request failed', { cause: error });
  }
}

function toView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret ?? '',
    customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
    metadata: { ...intent.metadata },
  };
}

/** An id, or an expanded object's id; Stripe sends ids in webhook events. */
const idOf = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).transform(({ id }) => id)]);
const cents = z.int().nonnegative();

/** The envelope every Stripe event has (Stripe.Event): signed, yet checked, as a signature says nothing of shape. */
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({ object: z.string().optional() }) }),
});

/** The fields of a `charge.refunded` event's Charge (stripe/esm/resources/Charges.d.ts) the app reads. */
const refundedChargeSchema = z.object({
  object: z.literal('charge'),
  payment_intent: idOf.nullable(),
  amount_refunded: cents,
  currency: z.string().min(1),
});

/** The fields of a `refund.failed` event's Refund (stripe/esm/resources/Refunds.d.ts) the app reads. */
const refundSchema = z.object({
  object: z.literal('refund'),
  id: z.string().min(1),
  payment_intent: idOf.nullable(),
  amount: cents,
  currency: z.string().min(1),
  status: z.string().nullable(),
});

/** The fields of a dispute event's Dispute (stripe/esm/resources/Disputes.d.ts) the app reads. */
const disputeSchema = z.object({
  object: z.literal('dispute'),
  payment_intent: idOf.nullable(),
  amount: cents,
  currency: z.string().min(1),
  status: z.string().min(1),
  balance_transactions: z.array(z.object({ amount: z.int() })),
});

/** The events whose object is the Dispute as it stands; each is read the same way (stripe-dispute.ts). */
const DISPUTE_EVENTS: ReadonlySet<string> = new Set([
  STRIPE_EVENT.disputeCreated,
  STRIPE_EVENT.disputeFundsWithdrawn,
  STRIPE_EVENT.disputeFundsReinstated,
  STRIPE_EVENT.disputeClosed,
]);

/** The event as the services see it; throws WebhookEventMalformedError when it is not shaped as Stripe's. */
function toPaymentEvent(body: unknown): PaymentEvent {
  const envelope = eventSchema.safeParse(body);
  if (!envelope.success) throw new WebhookEventMalformedError('The signed body is not a Stripe event');
  const { id, type, data } = envelope.data;
  const { object } = data;
  if (type === STRIPE_EVENT.chargeRefunded) {
    const charge = parsedObject(refundedChargeSchema, object, type);
    const reversal = { kind: 'refund' as const, amountCents: charge.amount_refunded, currency: charge.currency };
    return { id, type, paymentIntentId: charge.payment_intent, reversal };
  }
  if (type === STRIPE_EVENT.refundFailed) {
    const refund = parsedObject(refundSchema, object, type);
    // The refund's own status decides, as Stripe documents it; a refund that has not failed gives nothing back.
    if (refund.status !== 'failed') return { id, type, paymentIntentId: refund.payment_intent };
    const report = { kind: 'refund_failed' as const, refundId: refund.id, amountCents: refund.amount };
    return { id, type, paymentIntentId: refund.payment_intent, reversal: { ...report, currency: refund.currency } };
  }
  if (DISPUTE_EVENTS.has(type)) {
    const dispute = parsedObject(disputeSchema, object, type);
    const reversal = { ...disputeReportOf(dispute), currency: dispute.currency };
    return { id, type, paymentIntentId: dispute.payment_intent, reversal };
  }
  const paymentIntentId = object.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null;
  return { id, type, paymentIntentId };
}

function parsedObject<T>(schema: z.ZodType<T>, object: unknown, type: string): T {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw new WebhookEventMalformedError(`The ${type} event does not carry its object`);
  return parsed.data;
}
