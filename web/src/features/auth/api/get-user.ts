import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { USER_REFETCH_INTERVAL_MS } from '@roomremix/contracts/constants';
import type { PublicUser } from '@roomremix/contracts/public-user';
import { useCallback } from 'react';
import {
  type QueryClient,
  type QueryFunctionContext,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { getJsonOrNullWhenSignedOut } from '@/lib/api-client';
import { hasSignedInHint } from '../utils/signed-in-hint';

/**
 * `GET /api/user`: the signed-in user, or null when there is no session (401). The schema loads only once there is
 * a user to check: zod's core is shared with every full-zod schema of the app, so a static import would put its
 * union into the first chunk of every page; a visitor's landing page would carry about 15 KB gzip it never runs.
 */
export async function getUser({ signal }: QueryFunctionContext): Promise<PublicUser | null> {
  const body = await getJsonOrNullWhenSignedOut(apiPath(API_ROUTES.user), signal);
  if (body === null) return null;
  const { publicUserSchema } = await import('@roomremix/contracts/public-user');
  return publicUserSchema.parse(body);
}

/**
 * The session query (docs/architecture.md#sessions), cached under the endpoint's path; polled only while signed in.
 * Without the signed-in hint it starts as a visitor's (null) and asks nothing: a visitor sees the landing page at once
 * and no 401. A sign-in puts the user in (setSessionUser).
 */
export function userQueryOptions() {
  return queryOptions({
    queryKey: [apiPath(API_ROUTES.user)],
    queryFn: getUser,
    initialData: () => (hasSignedInHint() ? undefined : null),
    refetchInterval: (query) => (query.state.data ? USER_REFETCH_INTERVAL_MS : false),
  });
}

/** The session: `data` is the user, null for a visitor, undefined while it loads. */
export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * Refreshes the signed-in user after its balance or Starter Pack moved: the user an answer carried shows at once,
 * then the server's is fetched.
 */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(
    async (changed?: PublicUser) => {
      const { queryKey } = userQueryOptions();
      if (changed) queryClient.setQueryData(queryKey, changed);
      await queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
}

/**
 * Puts the user a sign-in or sign-out answered with into the session cache. A poll still in flight is cancelled
 * first: it was sent with the old cookie and would otherwise overwrite the new state when it lands. When the
 * account changes, every other cached query is dropped, so one user never sees another's data.
 */
export async function setSessionUser(queryClient: QueryClient, user: PublicUser | null): Promise<void> {
  const { queryKey } = userQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  if (queryClient.getQueryData(queryKey)?.id !== user?.id) {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
  }
  queryClient.setQueryData(queryKey, user);
}
