import { PASSWORD_MIN_LENGTH, UPLOAD_LIMITS, USERNAME_RULES, VARIANT_LIMITS } from './constants';
import { formatFileSize } from './file-size';

const MB = 1024 * 1024;

// User-facing texts, word for word from the product spec unless marked "ours" (texts for rules it does not state).
// A pair `{ title, description | fallback }` is one toast; `fallback` is shown when the server gave no message.

/** Generic field texts for rules the product spec does not word (ours). */
export const FIELD_MESSAGES = {
  mustBeText: (field: string) => `${field} must be text`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  mustBeOneOf: (field: string, values: readonly string[]) => `${field} must be one of: ${values.join(', ')}`,
} as const;

/** The end of every rate-limit message: when the window ends. */
function tryAgainIn(minutes: number): string {
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Sign-in, registration and logout texts. */
export const AUTH_MESSAGES = {
  usernameTooShort: `Username must be at least ${USERNAME_RULES.minLength} characters`,
  /** Ours. */
  usernameTooLong: `Username must be at most ${USERNAME_RULES.maxLength} characters`,
  /** Ours. */
  usernameCharacters: 'Username may only contain letters, digits, _ . and -',
  /** Ours: Firestore reserves ids of the form `__name__`, and a username is one. */
  usernameReserved: 'Username may not both begin and end with two underscores',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  invalidEmail: 'Please enter a valid email address',
  /** The server's 401 for an unknown user or a wrong password alike, and the login toast's fallback. */
  invalidCredentials: 'Invalid username or password',
  /** Ours: 409 when the username, ignoring case, belongs to another account. */
  usernameTaken: 'Username already taken',
  /** Ours: 409 when the e-mail belongs to another account. */
  emailTaken: 'An account with this email already exists',
  /** Ours: 429 from the login and register rate limits, with the minutes until the window ends. */
  tooManyAttempts: (minutes: number) => `Too many attempts. ${tryAgainIn(minutes)}`,
  /** Ours: 401 from any call that needs a signed-in user. */
  notSignedIn: 'Not signed in',
  /** Ours: 403 for a state-changing request sent from a page on another site. */
  foreignOrigin: 'Requests from this origin are not allowed',
  loginFailed: { title: 'Login failed', fallback: 'Invalid username or password' },
  registrationFailed: { title: 'Registration failed', fallback: 'Could not create account' },
  logoutFailed: { title: 'Logout failed' },
  loginSucceeded: { title: 'Login successful', description: (username: string) => `Welcome back, ${username}!` },
  registrationSucceeded: {
    title: 'Registration successful',
    description: (username: string) => `Welcome, ${username}!`,
  },
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out' },
} as const;

/** Forgot password, password change and "Sign out everywhere" (issue 25; all ours). */
export const PASSWORD_MESSAGES = {
  /** The current password field of "Change password" left empty. */
  currentPasswordRequired: 'Please enter your current password',
  /** 400 at its field when the current password is wrong. */
  wrongCurrentPassword: 'Current password is incorrect',
  /** 400 for an account that signs in only with Google, at change and at reset confirmation alike. */
  googleOnlyAccount: 'This account signs in with Google and has no password. Use "Sign in with Google" instead.',
  /** 400 for a reset code that is unknown, used or expired. */
  resetLinkInvalid: 'This password reset link is invalid, has expired or was already used. Ask for a new one.',
  /** The `/auth/action` page without a mode it handles. */
  unknownAction: 'This link cannot be opened here. Ask for a new e-mail, or sign in.',
  /** The `/auth/action` page for a reset without its code. */
  resetLinkIncomplete:
    'This password reset link is incomplete. Open the link from the e-mail again, or ask for a new one.',
  resetRequested: {
    title: 'Check your e-mail',
    description: (email: string) =>
      `If an account with a password uses ${email}, we have sent it a link to choose a new password.`,
  },
  resetRequestFailed: { title: 'Could not send the e-mail', fallback: 'Please try again later.' },
  resetSucceeded: { title: 'Password changed', description: 'You are signed in with your new password.' },
  resetFailed: { title: 'Password reset failed', fallback: 'Could not set the new password' },
  passwordChanged: {
    title: 'Password changed',
    description: 'Your other sessions have been signed out; this one stays signed in.',
  },
  passwordChangeFailed: { title: 'Could not change password', fallback: 'Please try again.' },
  signedOutEverywhere: {
    title: 'Signed out everywhere',
    description: 'Every session of your account has ended, this one included.',
  },
  signOutEverywhereFailed: { title: 'Could not sign out everywhere', fallback: 'Please try again.' },
} as const;

/** Google sign-in texts. */
export const GOOGLE_MESSAGES = {
  missingEmail: 'Google account must have an email address',
  /** Ours: `POST /api/auth/google` without a Bearer ID token or an access token. */
  missingCredential: 'Google sign-in did not provide a token',
  /** Ours: the token is invalid, expired, revoked or not from a Google sign-in. */
  invalidCredential: 'Google sign-in could not be verified. Please try again.',
  /** Ours: the ID token's sign-in is too old to start a 14-day session from. */
  signInTooOld: 'Google sign-in has expired. Please sign in with Google again.',
  loginFailed: {
    title: 'Google Login Failed',
    fallback: 'Could not login with Google. Please try again or use email/password.',
  },
  /** The product spec asks for "a welcome naming the user"; the wording is ours. */
  loginSucceeded: { title: 'Google Login Successful', description: (name: string) => `Welcome, ${name}!` },
  unauthorizedDomain: (host: string) =>
    `Domain '${host}' not authorized for Google sign-in. ` +
    'Add it to the authorized domains list of the Firebase project.',
  cancelled: 'Google sign-in was cancelled. Please try again.',
  internalError: 'Firebase internal error. Please try again later.',
  /**
   * Ours: what to do after each Firebase Auth error a Google sign-in can end with; a code not listed gets
   * `loginFailed.fallback`, never the SDK's own text.
   */
  firebaseErrors: {
    'auth/popup-blocked':
      'Your browser blocked the Google sign-in window. Allow pop-ups for this site, then try again.',
    'auth/cancelled-popup-request':
      'Another Google sign-in window was already open. Finish or close it, then try again.',
    'auth/user-cancelled': 'Google sign-in was cancelled. Please try again.',
    'auth/redirect-cancelled-by-user': 'Google sign-in was cancelled. Please try again.',
    'auth/network-request-failed': 'Could not reach Google. Check your connection, then try again.',
    'auth/timeout': 'Google took too long to answer. Please try again.',
    'auth/too-many-requests': 'Too many sign-in attempts from this device. Wait a few minutes, then try again.',
    'auth/user-disabled': 'This account has been turned off. Contact support to turn it back on.',
    'auth/account-exists-with-different-credential':
      'An account with this e-mail signs in another way. Sign in with your username and password instead.',
    'auth/web-storage-unsupported':
      'This browser blocks the storage Google sign-in needs (private browsing or blocked cookies). Allow cookies for this site, or use another browser.',
    'auth/operation-not-supported-in-this-environment':
      'Google sign-in cannot run on this page. Open the site in a regular browser tab, then try again.',
    'auth/operation-not-allowed':
      'Google sign-in is not turned on for this site. Sign in with your username and password, or contact support.',
    'auth/invalid-api-key':
      'Google sign-in is not set up correctly on this site. Sign in with your username and password, or contact support.',
    'auth/app-not-authorized':
      'Google sign-in is not set up correctly on this site. Sign in with your username and password, or contact support.',
  } as Readonly<Record<string, string>>,
  serverFailed: (responseText: string) => `Failed to authenticate with server: ${responseText}`,
  callbackMissingToken: 'Could not get authentication token from Google',
  callbackMissingProfile: 'Could not get user information from Google',
  callbackServerFailed: 'Failed to authenticate with server',
  callbackSucceeded: { title: 'Login Successful', description: (name: string) => `Welcome, ${name}!` },
  callbackFailed: { title: 'Authentication Failed' },
} as const;

/** A number of tokens as the product writes it everywhere: '1 token', '0 tokens', '30 tokens'. */
export function tokenCount(count: number): string {
  return `${count} ${count === 1 ? 'token' : 'tokens'}`;
}

/** 'costs 2 tokens and you have 1.' */
function costAndBalance(cost: number, balance: number): string {
  return `costs ${tokenCount(cost)} and you have ${balance}.`;
}

/** Remix form and processing texts. */
export const REMIX_MESSAGES = {
  missingBaseImage: { title: 'Missing base image', description: 'Please upload a base image' },
  missingDesignInput: {
    title: 'Missing design inputs',
    description: 'Please provide at least one of: reference images, room style, color scheme, or custom instructions',
  },
  /** 402 when the balance is below the remix's cost. */
  notEnoughTokens: (cost: number, balance: number) => `Not enough tokens: this remix ${costAndBalance(cost, balance)}`,
  /** Ours: the studio's notice, before any upload, under the title 'Not enough tokens'. */
  tokensShort: (cost: number, balance: number) => `This remix ${costAndBalance(cost, balance)}`,
  /** Ours: 404 for a job or result that does not exist or belongs to another user (never 403, which would confirm it). */
  jobNotFound: 'Remix job not found',
  /** Ours. */
  resultNotFound: 'Result not found',
  /** Ours: 503 when the job could not be queued; the debit was refunded. */
  enqueueFailed: 'Could not start the remix right now. Your tokens were refunded; please try again.',
  /** Ours: a job whose worker failed for a reason that is neither the provider's nor the user's. */
  internalFailure: 'Something went wrong while creating your remix. Your tokens were refunded; please try again.',
  /** Ours: 429 from the per-user and per-address submit limits, with the minutes until the window ends. */
  tooManySubmissions: (minutes: number) => `Too many remixes. ${tryAgainIn(minutes)}`,
  /** Ours: the `Idempotency-Key` header is not 1–128 visible ASCII characters. */
  invalidIdempotencyKey: 'Idempotency-Key must be 1 to 128 visible ASCII characters',
  processFailed: { title: 'Error', fallback: 'Failed to process images. Please try again.' },
  /** Ours: a result's image could not be fetched to save it. */
  downloadFailed: 'Download failed',
  processSucceeded: { title: 'Success!', description: 'Your images have been processed successfully.' },
  readyForNewRemix: 'Ready for a new remix',
  /** Ours. */
  referenceLabelsNotJson: 'Reference image labels must be a JSON list of text',
  /** Ours. */
  tooManyReferenceLabels: `At most ${UPLOAD_LIMITS.referenceImages} reference image labels are allowed`,
  /** Ours. */
  preserveStructureNotBoolean: "Preserve structure must be 'true' or 'false'",
  /** Ours: a mode the configured engine cannot do, refused before anything is stored or debited. */
  modeUnavailable: (mode: string) => `${mode} is not available with this image engine. Please choose another mode.`,
  /** Ours: 400 for a quality the engine's model cannot make (Ultra on a model without 4K), before any debit. */
  qualityUnavailable: (quality: string) =>
    `${quality} is not available with this image engine. Please choose another quality.`,
  /** Ours: 409 for an upscale of a result that is Ultra already. */
  alreadyUltra: 'This result is already Ultra 4K.',
  /** Ours: a job's note when the image service answered smaller than the quality promises and it was enlarged. */
  enlargedToPromise: (quality: string, from: string, to: string) =>
    `The image service answered ${from} px; it was enlarged to ${to} px (Lanczos) to keep the ${quality} size.`,
  /** Ours: the 402 of an upscale. */
  notEnoughTokensToUpscale: (cost: number, balance: number) =>
    `Not enough tokens: upscaling this result ${costAndBalance(cost, balance)}`,
  /** Ours: `variants` is not a whole number from VARIANT_LIMITS.min to .max. */
  variantsOutOfRange: `Variants must be a whole number from ${VARIANT_LIMITS.min} to ${VARIANT_LIMITS.max}`,
  /** Ours: a job's note when some of its variants could not be made; their tokens went back. */
  variantsRefunded: (failed: number, asked: number, tokens: number) =>
    `${failed} of ${asked} variants could not be made; ${tokenCount(tokens)} refunded.`,
  /** Ours: variants the worker's check dropped (essentially the photo, or flat or banded), after one more try. */
  variantsUndeliverable: (dropped: number, asked: number, tokens: number) =>
    `${dropped} of ${asked} variants came back without a visible change or unusable, even when made again; ${tokenCount(tokens)} refunded.`,
  /** Ours: the studio's warning, before paying, that a removal painted over more than the local fill does well. */
  largeLocalFill: (percent: number, cleanPercent: number) =>
    `You painted ${percent} % of the photo. The local engine fills small areas cleanly (up to about ${cleanPercent} %); an area this large comes back as a smooth smudge. Paint less to remove one thing at a time.`,
  /** Ours: the one line before paying (landing hero, Buy Tokens, the studio's first screen) that no AI runs here. */
  localEngineLine: 'This installation runs a local colour grade, not AI.',
  /** Ours: the studio's notice, before paying, that the local engine (no AI) is the one configured. */
  localEngineNotice:
    'Local engine: no AI runs on this server. Your photo is colour-graded by the room style, color scheme and reference images; written instructions are not followed.',
  /** Ours: the same notice for a removal (Declutter, Empty), which the local engine fills from the surroundings. */
  localEngineFillNotice:
    'Local engine: no AI runs on this server. What you paint is filled in from its surroundings (classical inpainting), the rest of your photo stays as it is.',
  /** Ours: step 3's hint when the local engine would apply none of the inputs given, so Start Remix stays off. */
  localEngineAppliesNothing:
    'The local engine cannot follow written instructions, a custom style or a mode by itself, so this remix would not change your photo. Add a room style, a color scheme or a reference image.',
  /** Ours: a job whose every variant came back essentially the photo, made again once; refunded. */
  noVisibleChange:
    'The remix came back without a visible change to your photo, so your tokens were refunded. Try a room style, a color scheme or a reference image.',
  /** Ours: a job whose every variant came back flat or banded, made again once; refunded. */
  brokenResult:
    'The image service answered with a picture we would not deliver (blank or banded), so your tokens were refunded. Please try again.',
  /** Ours: 400 for a mode the engine does only on a painted region (the local fill), sent without one. */
  modeNeedsMask: (mode: string) =>
    `${mode} with this image engine removes only what you paint: paint it on your photo under Your Room, then start again.`,
  /** Ours: such a mode with all of the photo painted, which leaves nothing to fill the region from. */
  modeNeedsUnpainted: (mode: string) =>
    `${mode} with this image engine fills what you paint from what is around it: leave part of your photo unpainted, then start again.`,
  /** Ours: beside such a mode in the studio's list while nothing is painted. */
  modePaintFirst: 'paint what to remove',
  /** Ours: beside a mode the studio lists but cannot offer. */
  modeNeedsAnotherEngine: 'not available with this image engine',
} as const;

/** Display names of the accepted image types, as the upload messages name them. */
const IMAGE_TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/webp': 'WEBP',
};

/** 'PNG, JPG or WEBP': the types by name, the last joined with 'or'. */
function listTypes(types: readonly string[]): string {
  const names = types.map((type) => IMAGE_TYPE_NAMES[type] ?? type);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** Upload texts: the drop zone's rejections and the server's limits. */
export const UPLOAD_MESSAGES = {
  /** 'Invalid file "room.gif": File type must be …', or without a name where the server cannot tell which file. */
  invalidFile: (reasons: readonly string[], fileName?: string) =>
    `Invalid file${fileName === undefined ? '' : ` "${fileName}"`}: ${reasons.join(', ')}`,
  /** 'File type must be PNG, JPG or WEBP' for the accepted types; the server refuses by content with the same words. */
  fileType: (types: readonly string[]) => `File type must be ${listTypes(types)}`,
  fileTooLarge: (maxBytes: number) => `File is larger than ${formatFileSize(maxBytes)}`,
  /** Ours: a file of 0 bytes. */
  fileEmpty: 'File is empty',
  /** Ours: content that does not decode as an accepted image, whatever its name or declared type says. */
  notAnImage: `File is not a complete ${listTypes(UPLOAD_LIMITS.acceptedMimeTypes)} image`,
  tooManyFiles: 'Too many files',
  /** 413 for a request over the Cloud Functions limit (tells the client to downscale). */
  requestTooLarge: `Request is too large (max ${UPLOAD_LIMITS.maxRequestBytes / MB} MB). Downscale your images and try again.`,
  /** 400 for an image over the decoder's pixel limit. */
  tooManyPixels: `Image is too large (max ${UPLOAD_LIMITS.maxInputPixels / 1_000_000} megapixels)`,
  /** Ours: 400 for a room photo of one flat colour, or nearly (a remix's base, a listing's photo), before any debit. */
  blankPhoto: 'This photo looks blank: it is one flat colour. Please upload a photo of the room.',
  /** Ours: more than one file in the baseImage field. */
  tooManyBaseImages: `Only ${UPLOAD_LIMITS.baseImages} base image is allowed`,
  /** Ours: more than 10 files in the referenceImages field. */
  tooManyReferenceImages: `At most ${UPLOAD_LIMITS.referenceImages} reference images are allowed`,
  /** Ours: `POST /api/process` sent as anything but multipart/form-data. */
  notMultipart: 'The request must be sent as multipart/form-data',
  /** Ours: a multipart body that does not parse. */
  malformedMultipart: 'The upload was interrupted or is not valid multipart/form-data. Please try again.',
  /** Ours: a multipart body that ends before its closing boundary, or whose client hung up mid-upload. */
  uploadInterrupted: 'The upload was interrupted before it finished. Please try again.',
  /** Ours: a file under a field name other than baseImage or referenceImages. */
  unexpectedFile: (field: string) => `Unexpected file field '${field}': send baseImage and referenceImages`,
  /** Ours: the mask is not a PNG by content. */
  maskNotPng: 'The mask must be a PNG image: white marks what to change, black what to keep',
  /** Ours: the mask's size differs from the photo's (as shown upright). */
  maskSize: (width: number, height: number, maskWidth: number, maskHeight: number) =>
    `The mask must be ${width} × ${height} pixels, the size of the photo; it is ${maskWidth} × ${maskHeight}`,
  /** Ours: a mask with no white pixel. */
  maskEmpty: 'The mask marks nothing to change: paint the region to change in white',
  /** Ours: more than one file in the mask field. */
  tooManyMasks: 'Only 1 mask is allowed',
  /** Ours: a text field sent twice. */
  duplicateField: (field: string) => `Field '${field}' was sent more than once`,
  /** Ours: more text fields, or longer ones, than the remix form sends. */
  tooManyFields: 'Too many form fields, or a form field is too long',
} as const;

/** Answers to a request body the API cannot read (ours). */
export const REQUEST_MESSAGES = {
  invalidJson: 'Request body is not valid JSON',
  bodyTooLarge: (limitBytes: number) => `Request body is too large (the limit is ${Math.floor(limitBytes / 1024)} KB)`,
  /** 415: a charset or Content-Encoding the JSON parser does not take. */
  unsupportedEncoding: 'Send the request body as UTF-8 JSON without compression',
  /** Any other request refused before a route saw it, e.g. a path that is not valid percent-encoding. */
  unreadable: 'The request could not be read',
  /** 400 of a call that moves tokens only with an Idempotency-Key (an admin adjustment, a listing's staging). */
  idempotencyKeyRequired: 'The Idempotency-Key header is required',
  /** 422: an Idempotency-Key sent again with a different request (route, ids, body or files); nothing changed. */
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request',
} as const;

/** Texts of `GET /api/files/...`, the local blob store's signed image URLs (ours). */
export const FILE_MESSAGES = {
  /** 403: the signature does not match the path and expiry. */
  invalidLink: 'This image link is not valid',
  /** 410: a genuine link whose time is up. */
  expiredLink: 'This image link has expired. Reload the page to get a new one.',
  /** 404: a valid link to an image that was deleted. */
  notFound: 'Image not found',
} as const;

/** Texts of share links (ours). */
export const SHARE_MESSAGES = {
  /** Ours: the consent dialog before a result's first link, with the original photo public. */
  consentWithOriginal:
    'Anyone with the link will see your original photo and the remix below, with the title, style and date.',
  /** Ours: the consent dialog when the owner shares the remix only. */
  consentResultOnly:
    'Anyone with the link will see the remix below, with the title, style and date. Your original photo stays private.',
  /** Ours: what a share never shows, under the consent dialog's choice. */
  consentNotShared:
    'Never shared: your name, e-mail, written instructions, reference images or other results. You can turn the link off at any time under Account → Shared links.',
  /** 404: no share has this token or id (or it is another user's). */
  notFound: 'This share link does not exist',
  /** 410: the owner revoked the link, or deleted the result it showed. */
  revoked: 'This share link was turned off by its owner',
  /** 429 from the per-user limit on new links, with the minutes until the window ends. */
  tooMany: (minutes: number) => `Too many share links. ${tryAgainIn(minutes)}`,
  /** 429 from the per-address limit on reads of public shares, with the minutes until the window ends. */
  tooManyReads: (minutes: number) => `Too many shared remixes opened. ${tryAgainIn(minutes)}`,
  /** 503 of a share page (`GET /s/:token`) whose app shell cannot be read. */
  pageUnavailable: 'RoomRemix is unavailable right now. Please reload in a minute.',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link. Copy it from the address shown instead.',
  revokedToast: 'Share link turned off',
  /** The public page's line under the images, and its call to action. */
  madeWith: 'Made with RoomRemix',
  callToAction: 'Remix your own room',
} as const;

/** Listing kit texts (docs/api.md#listings). */
export const LISTING_MESSAGES = {
  /** 404: no listing (or photo) of this user has this id. */
  notFound: 'Listing not found',
  photoNotFound: 'Photo not found in this listing',
  takeNotFound: 'This staging of the photo was not found',
  /** 409 of a staging: a take it would re-mark is still being made, or changed meanwhile. */
  takesBusy: 'Some photos are still being staged: try again when they are finished.',
  /** 400 at `photos`: the upload would pass the listing's limit. */
  tooManyPhotos: (max: number, room: number) =>
    room === 0
      ? `A listing holds at most ${max} photos, and this one is full`
      : `A listing holds at most ${max} photos: ${room} more can be added`,
  noPhotos: 'Add at least one photo',
  /** 400 at `photoIds`: a reorder that is not the listing's photos, each once. */
  orderMismatch: "The new order must name each of the listing's photos exactly once",
  /** 400 at `photoIds` of a staging: ids that are not the listing's photos. */
  unknownPhotos: 'Some of these photos are not in this listing',
  /** 400 at `sameRoomAs`: a photo cannot be the same room as itself. */
  sameRoomAsItself: 'A photo cannot be the same room as itself',
  nothingToStage: 'This listing has no photos to stage',
  /** 402 of a staging: the batch's cost against the balance. */
  notEnoughTokensToStage: (photos: number, cost: number, balance: number) =>
    `Not enough tokens: staging ${photos === 1 ? '1 photo' : `${photos} photos`} ${costAndBalance(cost, balance)}`,
  /** 400 at `disclosureRule`: an id `GET /api/config`'s `disclosureRules` does not list. */
  unknownDisclosureRule: 'Choose one of the disclosure rules offered',
  /** The note of a staged photo whose structure stayed below the listing-safe floor after a free second take. */
  structureFlagged:
    'Check this photo: the staging may have changed walls, floors, windows, doors or fixtures, even after a second free try.',
  /** The originals page: its heading's end and its link preview's description. */
  originalsPageTitle: 'original photos',
  originalsPageDescription: 'Each staged or altered photo of this listing beside the unaltered original.',
  /** The originals page of a listing none of whose photos is staged (yet, or any more). */
  originalsPageEmpty: 'No staged photos to show yet.',
  /** 404 / 410 of an originals link, as a share's. */
  originalsLinkNotFound: 'This link does not exist',
  originalsLinkRevoked: 'This link was turned off by its owner',
} as const;

/** Coupon texts. */
export const COUPON_MESSAGES = {
  enterCode: { title: 'Enter a coupon code', description: 'Please enter a coupon code to apply.' },
  errorTitle: 'Coupon Error',
  invalidCode: 'Invalid coupon code',
  applyFailed: 'Failed to apply coupon. Please try again.',
  /** Ours: a valid coupon, with what it takes off, e.g. 'Coupon applied: 10% off'. */
  applied: (discount: string) => `Coupon applied: ${discount}`,
  /** Ours: the coupon exists but was switched off. */
  inactive: 'This coupon is no longer active',
  /** Ours: the coupon's expiry date has passed. */
  expired: 'This coupon has expired',
  /** Ours: the coupon was redeemed as often as it may be. */
  usedUp: 'This coupon has reached its redemption limit',
  /** Ours: this user has used the coupon as often as one user may (or a purchase with it is still being paid). */
  alreadyUsed: 'You have already used this coupon',
  /** Ours: `POST /api/tokens/apply-coupon` names a coupon the payment did not use. */
  notUsedForPayment: 'This coupon was not used for this payment',
  /** Ours: `POST /api/tokens/apply-coupon` answer. */
  recorded: (code: string) => `Coupon ${code} is recorded on your purchase`,
} as const;

/** Payment and Starter Pack texts. */
export const PAYMENT_MESSAGES = {
  paymentError: { title: 'Payment Error', fallback: 'An error occurred while processing your payment' },
  paymentFailed: { title: 'Payment Failed', description: 'Please try again or use a different payment method.' },
  tokensNotAdded:
    'Payment was processed, but there was an issue adding tokens to your account. Please contact support.',
  alreadyProcessed: {
    title: 'Payment Confirmed',
    description: 'Your payment was already processed. Your token balance is up to date.',
  },
  initFailed: 'Failed to initialize payment',
  initFailedHeading: 'Could not initialize payment',
  paymentsUnavailableHint:
    'You can still use the app even though payments are not available right now. Try claiming free tokens instead.',
  configurationError: {
    title: 'Configuration Error',
    description: 'Unable to initialize Stripe payment system. Please contact support.',
  },
  /** Ours: a package id that is malformed or names no active package. */
  unknownPackage: 'Unknown token package',
  /** Ours: a payment intent id that is not a Stripe one. */
  invalidPaymentIntent: 'Invalid payment intent id',
  /** Ours: 503 from every call that needs Stripe while no Stripe keys are set. */
  notConfigured: 'Payments are not configured',
  /** Ours: 502 when Stripe could not be reached or refused a call. */
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  /** Ours: 404 for a payment intent that does not exist or belongs to another user. */
  paymentNotFound: 'Payment not found',
  /** Ours: 402 when the payment intent has not succeeded (yet). */
  paymentNotCompleted: 'Payment has not been completed',
  /** Ours: 400 when the payment intent's package, tokens or amount differ from what the server sells. */
  paymentMismatch: 'Payment does not match the package',
  /** Ours: a completed purchase, e.g. '30 tokens added to your account'. */
  tokensAdded: (tokens: number) => `${tokenCount(tokens)} added to your account`,
  /** Ours: 404 from apply-coupon for a purchase that does not exist or belongs to another user. */
  purchaseNotFound: 'Purchase not found',
  starterPackFailed: 'Failed to purchase Starter Pack',
  starterPackActivated: 'Starter Pack activated!',
  starterPackClaimed: { title: 'Starter Pack Purchased', description: "You've already purchased the Starter Pack" },
  /** Ours: a second Starter Pack was paid for (two checkouts at once); the payment goes back to the card. */
  starterPackRefunded: "You've already purchased the Starter Pack, so this payment was refunded to your card.",
} as const;

/** Texts of the admin API, `/api/admin/*` (ours). */
export const ADMIN_MESSAGES = {
  /** 403: a signed-in user whose profile does not have the admin role. */
  adminOnly: 'This needs an admin account',
  /** 404: no profile has this uid. */
  userNotFound: 'User not found',
  /** Shown to the user as the job's error after an admin refunded a job that had not finished. */
  jobStoppedBySupport: 'Support stopped this remix and refunded your tokens.',
  /** 409: a succeeded job made its images; a goodwill credit is a token adjustment. */
  succeededJobNotRefunded:
    'This remix succeeded, so it is not refunded here. Give tokens back with a token adjustment and a reason.',
  /** 400: `?status=` of `GET /api/admin/jobs`. */
  jobFilter: "status must be 'failed' or 'stuck'",
  /** 400: delta is not a whole number within the limit, or is 0. */
  deltaInvalid: (max: number) => `Tokens must be a whole number from -${max} to ${max}, other than 0`,
  /** 409: a deduction larger than the balance; nothing changed. */
  belowZero: (balance: number, deduction: number) =>
    `The balance cannot go below zero: the user has ${tokenCount(balance)} and this takes ${tokenCount(deduction)}.`,
  /** 400: the written reason of an adjustment is missing or blank. */
  reasonRequired: 'Please give a reason',
  /** 400: a PATCH body with no field to change. */
  nothingToChange: 'Send at least one field to change',
  couponNotFound: 'Coupon not found',
  couponExists: 'A coupon with this code already exists',
  /** 400: a coupon that would take nothing off. */
  couponNeedsDiscount: 'A coupon needs a percent off, an amount off, or both',
  /** 400: percentOff is not above 0 and at most 100 with 2 decimals. */
  percentOffInvalid: 'Percent off must be above 0 and at most 100, with at most 2 decimals',
  packageNotFound: 'Token package not found',
  packageExists: 'A token package with this id already exists',
  /** 400: a package id that is not 1–100 letters, digits, _ or -. */
  packageIdInvalid: 'Package id must be 1 to 100 letters, digits, _ or -',
  packageNameRequired: 'Please give the package a name',
  /** 400: a package price Stripe would refuse to charge. */
  priceTooLow: (minimumCents: number) => `Price must be at least ${minimumCents} cents, Stripe's smallest charge`,
  /** 400: a Stripe price id that does not look like one. */
  stripePriceIdInvalid: "Stripe price id must look like 'price_…'",
  /** 409: retrying the fulfilment of a payment whose account was deleted. */
  paymentUserMissing: "This payment's user no longer exists, so there is no one to credit",
  /** 400: `?limit=` of `GET /api/admin/audit`. */
  auditLimit: (max: number) => `limit must be a whole number from 1 to ${max}`,
  /** 400: a time that is not ISO 8601, or is before the year 1 (Firestore stores none earlier). */
  isoTime: (field: string) => `${field} must be an ISO date and time, e.g. '2026-01-31T12:00:00Z'`,
} as const;

/** Account export and deletion texts (issue 25). */
export const ACCOUNT_DATA_MESSAGES = {
  /** The password field of "Delete account" left empty. */
  passwordRequired: 'Please enter your password',
  /** 400 at `password` when it is not the account's. */
  wrongPassword: 'Password is incorrect',
  /** 400 for a Google-only account whose last Google sign-in is older than the window. */
  googleReauthRequired: 'Please sign in with Google again, then delete your account within 5 minutes.',
  /** 409 at `confirmBalance` when the balance changed since the confirmation named it. */
  balanceChanged: (balance: number) =>
    `Your balance is now ${balance} ${balance === 1 ? 'token' : 'tokens'}. Please confirm again.`,
  /** The typed username does not match. */
  usernameMismatch: 'Type your username exactly to confirm',
  /** 429 of the export or the deletion. */
  tooManyExports: (minutes: number) => `Too many exports. ${tryAgainIn(minutes)}`,
  tooManyDeletions: (minutes: number) => `Too many attempts. ${tryAgainIn(minutes)}`,
  /** The confirmation in the "Delete account" section. */
  forfeit: (balance: number) =>
    balance === 0
      ? 'You have no tokens left to forfeit.'
      : `Your ${balance} ${balance === 1 ? 'token' : 'tokens'} will be forfeited.`,
  deleted: {
    title: 'Account deleted',
    description: 'Your account and your images are gone. Purchases stay only as anonymous accounting records.',
  },
  deleteFailed: { title: 'Could not delete the account', fallback: 'Please try again.' },
  exportFailed: { title: 'Could not download your data', fallback: 'Please try again later.' },
} as const;
