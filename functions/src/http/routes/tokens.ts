import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { PAYMENT_MESSAGES, COUPON_MESSAGES } from '@roomremix/contracts/messages';
import {
  applyCouponRequestSchema,
  type ApplyCouponResponse,
  createPaymentIntentRequestSchema,
  type CreatePaymentIntentResult,
  type FreeTokensResponse,
  type PurchaseHistoryItem,
  purchaseRequestSchema,
  type PurchaseResponse,
  type TokenActivityItem,
  type TokenPackage,
} from '@roomremix/contracts/tokens';
import express, { type Response, type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../domain/clock';
import { tokenActivity } from '../../services/core';
import { listActivePackages } from '../../services/tokens';
import { fulfilPayment, type PaymentsDeps, startPurchase } from '../../services/tokens';
import { confirmPurchaseCoupon, purchaseHistory } from '../../services/tokens';
import { claimStarterPack } from '../../services/tokens';
import { requireUser, signedInUid } from '../middleware/session';
import { toPublicUser } from '../public-user';

/** What the token routes need from the app's dependencies; `payments` is null when Stripe is not configured. */
export interface TokenRouteDeps {
  repositories: Repositories;
  payments: PaymentGateway | null;
  now?: Clock | undefined;
}

/**
 * `/tokens/*`: the packages on sale (public), the signed-in user's purchase history and token activity, card payments (create the
 * intent, complete the purchase, confirm its coupon) and the Starter Pack.
 */
export function tokensRouter({ repositories, payments, now }: TokenRouteDeps): Router {
  const router = express.Router();
  const useCaseDeps = (res: Response): PaymentsDeps => ({ repositories, payments, now, logger: res.locals.logger });

  router.get(API_ROUTES.tokenPackages, async (_req, res) => {
    const packages: TokenPackage[] = await listActivePackages(repositories, res.locals.logger);
    res.json(packages);
  });

  router.get(API_ROUTES.purchaseHistory, requireUser, async (_req, res) => {
    const history: PurchaseHistoryItem[] = await purchaseHistory(repositories, signedInUid(res));
    res.json(history);
  });

  router.get(API_ROUTES.tokenActivity, requireUser, async (_req, res) => {
    const activity: TokenActivityItem[] = await tokenActivity(repositories, signedInUid(res));
    res.json(activity);
  });

  router.post(API_ROUTES.createPaymentIntent, requireUser, async (req, res) => {
    const uid = signedInUid(res);
    const request = createPaymentIntentRequestSchema.parse(req.body ?? {});
    const started = await startPurchase(useCaseDeps(res), uid, request);
    const body: CreatePaymentIntentResult =
      started.kind === 'intent'
        ? { clientSecret: started.clientSecret, paymentIntentId: started.paymentIntentId, amount: started.amountCents }
        : {
            amount: 0,
            purchaseId: started.purchaseId,
            message: PAYMENT_MESSAGES.tokensAdded(started.tokenAmount),
            user: toPublicUser(uid, started.profile),
          };
    res.json(body);
  });

  router.post(API_ROUTES.purchase, requireUser, async (req, res) => {
    const uid = signedInUid(res);
    const { paymentIntentId, packageId } = purchaseRequestSchema.parse(req.body ?? {});
    const fulfilment = await fulfilPayment(useCaseDeps(res), paymentIntentId, { callerUid: uid, packageId });
    const body: PurchaseResponse = {
      alreadyProcessed: fulfilment.alreadyProcessed,
      message: fulfilment.alreadyProcessed
        ? PAYMENT_MESSAGES.alreadyProcessed.description
        : PAYMENT_MESSAGES.tokensAdded(fulfilment.tokenAmount),
      user: toPublicUser(uid, fulfilment.profile),
    };
    res.json(body);
  });

  router.post(API_ROUTES.applyCoupon, requireUser, async (req, res) => {
    const { paymentIntentId, couponCode } = applyCouponRequestSchema.parse(req.body ?? {});
    const code = await confirmPurchaseCoupon(repositories, signedInUid(res), paymentIntentId, couponCode);
    const body: ApplyCouponResponse = { couponCode: code, message: COUPON_MESSAGES.recorded(code) };
    res.json(body);
  });

  router.post(API_ROUTES.starterPack, requireUser, async (_req, res) => {
    const uid = signedInUid(res);
    const claim = await claimStarterPack(useCaseDeps(res), uid);
    const body: FreeTokensResponse =
      claim.kind === 'intent'
        ? { clientSecret: claim.clientSecret, paymentIntentId: claim.paymentIntentId, amount: claim.amountCents }
        : { user: toPublicUser(uid, claim.profile) };
    res.json(body);
  });

  return router;
}
