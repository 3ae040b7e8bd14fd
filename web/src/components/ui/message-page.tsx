import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ROUTE_PATHS } from '@/lib/route-paths';

/** An outlined button to the home page, ending a page that leads nowhere further. */
export function HomeButton({ children, mt }: { children: ReactNode; mt: string }) {
  return (
    <Button asChild variant="outline" mt={mt}>
      <RouterLink to={ROUTE_PATHS.home}>{children}</RouterLink>
    </Button>
  );
}

/** A page that only says one thing (no such page, a share that shows nothing) and offers the way home. */
export function MessagePage({ message, homeText }: { message: string; homeText: string }) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
        {message}
      </Heading>
      <HomeButton mt="8">{homeText}</HomeButton>
    </Container>
  );
}
