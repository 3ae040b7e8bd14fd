import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { googleSignInBodySchema, loginRequestSchema, registerRequestSchema } from '@roomremix/contracts/auth';
import { GOOGLE_MESSAGES } from '@roomremix/contracts/messages';
import express, { type Request, type Response, type Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Identity } from '../../adapters/identity/identity';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import type { AuthDeps, SignedIn } from '../../services/auth-deps';
import { signInWithGoogle, type GoogleCredential } from '../../services/google-sign-in';
import { loginWithPassword } from '../../services/password-login';
import { registerAccount } from '../../services/registration';
import { endSession } from '../../services/sessions';
import { authErrors } from '../auth-errors';
import { HttpError } from '../http-error';
import { rateLimitSubject } from '../rate-limited';
import { toPublicUser } from '../public-user';
import { clearSessionCookies, setSessionCookies } from '../session-cookie';

/** What the auth routes need from the app's dependencies. */
export interface AuthRouteDeps {
  db: Firestore;
  identity: Identity;
  rateLimits: RateLimitPolicies;
}

/**
 * `POST /register`, `/login`, `/logout` and `/auth/google`: sign-in and sign-out with the `__session` cookie and the
 * signed-in hint beside it.
 */
export function authRouter({ db, identity, rateLimits }: AuthRouteDeps): Router {
  const router = express.Router();
  const useCaseDeps = (res: Response): AuthDeps => ({ db, identity, logger: res.locals.logger });

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
    const { uid, sessionAuthTimeSec } = res.locals;
    if (uid !== undefined && sessionAuthTimeSec !== undefined) {
      await endSession(identity, { uid, authTimeSec: sessionAuthTimeSec });
    }
    // Cleared even without a valid session, so a stale cookie does not linger in the browser.
    clearSessionCookies(req, res);
    res.status(204).end();
  });

  router.post(API_ROUTES.googleSignIn, async (req, res) => {
    // The body's email, uid, displayName and photoURL are validated but never used: identity comes from the token.
    const { accessToken } = googleSignInBodySchema.parse(req.body ?? {});
    const idToken = bearerToken(req.get('authorization'));
    const credential: GoogleCredential | null = idToken ? { idToken } : accessToken ? { accessToken } : null;
    if (!credential) throw new HttpError(401, 'unauthenticated', GOOGLE_MESSAGES.missingCredential);
    sendSignedIn(req, res, 200, await signInWithGoogle(useCaseDeps(res), credential));
  });

  router.use(authErrors);
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
