import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { TOKEN_COST, TRANSFORMATION_CLAIM_SECONDS } from '@roomremix/contracts/constants';
import { LocalEngineLine } from '@/components/ui/engine-notice';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useRunsLocalEngine } from '@/lib/use-local-engine';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { HeroHeading } from './hero-heading';

// Everything below the hero loads after the first paint, so the visitor sees the headline sooner on slow links.
const LandingSections = lazy(() =>
  import('./landing-sections').then((module) => ({ default: module.LandingSections })),
);

function Hero() {
  const localEngine = useRunsLocalEngine();
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-b"
      gradientFrom="teal.50"
      gradientTo="bg"
      borderBottomWidth="1px"
    >
      <Container maxW="4xl" py={{ base: '16', md: '28' }} textAlign="center">
        <Text color="teal.700" fontWeight="semibold" fontSize="sm" letterSpacing="wider" textTransform="uppercase">
          {localEngine ? 'Room redesign' : 'AI room redesign'}
        </Text>
        <HeroHeading id="hero-heading" mt="4" />
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mt="6" maxW="2xl" mx="auto">
          Upload a photo of your room, add the materials or style you love, and see it redesigned in under{' '}
          {TRANSFORMATION_CLAIM_SECONDS} seconds.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center" mt="10">
          <Button asChild size="xl" colorPalette="teal">
            <RouterLink to={ROUTE_PATHS.auth}>Start Your First Remix</RouterLink>
          </Button>
          <Button asChild size="xl" variant="outline">
            <a href="#examples">See Examples</a>
          </Button>
        </Stack>
        <Text fontSize="sm" color="fg.muted" mt="6">
          Pay per image: {TOKEN_COST.standard} token standard, {TOKEN_COST.hd} tokens HD. No subscription.
        </Text>
        <Box mt="4">
          <LocalEngineLine centred keepPlace />
        </Box>
      </Container>
    </Box>
  );
}

/** The visitors' landing page at `/`. */
export function LandingPage() {
  useDocumentMeta({
    title: 'RoomRemix: Remake Your Space With a Click',
    description: `Redesign any room with AI: upload a photo, add reference materials or a style, and get a new look in under ${TRANSFORMATION_CLAIM_SECONDS} seconds.`,
  });
  return (
    <>
      <Hero />
      <Suspense fallback={<Box minH="100vh" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}
