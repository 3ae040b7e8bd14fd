import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useUser } from '@/features/auth/api/get-user';
import { ROUTE_PATHS } from '@/lib/route-paths';

/** Guards its child routes: a spinner while the session loads, visitors go to /auth. */
export function ProtectedRoute() {
  const { data: user, error } = useUser();
  if (user === undefined) {
    // Only a failed first load reaches the error boundary; a failed poll keeps the user on the screen.
    if (error) throw error;
    return <PageSpinner />;
  }
  if (user === null) return <Navigate to={ROUTE_PATHS.auth} replace />;
  return <Outlet />;
}
