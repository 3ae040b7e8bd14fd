// The capability's public face (docs/architecture.md#capabilities): what http/, index.ts and the capabilities above use.

export {
  BalanceChangedError,
  GoogleReauthRequiredError,
  PasswordCheckFailedError,
  WrongPasswordError,
  deleteAccount,
} from './delete-account';
export type { AccountDeletionDeps } from './delete-account';
export type { AuthDeps, SignedIn } from './auth-deps';
export { sweepAccountDeletions } from './account-deletion';
export type { DeletionStepDeps } from './account-deletion';
export { EmailTakenError, UsernameTakenError, readProfile } from './accounts';
export { GoogleSignInError, signInWithGoogle } from './google-sign-in';
export type { GoogleCredential, GoogleSignInFailure } from './google-sign-in';
export { InvalidCredentialsError, loginWithPassword } from './password-login';
export { InvalidResetCodeError, NoPasswordError, confirmPasswordReset, requestPasswordReset } from './password-reset';
export { endSession, endUserSessions, readSession } from './sessions';
export type { SessionDeps } from './sessions';
export { WrongCurrentPasswordError, changePassword } from './password-change';
export { exportFileName, reserveExport, writeAccountExport } from './account-export';
export { registerAccount } from './registration';
