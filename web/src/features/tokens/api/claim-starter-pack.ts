import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import {
  type FreeTokensResponse,
  freeTokensErrorBodySchema,
  freeTokensResponseSchema,
} from '@roomremix/contracts/tokens';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';

/**
 * `POST /api/tokens/free`: claims the Starter Pack. With payments on it answers a $3.00 intent to confirm; with
 * payments off the user with the 3 tokens already added.
 */
export async function claimStarterPack(): Promise<FreeTokensResponse> {
  return apiJson('POST', apiPath(API_ROUTES.starterPack), freeTokensResponseSchema);
}

/** Whether a failed claim says the pack was claimed before (409 `{alreadyClaimed: true}`). */
export function isAlreadyClaimed(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  try {
    return freeTokensErrorBodySchema.safeParse(JSON.parse(error.responseText)).data?.alreadyClaimed === true;
  } catch {
    return false;
  }
}

/** Claims the Starter Pack; the caller shows the outcome. */
export function useClaimStarterPack() {
  return useMutation({ mutationFn: claimStarterPack });
}
