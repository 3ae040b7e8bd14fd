import { ORIGINALS_PAGE_PATH, SHARE_PAGE_PATH } from '@roomremix/contracts/constants';

/**
 * Every path of the app, stated once (docs/architecture.md#the-web-app): app/router.tsx matches these, and every
 * link, navigate and redirect takes its address from here or from the builders below. `:name` is a path parameter.
 * Lint refuses a literal app path anywhere else in web/src.
 */
export const ROUTE_PATHS = {
  home: '/',
  comingSoon: '/coming-soon',
  studio: '/app',
  account: '/account',
  auth: '/auth',
  googleCallback: '/auth/google-callback',
  authAction: '/auth/action',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  help: '/help',
  /** A real-estate agent's listings (the listing kit), and one listing's page. */
  listings: '/listings',
  listing: '/listings/:id',
  /** A listing's public originals page; the server answers it too (contracts/src/constants.ts). */
  originals: ORIGINALS_PAGE_PATH,
  /** A share's public page; the server answers it too (contracts/src/constants.ts). */
  share: SHARE_PAGE_PATH,
  /** The admin console; its sections are below it (adminPath). */
  admin: '/admin',
} as const;

/** The query parameter that picks the tab of the account page and of the Help Center. */
export const TAB_PARAM = 'tab';

/** The account page's tabs in their order, as `?tab=` names them. */
export const ACCOUNT_TABS = ['tokens', 'history', 'results', 'shares', 'security'] as const;

/** An account tab, as `?tab=` names it. */
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The Help Center's tabs in their order, as `?tab=` names them. */
export const HELP_TABS = ['faq', 'tutorials', 'contact'] as const;

/** A Help Center tab, as `?tab=` names it. */
export type HelpTab = (typeof HELP_TABS)[number];

/** The admin console's sections in the nav's order, each at `/admin/<section>`. */
export const ADMIN_SECTIONS = ['users', 'jobs', 'coupons', 'packages', 'payments', 'audit'] as const;

/** A section of the admin console. */
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The route of one account's page, relative to `/admin/` (the console's own routes match below it). */
export const ADMIN_USER_ROUTE = 'users/:uid';

/** The query parameter of the payment the admin's payments section shows. */
export const ADMIN_PAYMENT_PARAM = 'id';

/** `path`, with the tab chosen when there is one. */
function withTab(path: string, tab?: string): string {
  return tab ? `${path}?${TAB_PARAM}=${tab}` : path;
}

/** The landing page, scrolled to the element with the id `anchor` when there is one. */
export function homePath(anchor?: string): string {
  return anchor ? `${ROUTE_PATHS.home}#${anchor}` : ROUTE_PATHS.home;
}

/** The account page, on `tab` when there is one (My Results otherwise). */
export function accountPath(tab?: AccountTab): string {
  return withTab(ROUTE_PATHS.account, tab);
}

/** The Help Center, on `tab` when there is one (the FAQ otherwise). */
export function helpPath(tab?: HelpTab): string {
  return withTab(ROUTE_PATHS.help, tab);
}

/** One listing's page. */
export function listingPath(id: string): string {
  return ROUTE_PATHS.listing.replace(':id', encodeURIComponent(id));
}

/** The admin console, at `section` when there is one (Users otherwise). */
export function adminPath(section?: AdminSection): string {
  return section ? `${ROUTE_PATHS.admin}/${section}` : ROUTE_PATHS.admin;
}

/** One account's page in the admin console. */
export function adminUserPath(uid: string): string {
  return `${adminPath('users')}/${encodeURIComponent(uid)}`;
}

/** One payment in the admin console's payments section. */
export function adminPaymentPath(paymentIntentId: string): string {
  return `${adminPath('payments')}?${ADMIN_PAYMENT_PARAM}=${encodeURIComponent(paymentIntentId)}`;
}
