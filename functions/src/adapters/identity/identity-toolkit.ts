import { z } from 'zod';
import { IdentityError, type IdentityFailure, type PasswordSignIn } from './identity';

/** Where the Identity Toolkit REST API lives and the web API key it is called with. */
export interface IdentityToolkitOptions {
  apiKey: string;
  /** `http://host:port` of the Auth emulator, or null for Google's endpoint. */
  emulatorUrl: string | null;
}

/** The password and IdP calls of the Identity Toolkit REST API, the same ones the Firebase web SDK makes. */
export interface IdentityToolkit {
  signUp(email: string, password: string): Promise<PasswordSignIn>;
  signInWithPassword(email: string, password: string): Promise<PasswordSignIn>;
  signInWithGoogleAccessToken(accessToken: string): Promise<string>;
  /** Exchanges a custom token (Admin SDK createCustomToken) for an ID token. */
  signInWithCustomToken(customToken: string): Promise<string>;
  sendPasswordResetEmail(email: string, continueUrl: string): Promise<void>;
  checkPasswordResetCode(oobCode: string): Promise<string>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;
}

const PRODUCTION_BASE_URL = 'https://identitytoolkit.googleapis.com/v1';
/** Identity Toolkit answers in well under a second; a hung call must not hold a login for the function's 60 s. */
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * The redirect URI signInWithIdp requires even for a server-side token exchange; nothing is redirected to it.
 * Firebase's authorized domains include localhost by default.
 */
const IDP_REQUEST_URI = 'http://localhost';

/** Error codes (the first word of `error.message`) the user can act on; any other code is a server fault. */
const FAILURES: Record<string, IdentityFailure> = {
  EMAIL_EXISTS: 'email_exists',
  INVALID_EMAIL: 'invalid_email',
  WEAK_PASSWORD: 'weak_password',
  EMAIL_NOT_FOUND: 'invalid_credentials',
  INVALID_PASSWORD: 'invalid_credentials',
  INVALID_LOGIN_CREDENTIALS: 'invalid_credentials',
  USER_DISABLED: 'user_disabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too_many_attempts',
  INVALID_IDP_RESPONSE: 'invalid_token',
  INVALID_CREDENTIAL_OR_PROVIDER_ID: 'invalid_token',
  FEDERATED_USER_ID_ALREADY_LINKED: 'invalid_token',
  INVALID_OOB_CODE: 'invalid_oob_code',
  EXPIRED_OOB_CODE: 'invalid_oob_code',
  RESET_PASSWORD_EXCEED_LIMIT: 'too_many_attempts',
};

const passwordResponse = z.object({ localId: z.string().min(1), idToken: z.string().min(1), email: z.string().min(1) });
const idTokenResponse = z.object({ idToken: z.string().min(1) });
const idpResponse = z.object({ idToken: z.string().min(1).optional(), needConfirmation: z.boolean().optional() });
const resetCodeResponse = z.object({ email: z.string().min(1), requestType: z.string().optional() });
const errorResponse = z.object({ error: z.object({ message: z.string() }) });

/**
 * An IdentityToolkit over fetch. In the emulator the same paths sit under `<emulator>/identitytoolkit.googleapis.com`.
 * The API key is the project's public web key: it identifies the project and grants nothing by itself.
 */
export function identityToolkit({ apiKey, emulatorUrl }: IdentityToolkitOptions): IdentityToolkit {
  const baseUrl = emulatorUrl ? `${emulatorUrl}/identitytoolkit.googleapis.com/v1` : PRODUCTION_BASE_URL;

  async function call(method: string, body: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${baseUrl}/${method}?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) return json;
    // Only the error code is kept: the request body holds a password and must never reach a log.
    const code = errorResponse.safeParse(json).data?.error.message.split(/[\s:]/)[0] ?? `HTTP ${response.status}`;
    const failure = FAILURES[code] ?? emulatorFailure(method, response.status);
    if (failure) throw new IdentityError(failure, `Identity Toolkit ${method}: ${code}`);
    throw new Error(`Identity Toolkit ${method} failed with ${response.status} ${code}`);
  }

  /**
   * The Auth emulator reads only Google tokens it made itself (JWTs) and answers any other access token 501
   * NOT_IMPLEMENTED; Google answers a token it never issued INVALID_IDP_RESPONSE. Both are a token nobody vouches for.
   */
  function emulatorFailure(method: string, status: number): IdentityFailure | undefined {
    return emulatorUrl && method === 'accounts:signInWithIdp' && status === 501 ? 'invalid_token' : undefined;
  }

  async function passwordCall(method: string, email: string, password: string): Promise<PasswordSignIn> {
    const {
      localId,
      idToken,
      email: storedEmail,
    } = passwordResponse.parse(await call(method, { email, password, returnSecureToken: true }));
    return { uid: localId, idToken, email: storedEmail };
  }

  return {
    signUp: (email, password) => passwordCall('accounts:signUp', email, password),
    signInWithPassword: (email, password) => passwordCall('accounts:signInWithPassword', email, password),
    async signInWithGoogleAccessToken(accessToken) {
      const postBody = new URLSearchParams({ access_token: accessToken, providerId: 'google.com' }).toString();
      const result = idpResponse.parse(
        await call('accounts:signInWithIdp', { postBody, requestUri: IDP_REQUEST_URI, returnSecureToken: true }),
      );
      // needConfirmation: another account holds the e-mail and Google did not vouch for it; no token is issued.
      if (result.needConfirmation || !result.idToken) throw new IdentityError('needs_confirmation');
      return result.idToken;
    },
    async signInWithCustomToken(customToken) {
      return idTokenResponse.parse(
        await call('accounts:signInWithCustomToken', { token: customToken, returnSecureToken: true }),
      ).idToken;
    },
    async sendPasswordResetEmail(email, continueUrl) {
      await call('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email, continueUrl });
    },
    async checkPasswordResetCode(oobCode) {
      // Without newPassword, accounts:resetPassword only reads the code: its e-mail and kind, leaving it usable.
      const { email, requestType } = resetCodeResponse.parse(await call('accounts:resetPassword', { oobCode }));
      if (requestType !== undefined && requestType !== 'PASSWORD_RESET') {
        throw new IdentityError('invalid_oob_code', `Identity Toolkit: a ${requestType} code is no reset code`);
      }
      return email;
    },
    async confirmPasswordReset(oobCode, newPassword) {
      await call('accounts:resetPassword', { oobCode, newPassword });
    },
  };
}
