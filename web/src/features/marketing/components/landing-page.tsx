import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';

/** The visitors' landing page at `/` (SPEC §2 Landing page). */
export function LandingPage() {
  return (
    <Container maxW="6xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight" maxW="3xl" mx="auto">
        Remake Your Space With a Click
      </Heading>
      <Button asChild size="xl" colorPalette="teal" mt="10">
        <RouterLink to="/auth">Start Your First Remix</RouterLink>
      </Button>
    </Container>
  );
}
