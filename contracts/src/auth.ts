import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, TEXT_LIMITS, USERNAME_RULES } from './constants';
import { type AnswerAsParams, isUsableDocumentId } from './document-id';
import { ACCOUNT_DATA_MESSAGES, AUTH_MESSAGES, FIELD_MESSAGES, PASSWORD_MESSAGES } from './messages';

// A missing or non-text field gets the same message as a too-short one: for the user both mean "fill this in".
// A too-short value stops there (`abort`), so an empty field shows one message, not every rule it breaks.

/** Longest e-mail address: what fits in an SMTP path (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** Longest password: far beyond any passphrase, and bounded so a request cannot make us hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

/** A username as typed: trimmed, at least 3 characters. */
const typedUsernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameTooShort })
  .trim()
  .min(USERNAME_RULES.minLength, { error: AUTH_MESSAGES.usernameTooShort, abort: true });

/**
 * Whether a login name could name an account: an e-mail (it holds an `@`) no longer than any stored, or a username
 * Firestore can look up. Any other name is answered as wrong credentials, like an unknown one.
 */
const isPossibleLoginName = (name: string) =>
  name.includes('@') ? name.length <= EMAIL_MAX_LENGTH : isUsableDocumentId(name.toLowerCase());

/**
 * The field every wrong-credentials answer (401) names: the password, whichever of the two was wrong, so the login
 * form shows it there and the answer cannot tell a bad username from a bad password.
 */
export const WRONG_CREDENTIALS_FIELD = 'password';

/** A username or e-mail as typed at login. */
const loginUsernameSchema = typedUsernameSchema.refine(isPossibleLoginName, {
  error: AUTH_MESSAGES.invalidCredentials,
  params: { answerStatus: 401 } satisfies AnswerAsParams,
});

/** A username as chosen at registration: at least 3 characters, our maximum length and character set. */
export const usernameSchema = typedUsernameSchema
  .max(USERNAME_RULES.maxLength, { error: AUTH_MESSAGES.usernameTooLong })
  .regex(USERNAME_RULES.allowedPattern, { error: AUTH_MESSAGES.usernameCharacters, abort: true })
  // The lower-cased username is the id of its `usernames` document.
  .refine((name) => isUsableDocumentId(name.toLowerCase()), { error: AUTH_MESSAGES.usernameReserved });

/** A password: 6 to 128 characters, never trimmed. */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: FIELD_MESSAGES.tooLong('Password', PASSWORD_MAX_LENGTH) });

/** An e-mail address, trimmed, at most 254 characters, that must be valid. */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: FIELD_MESSAGES.tooLong('Email', EMAIL_MAX_LENGTH) })
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

/** `POST /api/login` body and the Login form. */
export const loginRequestSchema = z.object({
  username: loginUsernameSchema,
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `POST /api/register` body and the Register form; a blank full name counts as none. */
export const registerRequestSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  fullName: z
    .string()
    .trim()
    .max(TEXT_LIMITS.fullName, { error: FIELD_MESSAGES.tooLong('Full name', TEXT_LIMITS.fullName) })
    .optional()
    .transform((name) => name || undefined),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `POST /api/password-reset` body and the "Forgot password?" form. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Longest reset code accepted; Firebase's are about 50 characters. */
const OOB_CODE_MAX_LENGTH = 1024;

/** `POST /api/password-reset/confirm` body: the e-mail link's code and the new password (the register rules). */
export const passwordResetConfirmSchema = z.object({
  oobCode: z
    .string({ error: PASSWORD_MESSAGES.resetLinkIncomplete })
    .trim()
    .min(1, { error: PASSWORD_MESSAGES.resetLinkIncomplete })
    .max(OOB_CODE_MAX_LENGTH, { error: PASSWORD_MESSAGES.resetLinkInvalid }),
  newPassword: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** `POST /api/account/password` body and the "Change password" form: the current password, then a new one. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: PASSWORD_MESSAGES.currentPasswordRequired })
    .min(1, { error: PASSWORD_MESSAGES.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.wrongCurrentPassword }),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * `DELETE /api/account` body: the password (absent for a Google-only account, which signs in with Google again
 * instead) and the balance the user saw named as forfeited; a balance changed since then is refused with 409.
 */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string()
    .min(1, { error: ACCOUNT_DATA_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_DATA_MESSAGES.wrongPassword })
    .optional(),
  confirmBalance: z.number().int().min(0),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/**
 * The "Delete account" form: the username typed again (it must be the account's, exactly) and the password, empty for
 * a Google-only account.
 */
export function deleteAccountFormSchema(username: string) {
  return z.object({
    confirmUsername: z.string().refine((typed) => typed === username, {
      error: ACCOUNT_DATA_MESSAGES.usernameMismatch,
    }),
    password: z.string().max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_DATA_MESSAGES.wrongPassword }),
  });
}

/** The signed-in user as the API returns it; defined with `zod/mini` in public-user.ts for the web's session check. */
export { publicUserSchema, type PublicUser } from './public-user';

/** A profile field the browser reports; only bounded, since the server does not use it for identity. */
const untrustedProfileText = z.string().max(2048).nullish();

/**
 * `POST /api/auth/google` body. Accepted but never trusted: the server takes identity only from the
 * verified Firebase ID token (Authorization header) or, on the callback path, from exchanging `accessToken`.
 */
export const googleSignInBodySchema = z.object({
  email: untrustedProfileText,
  displayName: untrustedProfileText,
  uid: untrustedProfileText,
  photoURL: untrustedProfileText,
  /** The Google access token from the `/auth/google-callback` URL fragment (docs/architecture.md#google-sign-in). */
  accessToken: z.string().min(1).max(4096).optional(),
});
