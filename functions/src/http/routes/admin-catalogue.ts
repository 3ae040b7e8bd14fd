import {
  type AdminCoupon,
  type AdminPackage,
  couponCreateRequestSchema,
  couponUpdateRequestSchema,
  packageCreateRequestSchema,
  packageUpdateRequestSchema,
} from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { couponCodeSchema, packageIdSchema } from '@roomremix/contracts/tokens';
import express, { type Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { createCoupon, listCoupons, updateCoupon } from '../../services/admin-coupons';
import { createPackage, listPackages, updatePackage } from '../../services/admin-packages';
import { HttpError } from '../http-error';
import { signedInAdmin } from '../middleware/require-admin';

/**
 * Coupons and token packages: list (switched-off ones too), create (201) and edit (`PATCH`; `active: false` or
 * `isActive: false` deactivates). Edits change what is sold from now on, never an open intent or a past purchase.
 * Behind requireAdmin.
 */
export function adminCatalogueRouter({ db }: { db: Firestore }): Router {
  const router = express.Router();

  router.get(API_ROUTES.adminCoupons, async (_req, res) => {
    const coupons: AdminCoupon[] = await listCoupons(db);
    res.json(coupons);
  });

  router.post(API_ROUTES.adminCoupons, async (req, res) => {
    const request = couponCreateRequestSchema.parse(req.body ?? {});
    const coupon: AdminCoupon = await createCoupon(db, signedInAdmin(res), request);
    res.status(201).json(coupon);
  });

  router.patch(API_ROUTES.adminCoupon, async (req, res) => {
    const code = couponCodeSchema.safeParse(req.params.code);
    if (!code.success) throw new HttpError(404, 'not_found', ADMIN_MESSAGES.couponNotFound);
    const patch = couponUpdateRequestSchema.parse(req.body ?? {});
    const coupon: AdminCoupon = await updateCoupon(db, signedInAdmin(res), code.data, patch);
    res.json(coupon);
  });

  router.get(API_ROUTES.adminPackages, async (_req, res) => {
    const packages: AdminPackage[] = await listPackages(db);
    res.json(packages);
  });

  router.post(API_ROUTES.adminPackages, async (req, res) => {
    const request = packageCreateRequestSchema.parse(req.body ?? {});
    const created: AdminPackage = await createPackage(db, signedInAdmin(res), request);
    res.status(201).json(created);
  });

  router.patch(API_ROUTES.adminPackage, async (req, res) => {
    const id = packageIdSchema.safeParse(req.params.id);
    if (!id.success) throw new HttpError(404, 'not_found', ADMIN_MESSAGES.packageNotFound);
    const patch = packageUpdateRequestSchema.parse(req.body ?? {});
    const updated: AdminPackage = await updatePackage(db, signedInAdmin(res), id.data, patch);
    res.json(updated);
  });

  return router;
}
