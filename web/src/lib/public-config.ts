import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { publicConfigSchema } from '@roomremix/contracts/system';
import { apiGetQuery } from './api-query';

/**
 * `GET /api/config`: the public client configuration (Firebase web config, Stripe key, image engine), loaded on
 * demand (Google sign-in, payments) and kept for the visit.
 */
export function publicConfigQueryOptions() {
  return apiGetQuery(apiPath(API_ROUTES.config), publicConfigSchema);
}
