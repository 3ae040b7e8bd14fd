import { type ComponentType, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home';
import { ProtectedRoute } from './routes/protected-route';

/** A screen whose code loads when it is first shown; the layout's Suspense shows a spinner meanwhile. */
function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const ComingSoonPage = lazyScreen(
  () => import('@/features/marketing/components/coming-soon-page'),
  (module) => module.ComingSoonPage,
);
const StudioRoute = lazyScreen(
  () => import('./routes/studio'),
  (module) => module.StudioRoute,
);
const AccountRoute = lazyScreen(
  () => import('./routes/account'),
  (module) => module.AccountRoute,
);
const ListingsPage = lazyScreen(
  () => import('@/features/listings/components/listings-page'),
  (module) => module.ListingsPage,
);
const ListingRoute = lazyScreen(
  () => import('./routes/listing'),
  (module) => module.ListingRoute,
);
const AuthPage = lazyScreen(
  () => import('@/features/auth/components/auth-page'),
  (module) => module.AuthPage,
);
const GoogleCallbackPage = lazyScreen(
  () => import('@/features/auth/components/google-callback-page'),
  (module) => module.GoogleCallbackPage,
);
const AuthActionPage = lazyScreen(
  () => import('@/features/auth/components/auth-action-page'),
  (module) => module.AuthActionPage,
);
const TermsOfServicePage = lazyScreen(
  () => import('@/features/legal/components/terms-of-service-page'),
  (module) => module.TermsOfServicePage,
);
const PrivacyPolicyPage = lazyScreen(
  () => import('@/features/legal/components/privacy-policy-page'),
  (module) => module.PrivacyPolicyPage,
);
const RefundPolicyPage = lazyScreen(
  () => import('@/features/legal/components/refund-policy-page'),
  (module) => module.RefundPolicyPage,
);
const HelpPage = lazyScreen(
  () => import('@/features/help/components/help-page'),
  (module) => module.HelpPage,
);
const PublicSharePage = lazyScreen(
  () => import('@/features/shares/components/public-share-page'),
  (module) => module.PublicSharePage,
);
const OriginalsPage = lazyScreen(
  () => import('@/features/listings/components/originals-page'),
  (module) => module.OriginalsPage,
);
const AdminRoute = lazyScreen(
  () => import('./routes/admin'),
  (module) => module.AdminRoute,
);
const NotFoundRoute = lazyScreen(
  () => import('./routes/not-found'),
  (module) => module.NotFoundRoute,
);

/**
 * Every route of the app (docs/architecture.md#the-web-app), at the paths of lib/route-paths.ts. Screens load on
 * demand so the landing page does not carry the app's code; `/` is the exception because it decides between the
 * landing page and the studio itself.
 * Declarative routes rather than a data router: the app loads its data with React Query, and the data router's code
 * would add ≈ 16 KB gzip to every page (README, Performance). The browser's router is AppRouter; the prerender of the
 * public pages (render-public-page.tsx) puts them in a static one.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={ROUTE_PATHS.comingSoon} element={<ComingSoonPage />} />
        <Route element={<ProtectedRoute />}>
          <Route path={ROUTE_PATHS.studio} element={<StudioRoute />} />
          <Route path={ROUTE_PATHS.account} element={<AccountRoute />} />
          <Route path={ROUTE_PATHS.listings} element={<ListingsPage />} />
          <Route path={ROUTE_PATHS.listing} element={<ListingRoute />} />
        </Route>
        <Route path={ROUTE_PATHS.auth} element={<AuthPage />} />
        <Route path={ROUTE_PATHS.googleCallback} element={<GoogleCallbackPage />} />
        <Route path={ROUTE_PATHS.authAction} element={<AuthActionPage />} />
        <Route path={ROUTE_PATHS.termsOfService} element={<TermsOfServicePage />} />
        <Route path={ROUTE_PATHS.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={ROUTE_PATHS.refundPolicy} element={<RefundPolicyPage />} />
        <Route path={ROUTE_PATHS.help} element={<HelpPage />} />
        <Route path={ROUTE_PATHS.share} element={<PublicSharePage />} />
        <Route path={ROUTE_PATHS.originals} element={<OriginalsPage />} />
        <Route path={`${ROUTE_PATHS.admin}/*`} element={<AdminRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/** The app's routes in the browser's history. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
