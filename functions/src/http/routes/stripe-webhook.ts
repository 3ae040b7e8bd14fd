import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { PAYMENT_MESSAGES, REQUEST_MESSAGES } from '@roomremix/contracts/messages';
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Repositories } from '../../ports/repositories';
import { handlePaymentEvent } from '../../services/tokens';
import { RequestError } from '../request-error';
import { bodyBytes } from '../middleware/json-body';

/** What the webhook route needs from the app's dependencies; `payments` is null when Stripe is not configured. */
export interface StripeWebhookRouteDeps {
  repositories: Repositories;
  payments: PaymentGateway | null;
}

/** Largest event body accepted (1 MB); Stripe's events are a few KB. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * 413 for a body over the limit, judged on its length before anything else: in Cloud Functions the runtime has read
 * the whole body (up to its own 32 MB) into `rawBody` and express.raw then skips it, so without this the signature
 * would be computed over any size. In-process express.raw enforces the same limit while it reads.
 */
const refuseOversizedBody: RequestHandler = (req, _res, next) => {
  if (bodyBytes(req) > WEBHOOK_BODY_LIMIT_BYTES) {
    next(new RequestError('payload_too_large', REQUEST_MESSAGES.bodyTooLarge(WEBHOOK_BODY_LIMIT_BYTES)));
    return;
  }
  next();
};

/**
 * `POST /stripe/webhook`: Stripe's event deliveries. Mount it before the JSON body parser: the signature covers
 * the exact bytes. A body over 1 MB answers 413 before any signature is computed; a missing or bad signature,
 * another endpoint's secret or a stale timestamp answer 400 without any side effect, as does a signed body that is
 * not an event; a handled event answers 200; a transient failure answers 500, so Stripe delivers it again.
 */
export function stripeWebhookRouter({ repositories, payments }: StripeWebhookRouteDeps): Router {
  const router = express.Router();

  router.post(
    API_ROUTES.stripeWebhook,
    refuseOversizedBody,
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT_BYTES }),
    async (req, res) => {
      if (!payments) throw new RequestError('unavailable', PAYMENT_MESSAGES.notConfigured);
      // Its refusals (no webhook secret, a bad signature, a signed body that is no event) are rows of the error map.
      const event = payments.verifyWebhookEvent(rawBodyOf(req), req.get('stripe-signature'));
      const logger = res.locals.logger.child({ eventId: event.id, eventType: event.type });
      const outcome = await handlePaymentEvent({ repositories, payments, logger }, event);
      logger.info(`Stripe event ${outcome}`, { paymentIntentId: event.paymentIntentId });
      res.json({ received: true, outcome });
    },
  );

  return router;
}

/**
 * The exact bytes Stripe signed. Cloud Functions read the body before Express does and keep it as `rawBody` (the
 * raw parser then finds nothing left to read); elsewhere express.raw has put it in `body`.
 */
function rawBodyOf(req: Request): Buffer {
  const { rawBody } = req as Request & { rawBody?: unknown };
  if (Buffer.isBuffer(rawBody)) return rawBody;
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}
