import { type QueryFunctionContext, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getQueryFn } from '@/lib/api-client';

/** SPEC §4: while signed in, the user record (and so the token balance) is refreshed this often. */
const USER_REFETCH_INTERVAL_MS = 5000;

/**
 * The signed-in user as `GET /api/user` returns it; only the fields the web reads so far. Written with `zod/mini`
 * because every page loads this check: the full zod API would add about 19 KB gzip to the landing page.
 */
const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.nullish(z.string()),
  fullName: z.nullish(z.string()),
  tokenBalance: z.int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const fetchUserBody = getQueryFn<unknown>({ on401: 'returnNull' });

/** `GET /api/user`: the signed-in user, or null when there is no session (401). */
export async function getUser(context: QueryFunctionContext): Promise<SessionUser | null> {
  const body = await fetchUserBody(context);
  return body === null ? null : sessionUserSchema.parse(body);
}

/** The session query, cached under the endpoint's path (SPEC §3); polled only while someone is signed in. */
export function userQueryOptions() {
  return queryOptions({
    queryKey: ['/api/user'],
    queryFn: getUser,
    refetchInterval: (query) => (query.state.data ? USER_REFETCH_INTERVAL_MS : false),
  });
}

/** The session: `data` is the user, null for a visitor, undefined while it loads. */
export function useUser() {
  return useQuery(userQueryOptions());
}
