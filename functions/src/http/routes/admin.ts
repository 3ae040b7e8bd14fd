import { type AuditEntry, auditQuerySchema } from '@roomremix/contracts/admin';
import { ADMIN_ROUTE_PREFIX, API_ROUTES } from '@roomremix/contracts/api-paths';
import express, { type Router } from 'express';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../domain/clock';
import type { Repositories } from '../../ports/repositories';
import { listAudit } from '../../services/admin';
import { requireAdmin } from '../middleware/require-admin';
import { adminCatalogueRouter } from './admin-catalogue';
import { adminJobsRouter } from './admin-jobs';
import { adminPaymentsRouter } from './admin-payments';
import { adminUsersRouter } from './admin-users';

/** What the admin routes need from the app's dependencies. */
export interface AdminRouteDeps {
  repositories: Repositories;
  blobStore: BlobStore;
  payments: PaymentGateway | null;
  now?: Clock | undefined;
}

/**
 * Everything under `/admin` (docs/api.md#admin): users and token adjustments, jobs and refunds, coupons and packages,
 * payments and their fulfilment, and `GET /admin/audit`. Every admin write goes in one transaction with its audit
 * entry. No route here changes a role: that is `npm run admin` with server credentials.
 */
export function adminRouter(deps: AdminRouteDeps): Router {
  const router = express.Router();
  // Every path under the prefix, known or not, passes the admin check first: a visitor gets 401, a user 403.
  router.use(ADMIN_ROUTE_PREFIX, requireAdmin(deps.repositories));
  router.use(adminUsersRouter(deps));
  router.use(adminJobsRouter(deps));
  router.use(adminCatalogueRouter(deps));
  router.use(adminPaymentsRouter(deps));

  router.get(API_ROUTES.adminAudit, async (req, res) => {
    const body: AuditEntry[] = await listAudit(deps.repositories, auditQuerySchema.parse(req.query));
    res.json(body);
  });

  return router;
}
