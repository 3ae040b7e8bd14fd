import type { AdminPayment, PaymentFulfilment } from '@roomremix/contracts/admin';
import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { paymentIntentIdSchema } from '@roomremix/contracts/tokens';
import express, { type Response, type Router } from 'express';
import { type AdminPaymentsDeps, inspectPayment, retryFulfilment } from '../../services/admin';
import { signedInAdmin } from '../middleware/require-admin';

/**
 * `GET /admin/payments/:paymentIntentId` (Stripe's intent beside this app's records) and
 * `POST /admin/payments/:paymentIntentId/fulfilment` (the same idempotent fulfilment as the purchase call and the
 * webhook). Answers like the payment routes: 503 without Stripe keys, 502 when Stripe fails. Behind requireAdmin.
 */
export function adminPaymentsRouter({ repositories, payments, now }: Omit<AdminPaymentsDeps, 'logger'>): Router {
  const router = express.Router();
  const paymentsDeps = (res: Response): AdminPaymentsDeps => ({
    repositories,
    payments,
    now,
    logger: res.locals.logger,
  });

  router.get(API_ROUTES.adminPayment, async (req, res) => {
    const paymentIntentId = paymentIntentIdSchema.parse(req.params.paymentIntentId);
    const payment: AdminPayment = await inspectPayment(paymentsDeps(res), paymentIntentId);
    res.json(payment);
  });

  router.post(API_ROUTES.adminPaymentFulfilment, async (req, res) => {
    const paymentIntentId = paymentIntentIdSchema.parse(req.params.paymentIntentId);
    const fulfilment: PaymentFulfilment = await retryFulfilment(paymentsDeps(res), signedInAdmin(res), paymentIntentId);
    res.json(fulfilment);
  });

  return router;
}
