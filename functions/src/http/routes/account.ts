import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { deleteAccountRequestSchema } from '@roomremix/contracts/auth';
import { AUTH_MESSAGES } from '@roomremix/contracts/messages';
import express, { type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Identity } from '../../adapters/identity/identity';
import { type Clock, systemClock } from '../../domain/clock';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import { readProfile } from '../../services/accounts';
import { type AccountDeletionDeps, deleteAccount } from '../../services/accounts';
import { exportFileName, reserveExport, writeAccountExport } from '../../services/accounts';
import { readSession } from '../../services/accounts';
import { RequestError } from '../request-error';
import { sendZip } from '../zip-response';
import { requireUser, signedInUid } from '../middleware/session';
import { clearSessionCookies, readSessionCookie } from '../session-cookie';

/** What the account data routes need from the app's dependencies. */
export interface AccountRouteDeps {
  repositories: Repositories;
  identity: Identity;
  blobStore: BlobStore;
  rateLimits: RateLimitPolicies;
  /** The key of the rate-limit counters' ids (AppConfig.rateLimitIdSecret). */
  rateLimitIdSecret: string;
  now?: Clock | undefined;
  /** Tests stop a deletion half-way through this hook (AccountDeletionDeps.afterStep). */
  afterDeletionStep?: AccountDeletionDeps['afterStep'];
}

/**
 * `GET /account/export` (the user's data as a streamed ZIP) and `DELETE /account` (the account, keeping only anonymous
 * accounting records): docs/api.md#account.
 */
export function accountRouter(deps: AccountRouteDeps): Router {
  const router = express.Router();
  const now = deps.now ?? systemClock;

  router.get(API_ROUTES.accountExport, requireUser, async (_req, res) => {
    const uid = signedInUid(res);
    const exportDeps = { ...deps, now, logger: res.locals.logger };
    await reserveExport(exportDeps, deps.rateLimits.exportPerUser, uid);
    const profile = await readProfile(deps, uid);
    if (!profile) throw new RequestError('unauthenticated', AUTH_MESSAGES.notSignedIn);

    await sendZip(res, exportFileName(profile.username, now()), res.locals.logger, (archive) =>
      writeAccountExport(exportDeps, uid, archive),
    );
  });

  router.delete(API_ROUTES.account, requireUser, async (req, res) => {
    const uid = signedInUid(res);
    const { password, confirmBalance } = deleteAccountRequestSchema.parse(req.body ?? {});
    // The session's sign-in time stands in for the password of a Google-only account.
    const cookie = readSessionCookie(req.get('cookie'));
    const session = cookie === undefined ? null : await readSession(deps, cookie);
    await deleteAccount(
      { ...deps, now, logger: res.locals.logger, afterStep: deps.afterDeletionStep },
      deps.rateLimits.deletePerUser,
      { uid, password, confirmBalance, sessionAuthTimeSec: session?.authTimeSec ?? 0 },
    );
    clearSessionCookies(req, res);
    res.status(204).end();
  });

  return router;
}
