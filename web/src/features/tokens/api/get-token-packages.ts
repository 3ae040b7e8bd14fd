import { type TokenPackage, tokenPackageListSchema } from '@roomremix/contracts/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/tokens/packages`: the packages on sale, cheapest first. */
export async function getTokenPackages(): Promise<TokenPackage[]> {
  const response = await apiRequest('GET', '/api/tokens/packages');
  return tokenPackageListSchema.parse(await response.json());
}

/** The token packages query, cached under the endpoint's path. */
export function tokenPackagesQueryOptions() {
  return queryOptions({ queryKey: ['/api/tokens/packages'], queryFn: getTokenPackages });
}

/** The packages on sale. */
export function useTokenPackages() {
  return useQuery(tokenPackagesQueryOptions());
}
