import { type PublicConfig, publicConfigSchema } from '@roomremix/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** `GET /api/config`: the public client configuration (Firebase web config, Stripe key, image engine). */
export async function getPublicConfig(): Promise<PublicConfig> {
  const response = await apiRequest('GET', '/api/config');
  return publicConfigSchema.parse(await response.json());
}

/** The client configuration query; loaded on demand (Google sign-in, payments) and kept for the visit. */
export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: ['/api/config'], queryFn: getPublicConfig });
}
