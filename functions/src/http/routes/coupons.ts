import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { couponValidateRequestSchema, type CouponValidationResponse } from '@roomremix/contracts/tokens';
import express, { type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import { validateCoupon } from '../../services/tokens';
import { requireUser, signedInUid } from '../middleware/session';

/** What the coupon routes need from the app's dependencies. */
export interface CouponRouteDeps {
  repositories: Repositories;
}

/**
 * `POST /coupons/validate`: whether a code applies to a package, and the price it gives. Signed-in users only, so
 * codes cannot be guessed anonymously.
 */
export function couponsRouter({ repositories }: CouponRouteDeps): Router {
  const router = express.Router();

  router.post(API_ROUTES.validateCoupon, requireUser, async (req, res) => {
    const request = couponValidateRequestSchema.parse(req.body ?? {});
    const body: CouponValidationResponse = await validateCoupon(repositories, signedInUid(res), request);
    res.json(body);
  });

  return router;
}
