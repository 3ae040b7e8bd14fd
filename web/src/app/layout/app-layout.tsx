import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AppErrorBoundary } from '../error-fallback';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Opens the page a link leads to at its top: the browser keeps the scroll position across client-side navigations,
 * so a link followed from the footer would otherwise show the next page's footer. Links to a #section scroll there
 * instead, replaced URLs (a tab choice, a redirect) keep the position, and Back/Forward are left to the browser.
 */
function useScrollToTopOnNavigation() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'PUSH' && !hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}

/**
 * The frame of every page: sticky header, the route's screen, footer. A screen that crashes (or whose code fails to
 * load) shows the error page inside the frame; going to another page starts that page afresh.
 */
export function AppLayout() {
  useScrollToTopOnNavigation();
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      <Box as="main" flex="1">
        <AppErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </Box>
      <Footer />
    </Flex>
  );
}
