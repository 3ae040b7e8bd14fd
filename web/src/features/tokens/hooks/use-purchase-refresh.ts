import type { PublicUser } from '@roomremix/contracts/public-user';
import { useQueryClient } from '@tanstack/react-query';
import { tokenQueries } from '../api/token-queries';

/** Refreshes the signed-in user; given by the route, since the user query belongs to the auth feature. */
export type OnUserChanged = (user?: PublicUser) => Promise<void> | void;

/** After tokens were added: the history, the activity and the user (balance, Starter Pack state) are refetched. */
export function usePurchaseRefresh(onUserChanged: OnUserChanged) {
  const queryClient = useQueryClient();
  return async (user?: PublicUser) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tokenQueries.purchaseHistory().queryKey }),
      queryClient.invalidateQueries({ queryKey: tokenQueries.activity().queryKey }),
      onUserChanged(user),
    ]);
  };
}
