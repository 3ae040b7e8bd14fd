import {
  couponCreateRequestSchema,
  couponUpdateRequestSchema,
  packageCreateRequestSchema,
  packageUpdateRequestSchema,
} from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { couponCodeSchema, packageIdSchema } from '@roomremix/contracts/tokens';
import express, { type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import type { z } from 'zod';
import { createCoupon, listCoupons, updateCoupon } from '../../services/admin';
import { createPackage, listPackages, updatePackage } from '../../services/admin';
import type { AdminActor } from '../../services/admin';
import { RequestError } from '../request-error';
import { signedInAdmin } from '../middleware/require-admin';

/**
 * Coupons and token packages: list (switched-off ones too), create (201) and edit (`PATCH`; `active: false` or
 * `isActive: false` deactivates). Edits change what is sold from now on, never an open intent or a past purchase.
 * Behind requireAdmin.
 */
export function adminCatalogueRouter({ repositories }: { repositories: Repositories }): Router {
  const router = express.Router();
  catalogueRoutes(router, repositories, {
    route: API_ROUTES.adminCoupons,
    itemRoute: API_ROUTES.adminCoupon,
    param: 'code',
    keySchema: couponCodeSchema,
    notFound: ADMIN_MESSAGES.couponNotFound,
    createSchema: couponCreateRequestSchema,
    updateSchema: couponUpdateRequestSchema,
    list: listCoupons,
    create: createCoupon,
    update: updateCoupon,
  });
  catalogueRoutes(router, repositories, {
    route: API_ROUTES.adminPackages,
    itemRoute: API_ROUTES.adminPackage,
    param: 'id',
    keySchema: packageIdSchema,
    notFound: ADMIN_MESSAGES.packageNotFound,
    createSchema: packageCreateRequestSchema,
    updateSchema: packageUpdateRequestSchema,
    list: listPackages,
    create: createPackage,
    update: updatePackage,
  });
  return router;
}

/** One catalogue collection (coupons, packages): its routes, its request schemas and the use-cases behind them. */
interface CatalogueCollection<Item, CreateRequest, UpdateRequest> {
  /** `GET` lists, `POST` creates. */
  route: string;
  /** `PATCH` edits the item whose key is the route parameter `param`. */
  itemRoute: string;
  param: string;
  /** A key it refuses names no item: 404 `notFound`. */
  keySchema: z.ZodType<string>;
  notFound: string;
  createSchema: z.ZodType<CreateRequest>;
  updateSchema: z.ZodType<UpdateRequest>;
  list(repositories: Repositories): Promise<Item[]>;
  create(repositories: Repositories, admin: AdminActor, request: CreateRequest): Promise<Item>;
  update(repositories: Repositories, admin: AdminActor, key: string, patch: UpdateRequest): Promise<Item>;
}

function catalogueRoutes<Item, CreateRequest, UpdateRequest>(
  router: Router,
  repositories: Repositories,
  collection: CatalogueCollection<Item, CreateRequest, UpdateRequest>,
): void {
  router.get(collection.route, async (_req, res) => {
    res.json(await collection.list(repositories));
  });

  router.post(collection.route, async (req, res) => {
    const request = collection.createSchema.parse(req.body ?? {});
    res.status(201).json(await collection.create(repositories, signedInAdmin(res), request));
  });

  router.patch(collection.itemRoute, async (req, res) => {
    const key = collection.keySchema.safeParse(req.params[collection.param]);
    if (!key.success) throw new RequestError('not_found', collection.notFound);
    const patch = collection.updateSchema.parse(req.body ?? {});
    res.json(await collection.update(repositories, signedInAdmin(res), key.data, patch));
  });
}
