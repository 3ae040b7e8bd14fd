import { adminPackageListSchema } from '@roomremix/contracts/admin-catalogue';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { adminGetQuery } from './admin-query';

/** `GET /api/admin/packages`: every token package, switched-off ones too, cheapest first. */
export function adminPackagesQueryOptions() {
  return adminGetQuery(apiPath(API_ROUTES.adminPackages), adminPackageListSchema);
}

/** All token packages. */
export function useAdminPackages() {
  return useQuery(adminPackagesQueryOptions());
}
