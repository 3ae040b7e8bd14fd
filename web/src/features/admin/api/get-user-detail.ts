import { adminUserDetailSchema } from '@roomremix/contracts/admin';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { adminGetQuery } from './admin-query';

/** `GET /api/admin/users/:uid`: the whole profile, ledger, purchases, jobs and result count (404 for none). */
export function adminUserQueryOptions(uid: string) {
  return adminGetQuery(apiPath(API_ROUTES.adminUser, { uid }), adminUserDetailSchema);
}

/** One account as support sees it. */
export function useAdminUser(uid: string) {
  return useQuery(adminUserQueryOptions(uid));
}
