import { lazy } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { NotFoundRoute } from './not-found';

// The console's code loads only for an admin: visitors and users who open /admin download this guard and the 404.
const AdminConsole = lazy(() =>
  import('@/features/admin/components/admin-console').then((module) => ({ default: module.AdminConsole })),
);

/**
 * `/admin/*`: the admin console for an account whose role is admin, the 404 page for anyone else, visitors included,
 * so the console's existence is not advertised. The API checks the role on every call; this only decides the screen.
 */
export function AdminRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user?.role !== 'admin') return <NotFoundRoute />;
  return <AdminConsole notFound={<NotFoundRoute />} />;
}
