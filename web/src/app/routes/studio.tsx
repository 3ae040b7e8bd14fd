import { useCallback } from 'react';
import { useRefreshUser, useUser } from '@/features/auth/api/get-user';
import { RemixStudio } from '@/features/remix/components/remix-studio';
import { StarterPackOffer } from '@/features/tokens/components/starter-pack-offer';
import { ResultSharing } from './result-sharing';

/**
 * The main app screen for a signed-in user, at `/` and `/app`, with Share on its results and, while it is still to
 * be had, the Starter Pack offered where a new account lands; a remix or a claim refetches the user's balance.
 */
export function StudioRoute() {
  const refreshUser = useRefreshUser();
  const onBalanceChanged = useCallback(() => void refreshUser(), [refreshUser]);
  const { data: user } = useUser();
  const tokens = user ? { balance: user.tokenBalance, starterPackClaimed: user.hasClaimedFreeTokens } : null;
  return (
    <ResultSharing>
      <RemixStudio
        tokens={tokens}
        onBalanceChanged={onBalanceChanged}
        StarterPackOffer={tokens && !tokens.starterPackClaimed ? StudioStarterPackOffer : null}
      />
    </ResultSharing>
  );
}

/** The Starter Pack claimed in the studio, which refreshes the user's balance and Starter Pack state. */
function StudioStarterPackOffer({ onClaimed }: { onClaimed: () => void }) {
  const refreshUser = useRefreshUser();
  return <StarterPackOffer onUserChanged={refreshUser} onClaimed={onClaimed} />;
}
