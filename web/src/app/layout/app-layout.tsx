import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Footer } from './footer';
import { Header } from './header';

/** The frame of every page: sticky header, the route's screen, footer. */
export function AppLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
      {/* A link followed from the footer opens the next page at its top, not at the scroll position of the last. */}
      <ScrollRestoration />
    </Flex>
  );
}
