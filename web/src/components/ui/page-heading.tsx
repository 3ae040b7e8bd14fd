import type { ReactNode } from 'react';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';

/** A page's main heading in the standard page column. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {children}
      </Heading>
    </Container>
  );
}
