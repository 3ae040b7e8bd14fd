import { lazy, type ReactNode, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from '@/components/ui/provider';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { useHydrated } from '@/lib/use-hydrated';
import { AppErrorBoundary } from './error-fallback';

// The toast area is not needed to paint a page, so its code (about 15 KB gzip) loads after the first screen.
// Toasts raised before it arrives wait in the store and show once it mounts.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast area, from the first render in the browser on: where it sits follows the screen's width, which the
 * prerendered HTML cannot know, so a hydrating page adds it only once it has hydrated.
 */
function ToastArea() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Everything the screens rely on: Chakra, the error boundary, React Query, the sign-in state and the toast area. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
          <ToastArea />
        </QueryClientProvider>
      </AppErrorBoundary>
    </Provider>
  );
}
