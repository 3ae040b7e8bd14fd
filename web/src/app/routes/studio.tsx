import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userQueryOptions, useUser } from '@/features/auth/api/get-user';
import { RemixStudio } from '@/features/remix/components/remix-studio';
import { ResultSharing } from './result-sharing';

/**
 * The main app screen for a signed-in user, at `/` and `/app`, with Share on its results; a remix refetches the
 * user's balance.
 */
export function StudioRoute() {
  const queryClient = useQueryClient();
  const onBalanceChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
  }, [queryClient]);
  const { data: user } = useUser();
  const tokens = user ? { balance: user.tokenBalance, starterPackClaimed: user.hasClaimedFreeTokens } : null;
  return (
    <ResultSharing>
      <RemixStudio tokens={tokens} onBalanceChanged={onBalanceChanged} />
    </ResultSharing>
  );
}
