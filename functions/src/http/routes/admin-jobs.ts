import { type AdminJob, adminJobsQuerySchema, type JobRefundResponse } from '@roomremix/contracts/admin';
import { API_ROUTES } from '@roomremix/contracts/api-paths';
import express, { type Response, type Router } from 'express';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import { listAdminJobs, refundJobAsAdmin } from '../../services/admin';
import type { Clock } from '../../domain/clock';
import type { Repositories } from '../../ports/repositories';
import type { AdminJobsDeps } from '../../services/admin';
import { signedInAdmin } from '../middleware/require-admin';

/**
 * `GET /admin/jobs?status=failed|stuck` (across users, newest first) and `POST /admin/jobs/:id/refund` (fails and
 * refunds a job that has not finished, exactly once, through the worker's refund path). Behind requireAdmin.
 */
export function adminJobsRouter(deps: {
  repositories: Repositories;
  blobStore: BlobStore;
  now?: Clock | undefined;
}): Router {
  const router = express.Router();
  const jobsDeps = (res: Response): AdminJobsDeps => ({ ...deps, logger: res.locals.logger });

  router.get(API_ROUTES.adminJobs, async (req, res) => {
    const { status } = adminJobsQuerySchema.parse(req.query);
    const jobs: AdminJob[] = await listAdminJobs(jobsDeps(res), status);
    res.json(jobs);
  });

  router.post(API_ROUTES.adminJobRefund, async (req, res) => {
    const body: JobRefundResponse = await refundJobAsAdmin(jobsDeps(res), signedInAdmin(res), req.params.id as string);
    res.json(body);
  });

  return router;
}
