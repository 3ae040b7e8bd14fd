import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type TokenPackage, tokenPackageListSchema } from '@roomremix/contracts/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `GET /api/tokens/packages`: the packages on sale, cheapest first. */
export async function getTokenPackages(): Promise<TokenPackage[]> {
  return apiJson('GET', apiPath(API_ROUTES.tokenPackages), tokenPackageListSchema);
}

/** The token packages query, cached under the endpoint's path. */
export function tokenPackagesQueryOptions() {
  return queryOptions({ queryKey: [apiPath(API_ROUTES.tokenPackages)], queryFn: getTokenPackages });
}

/** The packages on sale. */
export function useTokenPackages() {
  return useQuery(tokenPackagesQueryOptions());
}
