import { lazy, Suspense, useEffect } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useUser } from '@/features/auth/api/get-user';

const LandingPage = lazy(() =>
  import('@/features/marketing/components/landing-page').then((module) => ({ default: module.LandingPage })),
);
const StudioRoute = lazy(() => import('./studio').then((module) => ({ default: module.StudioRoute })));

/** `/`: a spinner while the session is checked, then the studio for a user and the landing page for a visitor. */
export function HomeRoute() {
  const { data: user, error } = useUser();

  useEffect(() => {
    if (error) console.error('Could not check the session; showing the landing page', error);
  }, [error]);

  if (user === undefined && !error) return <PageSpinner />;
  return <Suspense fallback={<PageSpinner />}>{user ? <StudioRoute /> : <LandingPage />}</Suspense>;
}
