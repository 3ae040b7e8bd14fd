import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';

/** The page for any path the app does not know. */
export function NotFoundRoute() {
  return (
    <Container maxW="6xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
        404 Page Not Found
      </Heading>
      <Button asChild variant="outline" mt="8">
        <RouterLink to="/">Go back home</RouterLink>
      </Button>
    </Container>
  );
}
