import { useQueryClient } from '@tanstack/react-query';
import { Stack } from '@chakra-ui/react/stack';
import { useNavigate } from 'react-router';
import { AccountPage } from '@/features/account/components/account-page';
import { DeleteAccountSection, DownloadDataSection } from '@/features/account/components/account-data-sections';
import { SecurityPanel } from '@/features/account/components/security-panel';
import { setSessionUser, useRefreshUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ListingTakesNote } from '@/features/listings/components/listing-takes-note';
import { MyResultsPanel } from '@/features/remix/components/my-results-panel';
import { SharedLinksPanel } from '@/features/shares/components/shared-links-panel';
import { BuyTokensPanel } from '@/features/tokens/components/buy-tokens-panel';
import { PurchaseHistoryPanel } from '@/features/tokens/components/purchase-history-panel';
import { accountPath, ROUTE_PATHS } from '@/lib/route-paths';
import type { AccountDeletedState } from './home';
import { ResultSharing } from './result-sharing';

/** The 'My Account' screen at `/account`; renders nothing without a signed-in user. */
export function AccountRoute() {
  const { user } = useAuth();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onUserChanged = useRefreshUser();
  if (!user) return null;

  const goToStore = () => void navigate(accountPath('tokens'), { replace: true });
  // Every session ended, this one too: the browser is a visitor again, as after a logout.
  const onSignedOutEverywhere = async () => {
    await setSessionUser(queryClient, null);
    await navigate(ROUTE_PATHS.auth);
  };
  // The account is gone: home, which forgets the user (the toast says what was kept).
  const onAccountDeleted = async () => {
    const state: AccountDeletedState = { accountDeleted: true };
    await navigate(ROUTE_PATHS.home, { replace: true, state });
  };

  return (
    <AccountPage
      user={user}
      onLogout={() => logout.mutate()}
      isLoggingOut={logout.isPending}
      panels={{
        tokens: <BuyTokensPanel user={user} onUserChanged={onUserChanged} />,
        history: <PurchaseHistoryPanel onGoToStore={goToStore} />,
        results: (
          <Stack gap="4">
            <ListingTakesNote />
            <ResultSharing>
              <MyResultsPanel
                tokens={{ balance: user.tokenBalance, starterPackClaimed: user.hasClaimedFreeTokens }}
                onBalanceChanged={() => void onUserChanged()}
              />
            </ResultSharing>
          </Stack>
        ),
        shares: <SharedLinksPanel />,
        security: (
          <SecurityPanel onSignedOut={onSignedOutEverywhere}>
            <DownloadDataSection />
            <DeleteAccountSection user={user} onDeleted={onAccountDeleted} onRefused={() => void onUserChanged()} />
          </SecurityPanel>
        ),
      }}
    />
  );
}
