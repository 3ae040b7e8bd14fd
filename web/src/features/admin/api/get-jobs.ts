import { type AdminJobFilter, adminJobListSchema } from '@roomremix/contracts/admin';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { adminGetQuery } from './admin-query';

/** The key both job lists sit under, for a refund to refresh them. */
export const adminJobsRootKey = [apiPath(API_ROUTES.adminJobs)] as const;

/** `GET /api/admin/jobs?status=failed|stuck`: failed or stuck jobs across users, newest first. */
export function adminJobsQueryOptions(status: AdminJobFilter) {
  return adminGetQuery(adminJobsRootKey[0], adminJobListSchema, { status });
}

/** The failed or the stuck jobs. */
export function useAdminJobs(status: AdminJobFilter) {
  return useQuery(adminJobsQueryOptions(status));
}
