import { namedError } from '../../domain/named-error';

/** A successful e-mail/password call: the Firebase user and a fresh ID token to start a session from. */
export interface PasswordSignIn {
  uid: string;
  idToken: string;
  /** The e-mail as Firebase Auth stores it (lower case). */
  email: string;
}

/** The claims of a verified Firebase ID token that the app uses. */
export interface VerifiedIdToken {
  uid: string;
  /** When the user signed in, in seconds since the epoch. */
  authTimeSec: number;
  /** `google.com`, `password`, ... */
  signInProvider: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  /** The Google account id (`sub`) when the account has a Google identity. */
  googleId: string | null;
}

/** The claims of a valid, unrevoked session cookie. */
export interface SessionClaims {
  uid: string;
  /** When the user signed in, in seconds since the epoch. */
  authTimeSec: number;
}

/** A Firebase Auth user as the password flows see it: whether it can sign in with a password at all. */
export interface AuthAccount {
  uid: string;
  email: string | null;
  /** False for an account that signs in only with Google (no password provider). */
  hasPassword: boolean;
}

/** Why Firebase Auth refused a call, as far as the app distinguishes. */
export type IdentityFailure =
  | 'email_exists'
  | 'invalid_email'
  | 'weak_password'
  | 'invalid_credentials'
  | 'user_disabled'
  | 'too_many_attempts'
  | 'invalid_token'
  | 'needs_confirmation'
  | 'invalid_oob_code';

/** Firebase Auth refused the call for a reason the user can act on; anything else is a plain Error. */
export class IdentityError extends namedError('IdentityError') {
  constructor(
    readonly reason: IdentityFailure,
    message: string = reason,
  ) {
    super(message);
  }
}

/** Everything the app asks of Firebase Auth: password checks (REST), tokens, session cookies and users (Admin SDK). */
export interface Identity {
  /** Creates an e-mail/password user; IdentityError email_exists, invalid_email or weak_password. */
  signUp(email: string, password: string): Promise<PasswordSignIn>;
  /** Checks an e-mail and password; IdentityError invalid_credentials for an unknown e-mail and a wrong password alike. */
  signInWithPassword(email: string, password: string): Promise<PasswordSignIn>;
  /** Exchanges a Google OAuth access token for a Firebase ID token (creating or matching the user). */
  signInWithGoogleAccessToken(accessToken: string): Promise<string>;
  /** Verifies an ID token, revocation included; IdentityError invalid_token otherwise. */
  verifyIdToken(idToken: string): Promise<VerifiedIdToken>;
  /** Exchanges an ID token for a session cookie valid for `expiresInMs`. */
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>;
  /** The claims of a valid, unrevoked session cookie, or null for any cookie that is not one. */
  verifySessionCookie(cookie: string): Promise<SessionClaims | null>;
  /** Revokes every refresh token and session of the user issued before now. */
  revokeSessions(uid: string): Promise<void>;
  /** A fresh ID token of the user, signed in now: the start of a session that outlives a revocation just made. */
  signInNow(uid: string): Promise<string>;
  /**
   * Has Firebase Auth send its password-reset e-mail (`accounts:sendOobCode`, PASSWORD_RESET) whose link ends at
   * `continueUrl`; IdentityError invalid_credentials for an unknown e-mail.
   */
  sendPasswordResetEmail(email: string, continueUrl: string): Promise<void>;
  /** The e-mail a password-reset code belongs to, without using it up; IdentityError invalid_oob_code otherwise. */
  checkPasswordResetCode(oobCode: string): Promise<string>;
  /** Sets the new password with a reset code and uses the code up; IdentityError invalid_oob_code, weak_password. */
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;
  /** The Auth user with this uid, or null. */
  findAccount(uid: string): Promise<AuthAccount | null>;
  /** The Auth user with this e-mail, or null. */
  findAccountByEmail(email: string): Promise<AuthAccount | null>;
  /** Sets a user's password (Admin SDK); Firebase then revokes the tokens issued before. */
  setPassword(uid: string, password: string): Promise<void>;
  /** Deletes the Firebase Auth user; a user that does not exist counts as deleted. */
  deleteUser(uid: string): Promise<void>;
}
