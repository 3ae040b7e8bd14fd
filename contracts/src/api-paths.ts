/** The prefix of every API route: Hosting rewrites `/api/**` to the api function, which keeps it in the path. */
export const API_PREFIX = '/api';

/** The prefix of every admin route, below API_PREFIX: the admin check guards everything under it. */
export const ADMIN_ROUTE_PREFIX = '/admin';

/**
 * Every route of the API, below API_PREFIX, stated once: the server's routers match these and the web calls them
 * through `apiPath`. `:name` is a path parameter; `*key` takes the rest of the path. docs/api.md describes each.
 */
export const API_ROUTES = {
  health: '/health',
  config: '/config',
  register: '/register',
  login: '/login',
  logout: '/logout',
  googleSignIn: '/auth/google',
  passwordReset: '/password-reset',
  passwordResetConfirm: '/password-reset/confirm',
  changePassword: '/account/password',
  account: '/account',
  accountExport: '/account/export',
  revokeAllSessions: '/sessions/revoke-all',
  user: '/user',
  tokenPackages: '/tokens/packages',
  purchaseHistory: '/tokens/history',
  tokenActivity: '/tokens/activity',
  validateCoupon: '/coupons/validate',
  createPaymentIntent: '/tokens/create-payment-intent',
  purchase: '/tokens/purchase',
  applyCoupon: '/tokens/apply-coupon',
  starterPack: '/tokens/free',
  stripeWebhook: '/stripe/webhook',
  process: '/process',
  job: '/jobs/:id',
  results: '/results',
  result: '/results/:id',
  resultShares: '/results/:id/shares',
  resultUpscale: '/results/:id/upscale',
  shares: '/shares',
  share: '/shares/:id',
  publicShare: '/public/shares/:token',
  publicShareImage: '/public/shares/:token/:image',
  listings: '/listings',
  listing: '/listings/:id',
  listingPhotos: '/listings/:id/photos',
  listingPhoto: '/listings/:id/photos/:photoId',
  listingPhotoTake: '/listings/:id/photos/:photoId/takes/:jobId',
  listingStagings: '/listings/:id/stagings',
  listingOriginalsLink: '/listings/:id/originals-link',
  listingExport: '/listings/:id/export',
  publicListing: '/public/listings/:token',
  publicListingImage: '/public/listings/:token/:photoId/:image',
  file: '/files/*key',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:uid',
  adminTokenAdjustments: '/admin/users/:uid/token-adjustments',
  adminJobs: '/admin/jobs',
  adminJobRefund: '/admin/jobs/:id/refund',
  adminCoupons: '/admin/coupons',
  adminCoupon: '/admin/coupons/:code',
  adminPackages: '/admin/packages',
  adminPackage: '/admin/packages/:id',
  adminPayment: '/admin/payments/:paymentIntentId',
  adminPaymentFulfilment: '/admin/payments/:paymentIntentId/fulfilment',
  adminAudit: '/admin/audit',
} as const;

type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];

/** The names of a route's `:name` parameters. */
type RouteParams<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call of `route` must say: its parameters' values, when it has any. */
type RouteArgs<Route extends string> = [RouteParams<Route>] extends [never] ? [] : [Record<RouteParams<Route>, string>];

/** The URL path the web calls for `route`, each parameter URL-encoded: `apiPath(API_ROUTES.job, { id })`. */
export function apiPath<Route extends Exclude<ApiRoute, typeof API_ROUTES.file>>(
  route: Route,
  ...[params]: RouteArgs<Route>
): string {
  const values: Record<string, string> = params ?? {};
  return API_PREFIX + route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
