import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { setSessionUser, useUser } from '@/features/auth/api/get-user';

const LandingPage = lazy(() =>
  import('@/features/marketing/components/landing-page').then((module) => ({ default: module.LandingPage })),
);
const StudioRoute = lazy(() => import('./studio').then((module) => ({ default: module.StudioRoute })));

/** The navigation state of the way home after the account was deleted (AccountRoute). */
export interface AccountDeletedState {
  accountDeleted: true;
}

/**
 * `/`: a spinner while the session is checked, then the studio for a user and the landing page for a visitor. Arriving
 * from a deleted account, it forgets the user here: forgetting them on `/account` would have the guard send them to
 * `/auth` before this page is shown.
 */
export function HomeRoute() {
  const { data: user, error } = useUser();
  const queryClient = useQueryClient();
  const accountDeleted = (useLocation().state as Partial<AccountDeletedState> | null)?.accountDeleted === true;

  useEffect(() => {
    if (!accountDeleted) return;
    void setSessionUser(queryClient, null);
    // The landing page opens at its top, not where the account page was scrolled to.
    window.scrollTo(0, 0);
  }, [accountDeleted, queryClient]);

  useEffect(() => {
    if (error) console.error('Could not check the session; showing the landing page', error);
  }, [error]);

  if ((user === undefined && !error) || (accountDeleted && user)) return <PageSpinner />;
  return <Suspense fallback={<PageSpinner />}>{user ? <StudioRoute /> : <LandingPage />}</Suspense>;
}
