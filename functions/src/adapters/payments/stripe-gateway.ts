import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  type PaymentEvent,
  PaymentProviderError,
  type PaymentGateway,
  type PaymentIntentView,
  WebhookNotConfiguredError,
  WebhookSignatureError,
} from './payment-gateway';

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
    client ??= new Stripe(config.secretKey, { timeout: STRIPE_TIMEOUT_MS, ...endpoint });
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
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
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

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object: unknown = event.data.object;
  const paymentIntentId =
    typeof object === 'object' &&
    object !== null &&
    'object' in object &&
    object.object === 'payment_intent' &&
    'id' in object
      ? String(object.id)
      : null;
  return { id: event.id, type: event.type, paymentIntentId };
}
