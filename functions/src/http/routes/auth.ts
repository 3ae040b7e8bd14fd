import { API_ROUTES } from '@roomremix/contracts/api-paths';
import {
  changePasswordRequestSchema,
  googleSignInBodySchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '@roomremix/contracts/auth';
import { GOOGLE_MESSAGES } from '@roomremix/contracts/messages';
import express, { type Request, type Response, type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import type { Identity } from '../../adapters/identity/identity';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import type { AuthDeps, SignedIn } from '../../services/accounts';
import { signInWithGoogle, type GoogleCredential } from '../../services/accounts';
import { changePassword } from '../../services/accounts';
import { loginWithPassword } from '../../services/accounts';
import { confirmPasswordReset, requestPasswordReset } from '../../services/accounts';
import { registerAccount } from '../../services/accounts';
import { endSession, endUserSessions } from '../../services/accounts';
import { RequestError } from '../request-error';
import { requireUser, signedInUid } from '../middleware/session';
import { rateLimitSubject } from '../rate-limit-subject';
import { toPublicUser } from '../public-user';
import { clearSessionCookies, setSessionCookies } from '../session-cookie';

/** What the auth routes need from the app's dependencies. */
export interface AuthRouteDeps {
  repositories: Repositories;
  identity: Identity;
  rateLimits: RateLimitPolicies;
  /** The key of the rate-limit counters' ids (AppConfig.rateLimitIdSecret). */
  rateLimitIdSecret: string;
  /** The app's origin, where the password-reset e-mail's link continues to. */
  siteOrigin: string;
}

/**
 * `POST /register`, `/login`, `/logout`, `/auth/google`, the password reset and change, and `/sessions/revoke-all`:
 * sign-in and sign-out with the `__session` cookie and the signed-in hint beside it.
 */
export function authRouter({
  repositories,
  identity,
  rateLimits,
  rateLimitIdSecret,
  siteOrigin,
}: AuthRouteDeps): Router {
  const router = express.Router();
  const useCaseDeps = (res: Response): AuthDeps => ({
    repositories,
    identity,
    rateLimitIdSecret,
    logger: res.locals.logger,
  });

  router.post(API_ROUTES.register, async (req, res) => {
    const { username, password, email, fullName } = registerRequestSchema.parse(req.body ?? {});
    const registration = { username, password, email, fullName, ip: rateLimitSubject(req) };
    sendSignedIn(req, res, 201, await registerAccount(useCaseDeps(res), rateLimits.register, registration));
  });

  router.post(API_ROUTES.login, async (req, res) => {
    const { username, password } = loginRequestSchema.parse(req.body ?? {});
    const login = { loginName: username, password, ip: rateLimitSubject(req) };
    sendSignedIn(req, res, 200, await loginWithPassword(useCaseDeps(res), rateLimits, login));
  });

  router.post(API_ROUTES.logout, async (req, res) => {
    // This browser's session only: the user's other sessions stay (POST /sessions/revoke-all ends them all).
    const { sessionId } = res.locals;
    if (sessionId !== undefined) await endSession({ repositories }, sessionId);
    // Cleared even without a valid session, so a stale cookie does not linger in the browser.
    clearSessionCookies(req, res);
    res.status(204).end();
  });

  router.post(API_ROUTES.revokeAllSessions, requireUser, async (req, res) => {
    await endUserSessions({ repositories }, signedInUid(res));
    clearSessionCookies(req, res);
    res.status(204).end();
  });

  router.post(API_ROUTES.changePassword, requireUser, async (req, res) => {
    const { currentPassword, newPassword } = changePasswordRequestSchema.parse(req.body ?? {});
    const change = { uid: signedInUid(res), currentPassword, newPassword };
    // This browser stays signed in with a new cookie: the password change revoked the one it came with.
    setSessionCookies(req, res, await changePassword(useCaseDeps(res), rateLimits.passwordChangePerUser, change));
    res.status(204).end();
  });

  router.post(API_ROUTES.passwordReset, async (req, res) => {
    const { email } = passwordResetRequestSchema.parse(req.body ?? {});
    const request = { email, ip: rateLimitSubject(req), continueUrl: `${siteOrigin}/auth` };
    await requestPasswordReset(useCaseDeps(res), rateLimits, request);
    // The same answer whether or not the address has an account.
    res.status(202).end();
  });

  router.post(API_ROUTES.passwordResetConfirm, async (req, res) => {
    const { oobCode, newPassword } = passwordResetConfirmSchema.parse(req.body ?? {});
    const { sessionCookie } = await confirmPasswordReset(useCaseDeps(res), { oobCode, newPassword });
    setSessionCookies(req, res, sessionCookie);
    res.status(204).end();
  });

  router.post(API_ROUTES.googleSignIn, async (req, res) => {
    // The body's email, uid, displayName and photoURL are validated but never used: identity comes from the token.
    const { accessToken } = googleSignInBodySchema.parse(req.body ?? {});
    const idToken = bearerToken(req.get('authorization'));
    const credential: GoogleCredential | null = idToken ? { idToken } : accessToken ? { accessToken } : null;
    if (!credential) throw new RequestError('unauthenticated', GOOGLE_MESSAGES.missingCredential);
    sendSignedIn(req, res, 200, await signInWithGoogle(useCaseDeps(res), credential));
  });

  return router;
}

function sendSignedIn(req: Request, res: Response, status: number, { uid, profile, sessionCookie }: SignedIn): void {
  setSessionCookies(req, res, sessionCookie);
  res.status(status).json(toPublicUser(uid, profile));
}

function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
