import { auditListSchema } from '@roomremix/contracts/admin';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * `GET /api/admin/audit?limit=&before=`, paged: each page asks for the entries older than the last one shown. A
 * short page is the end. Like the other admin queries it is asked again whenever the log is opened.
 */
export function auditQueryOptions() {
  const path = apiPath(API_ROUTES.adminAudit);
  return infiniteQueryOptions({
    queryKey: [path, { limit: AUDIT_PAGE_SIZE }],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
      if (pageParam !== null) params.set('before', pageParam);
      return apiJson('GET', `${path}?${params}`, auditListSchema);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.length < AUDIT_PAGE_SIZE ? undefined : (page.at(-1)?.createdAt ?? undefined)),
    staleTime: 0,
  });
}

/** The audit log, newest first, a page at a time. */
export function useAudit() {
  return useInfiniteQuery(auditQueryOptions());
}
