// No imports here (zod included): the public pages import these facts and must not pay for the schemas, and
// enums.ts builds its schemas from them.

/** Output quality of a remix; it decides the token cost (enums.ts labels each and builds its schema). */
export type Quality = 'standard' | 'hd' | 'ultra';

/** Image formats accepted for upload, checked by content on the server (enums.ts builds their schema). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Tokens one remix costs, by quality. */
export const TOKEN_COST = {
  standard: 1,
  hd: 2,
  ultra: 4,
} as const satisfies Record<Quality, number>;

/**
 * The long edge, in pixels, a result of each quality promises (its aspect is the photo's). Standard never enlarges a
 * smaller photo and HD is twice standard; Ultra is 3840 whatever the photo, the 4K that print and listing services ask
 * for, and is enlarged to it when a model answers smaller (the job then says so).
 */
export const QUALITY_LONG_EDGE = {
  standard: 1024,
  hd: 2048,
  ultra: 3840,
} as const satisfies Record<Quality, number>;

/**
 * The preview a result grid shows instead of the full image: at most this long edge, in pixels, and this many bytes.
 * 640 px fills a grid card of up to 320 CSS px at 2× (a phone's single column gets it at about 1.6×).
 */
export const THUMBNAIL_LIMITS = { longEdge: 640, maxBytes: 150 * 1024 } as const;

/** Tokens one image of the given quality costs. */
export function tokenCostFor(quality: Quality): number {
  return TOKEN_COST[quality];
}

/** How many variants of one remix a user may ask for at once; each is a separate image and result. */
export const VARIANT_LIMITS = { min: 1, max: 4 } as const;

/**
 * The largest share of a photo the local engine's fill (classical inpainting) removes cleanly: small things on plain
 * walls and floors; past it, a painted area comes back as a smooth smudge, and the studio says so before paying.
 */
export const LOCAL_FILL_CLEAN_SHARE = 0.3;

/**
 * Tokens upscaling a result of `quality` to Ultra costs: what Ultra costs beyond what the result cost, so a result
 * made and then upscaled costs what an Ultra remix would have. Nothing for a result that is Ultra already.
 */
export function upscaleCost(quality: Quality): number {
  return Math.max(0, TOKEN_COST.ultra - TOKEN_COST[quality]);
}

/** Tokens a remix of `variants` images of the given quality costs: each variant costs as one remix. */
export function remixCost(quality: Quality, variants: number): number {
  return tokenCostFor(quality) * variants;
}

/** The one-time Starter Pack: 3 tokens for $3.00. */
export const STARTER_PACK = {
  name: 'Starter Pack',
  tokenAmount: 3,
  priceCents: 300,
  price: '3.00',
} as const;

/** Upload rules for the remix form and `POST /api/process` (docs/api.md#post-apiprocess). */
export const UPLOAD_LIMITS = {
  /** Base images per remix. */
  baseImages: 1,
  /** Reference images per remix. */
  referenceImages: 10,
  /** Largest accepted file: 25 MB. */
  maxFileBytes: 25 * 1024 * 1024,
  /** Accepted image formats. */
  acceptedMimeTypes: IMAGE_MIME_TYPES,
  /** Hint under the drop zone. */
  hint: 'PNG, JPG or WEBP (max. 25MB)',
  /** Recommended smallest width and height, in pixels (the form's tip). */
  recommendedMinSidePx: 1080,
  /**
   * The studio's browser downscales each image so its long edge is at most this before sending; a staging gives the
   * engine a copy of each listing photo held to it too (the listing keeps the photo as taken).
   */
  downscaleLongEdgePx: 2048,
  /** Largest request Cloud Functions accepts: 32 MB; larger ones get 413. */
  maxRequestBytes: 32 * 1024 * 1024,
  /** Largest decoded image, in pixels (50 megapixels); guards against pixel floods. */
  maxInputPixels: 50_000_000,
} as const;

/** Username rules: the product's minimum, our maximum and character set (letters, digits, `_`, `.`, `-`). */
export const USERNAME_RULES = {
  minLength: 3,
  maxLength: 30,
  allowedPattern: /^[A-Za-z0-9_.-]+$/,
} as const;

/** Shortest accepted password (also Firebase Auth's minimum). */
export const PASSWORD_MIN_LENGTH = 6;

/** Longest accepted free texts, in characters: ours, so documents and prompts stay small. */
export const TEXT_LIMITS = {
  fullName: 100,
  title: 100,
  textPrompt: 2000,
  customStyle: 200,
  colorScheme: 200,
  referenceImageLabel: 200,
  couponCode: 64,
} as const;

/** 'Your Previous Results' on the home page: how many results, and how many skeleton cards while loading. */
export const PREVIOUS_RESULTS = {
  previewCount: 4,
  skeletonCount: 4,
} as const;

/** How often the signed-in user's record is refetched, in ms. */
export const USER_REFETCH_INTERVAL_MS = 5000;

/**
 * The cookie (`=1`) the API sets beside `__session` at every sign-in and clears at logout and on a 401: not a secret
 * and readable by scripts, so a prerendered page knows before any request whether to show a signed-in user the
 * spinner instead of the landing page, and a visitor's app skips the session check (README, "Decisions").
 */
export const SIGNED_IN_HINT_COOKIE = 'rr_signed_in';

/**
 * The web app's plain single-page shell in web/dist: Hosting answers every path without a prerendered page with it,
 * and the api function reads it for share pages (index.html is the prerendered landing page).
 */
export const APP_SHELL_FILE = 'app-shell.html';

/** Toast behaviour. */
export const TOAST = {
  /** Toasts shown at a time. */
  limit: 1,
  /** Time a toast stays open, in ms. */
  durationMs: 5000,
  /** Key that moves focus to the toast area. */
  hotkey: 'F8',
} as const;

/** Tooltip delays, in ms. */
export const TOOLTIP = {
  openDelayMs: 700,
  skipDelayMs: 300,
} as const;

/** Effective date printed on the legal pages. */
export const LEGAL_EFFECTIVE_DATE = 'April 28, 2025';

/** Minimum user age stated by the terms. */
export const MINIMUM_AGE = 13;

/** Hours within which e-mail support replies. */
export const SUPPORT_REPLY_HOURS = 24;

/** Launch text of the coming-soon page. */
export const LAUNCH_TEXT = 'Summer 2025';

/** Marketing claim: seconds a transformation takes at most. */
export const TRANSFORMATION_CLAIM_SECONDS = 30;

/** The address support answers at; the Help Center, the legal pages and the coming-soon page show it. */
export const SUPPORT_EMAIL = 'support@roomremix.app';

/** How often the studio asks for a running job's progress, in ms. */
export const JOB_POLL_INTERVAL_MS = 1000;

/** Local-storage key under which the remix form keeps its settings. */
export const REMIX_SETTINGS_STORAGE_KEY = 'roomremix.remix-settings';

/**
 * The path of a share's public page (outside the API): Hosting sends it to the api function, which answers the app
 * with the share's preview tags, and the app shows the share.
 */
export const SHARE_PAGE_PATH = '/s/:token';

/** The path of a listing's originals page (the listing kit); `:token` as a share's. */
export const ORIGINALS_PAGE_PATH = '/l/:token';

/** The originals page of the listing link `token`. */
export function originalsPagePath(token: string): string {
  return ORIGINALS_PAGE_PATH.replace(':token', encodeURIComponent(token));
}

/** The public page of a share token, as a path. */
export function sharePagePath(token: string): string {
  return SHARE_PAGE_PATH.replace(':token', encodeURIComponent(token));
}
