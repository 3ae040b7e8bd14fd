import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { purchaseHistorySchema, tokenActivitySchema, tokenPackageListSchema } from '@roomremix/contracts/tokens';
import { apiGetQuery } from '@/lib/api-query';

/** The lists of Buy Tokens and the account's token tabs, each cached under its endpoint's path. */
export const tokenQueries = {
  /** `GET /api/tokens/packages`: the packages on sale, cheapest first. */
  packages: () => apiGetQuery(apiPath(API_ROUTES.tokenPackages), tokenPackageListSchema),
  /** `GET /api/tokens/history`: the signed-in user's purchases, newest first. */
  purchaseHistory: () => apiGetQuery(apiPath(API_ROUTES.purchaseHistory), purchaseHistorySchema),
  /** `GET /api/tokens/activity`: the signed-in user's latest balance changes, newest first, with the balance after each. */
  activity: () => apiGetQuery(apiPath(API_ROUTES.tokenActivity), tokenActivitySchema),
};
