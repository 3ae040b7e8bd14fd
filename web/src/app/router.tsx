import { useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RouteErrorFallback } from './error-fallback';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home';
import { ProtectedRoute } from './routes/protected-route';

/**
 * Every route of SPEC §2. Screens load on demand so the landing page does not carry the app's code; `/` is the
 * exception because it decides between the landing page and the studio itself.
 */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: PageSpinner,
    children: [
      {
        // A screen that fails renders its error inside the header and footer.
        errorElement: <RouteErrorFallback />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: 'coming-soon',
            lazy: async () => ({
              Component: (await import('@/features/marketing/components/coming-soon-page')).ComingSoonPage,
            }),
          },
          {
            element: <ProtectedRoute />,
            children: [
              { path: 'app', lazy: async () => ({ Component: (await import('./routes/studio')).StudioRoute }) },
              { path: 'account', lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }) },
            ],
          },
          {
            path: 'auth',
            lazy: async () => ({ Component: (await import('@/features/auth/components/auth-page')).AuthPage }),
          },
          {
            path: 'auth/google-callback',
            lazy: async () => ({
              Component: (await import('@/features/auth/components/google-callback-page')).GoogleCallbackPage,
            }),
          },
          {
            path: 'terms-of-service',
            lazy: async () => ({
              Component: (await import('@/features/legal/components/terms-of-service-page')).TermsOfServicePage,
            }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await import('@/features/legal/components/privacy-policy-page')).PrivacyPolicyPage,
            }),
          },
          {
            path: 'refund-policy',
            lazy: async () => ({
              Component: (await import('@/features/legal/components/refund-policy-page')).RefundPolicyPage,
            }),
          },
          {
            path: 'help',
            lazy: async () => ({ Component: (await import('@/features/help/components/help-page')).HelpPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
        ],
      },
    ],
  },
];

/** The app's browser router; created once per mount so it reads the URL the page opened at. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
