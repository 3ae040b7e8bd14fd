import {
  adminUserSearchQuerySchema,
  type AdminUserSummary,
  type TokenAdjustment,
  tokenAdjustmentRequestSchema,
} from '@roomremix/contracts/admin';
import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { isUsableDocumentId } from '@roomremix/contracts/document-id';
import express, { type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../domain/clock';
import { adjustTokens } from '../../services/admin';
import { readUserDetail, searchUsers } from '../../services/admin';
import { RequestError } from '../request-error';
import { signedInAdmin } from '../middleware/require-admin';
import { IDEMPOTENT_REPLAY_HEADER, idempotentRequest, requiredIdempotencyKey } from '../idempotency-key';

/**
 * `GET /admin/users?q=`, `GET /admin/users/:uid` and `POST /admin/users/:uid/token-adjustments` (an Idempotency-Key
 * is required: the same key with the same request applies once and answers the same). Behind requireAdmin.
 */
export function adminUsersRouter({
  repositories,
  now,
}: {
  repositories: Repositories;
  now?: Clock | undefined;
}): Router {
  const router = express.Router();

  router.get(API_ROUTES.adminUsers, async (req, res) => {
    const { q } = adminUserSearchQuerySchema.parse(req.query);
    const users: AdminUserSummary[] = await searchUsers(repositories, q);
    res.json(users);
  });

  router.get(API_ROUTES.adminUser, async (req, res) => {
    const detail = await readUserDetail({ repositories, now }, req.params.uid as string);
    if (!detail) throw new RequestError('not_found', ADMIN_MESSAGES.userNotFound);
    res.json(detail);
  });

  router.post(API_ROUTES.adminTokenAdjustments, async (req, res) => {
    const uid = req.params.uid as string;
    const idempotencyKey = requiredIdempotencyKey(req);
    const request = tokenAdjustmentRequestSchema.parse(req.body ?? {});
    if (!isUsableDocumentId(uid)) throw new RequestError('not_found', ADMIN_MESSAGES.userNotFound);
    const admin = signedInAdmin(res);
    const idempotency = idempotentRequest(admin.uid, idempotencyKey, {
      route: `POST ${API_ROUTES.adminTokenAdjustments}`,
      params: { uid },
      body: request,
    });
    const { adjustment, replayed } = await adjustTokens(repositories, admin, uid, request, idempotency);
    if (replayed) res.setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
    const body: TokenAdjustment = adjustment;
    res.status(201).json(body);
  });

  return router;
}
