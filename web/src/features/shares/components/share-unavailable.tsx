import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Link as RouterLink } from 'react-router-dom';

/** A share link that shows nothing, saying why (no such link, or turned off), with a way to RoomRemix's home. */
export function ShareUnavailable({ message }: { message: string }) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {message}
      </Heading>
      <Button asChild variant="outline" mt="8">
        <RouterLink to="/">Go to RoomRemix</RouterLink>
      </Button>
    </Container>
  );
}
