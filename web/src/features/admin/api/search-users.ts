import { adminUserListSchema } from '@roomremix/contracts/admin';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { adminGetQuery } from './admin-query';

/** The key every user search sits under, for a change to a user's balance or role to refresh them all. */
export const adminUsersRootKey = [apiPath(API_ROUTES.adminUsers)] as const;

/** `GET /api/admin/users?q=`: accounts by username or e-mail prefix or uid; with `q` blank, the newest ones. */
export function adminUsersQueryOptions(q: string) {
  return adminGetQuery(adminUsersRootKey[0], adminUserListSchema, q === '' ? {} : { q });
}

/** The accounts a search finds. */
export function useAdminUsers(q: string) {
  return useQuery(adminUsersQueryOptions(q));
}
