import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type PublicConfig, publicConfigSchema } from '@roomremix/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './api-client';

/** `GET /api/config`: the public client configuration (Firebase web config, Stripe key, image engine). */
export async function getPublicConfig(): Promise<PublicConfig> {
  return apiJson('GET', apiPath(API_ROUTES.config), publicConfigSchema);
}

/** The client configuration query; loaded on demand (Google sign-in, payments) and kept for the visit. */
export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: [apiPath(API_ROUTES.config)], queryFn: getPublicConfig });
}
