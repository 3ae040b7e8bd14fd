import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { BeforeAfterSlider } from '@/components/ui/before-after-slider';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { CardText } from '@/components/ui/card-text';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { STARTER_PACK, TOKEN_COST, TRANSFORMATION_CLAIM_SECONDS } from '@roomremix/contracts/constants';
import { EXAMPLE_IMAGE_SIZE, SHOWCASE_ITEMS } from '../data/showcase-items';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

/** Keeps a section's heading clear of the sticky header when a link scrolls to it. */
const SCROLL_MARGIN = '20';

function Section({
  id,
  title,
  intro,
  children,
  muted = false,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  muted?: boolean;
}) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      scrollMarginTop={SCROLL_MARGIN}
      bg={muted ? 'bg.subtle' : undefined}
    >
      <Container maxW="6xl" py={{ base: '16', md: '24' }}>
        <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
          <Heading id={`${id}-heading`} as="h2" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {intro}
          </Text>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

const STEPS = [
  {
    title: 'Upload Your Space',
    text: 'Take a well-lit photo of your room from a straight angle and upload it as PNG, JPG or WEBP.',
  },
  {
    title: 'Add Reference Images',
    text: 'Add photos of materials or rooms you love and label them, or pick a room style, a colour scheme or write what to change.',
  },
  {
    title: 'Get Your Remix',
    text: `Start the remix and get your redesigned room in under ${TRANSFORMATION_CLAIM_SECONDS} seconds, saved to your account to view and download.`,
  },
];

function HowItWorks() {
  return (
    <Section id="how-it-works" title="How it works" intro="Three steps from the room you have to the room you want.">
      <NumberedSteps steps={STEPS} />
    </Section>
  );
}

function Examples() {
  return (
    <Section
      id="examples"
      title="See what RoomRemix can do"
      intro="Drag the divider, or focus it and use the arrow keys, to compare before and after. These are illustrations of each kind of change; your results depend on your photo and your choices."
      muted
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '10', md: '8' }}>
        {SHOWCASE_ITEMS.map((item) => (
          <Box as="figure" key={item.id} id={item.anchor} scrollMarginTop={SCROLL_MARGIN} m="0">
            <BeforeAfterSlider
              before={item.beforeImage}
              after={item.afterImage}
              label={`Compare before and after: ${item.title}`}
              sizes="(min-width: 62em) 560px, (min-width: 48em) 45vw, 100vw"
              width={EXAMPLE_IMAGE_SIZE.width}
              height={EXAMPLE_IMAGE_SIZE.height}
            />
            <Box as="figcaption" mt="4">
              <CardText title={item.title} text={item.description} gap="1" />
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const REASONS = [
  {
    title: 'AI room transformations',
    text: 'Redesign a whole room from one photo, keeping its layout and structure when you want to.',
  },
  {
    title: 'Material transfer from reference images',
    text: 'Show a photo of oak, marble, brick or fabric, label where it goes, and see it in your room.',
  },
  {
    title: 'Custom room styles and quality options',
    text: 'Twelve styles from Scandinavian to art deco, or describe your own; choose the intensity, standard or HD.',
  },
  {
    title: 'Fast processing',
    text: `Most remixes are ready in under ${TRANSFORMATION_CLAIM_SECONDS} seconds, with live progress while you wait.`,
  },
  {
    title: 'Save and share',
    text: 'Every result is kept in your account with its settings, ready to view, download and share.',
  },
  {
    title: 'Affordable token system',
    text: `Pay per image: ${TOKEN_COST.standard} token standard, ${TOKEN_COST.hd} tokens HD, no subscription. Try it with the Starter Pack: ${STARTER_PACK.tokenAmount} tokens for $${STARTER_PACK.price}.`,
  },
];

function WhyChoose() {
  return (
    <Section
      id="features"
      title="Why choose RoomRemix"
      intro="Built for home owners, renovators, designers, architects and creatives."
    >
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none">
        {REASONS.map((reason) => (
          <Box as="li" key={reason.title} borderWidth="1px" rounded="xl" p="6">
            <Stack direction="row" gap="3" align="flex-start">
              <chakra.svg viewBox="0 0 24 24" boxSize="6" flexShrink="0" color="teal.600" aria-hidden="true">
                <path d="M5 12.5 10 17l9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </chakra.svg>
              <Box>
                <CardText title={reason.title} text={reason.text} size="md" gap="1" />
              </Box>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function ClosingCallToAction() {
  return (
    <Box as="section" id="get-started" aria-labelledby="get-started-heading" bg="teal.700" color="white">
      <Container maxW="3xl" py={{ base: '16', md: '20' }} textAlign="center">
        <Heading id="get-started-heading" as="h2" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          Ready to remix your room?
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} mt="4" color="teal.50">
          Create your account, upload a photo and see your new space in under {TRANSFORMATION_CLAIM_SECONDS} seconds.
        </Text>
        <Button asChild size="xl" mt="8" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
          <RouterLink to={ROUTE_PATHS.auth}>Get Started</RouterLink>
        </Button>
      </Container>
    </Box>
  );
}

/** The landing page below the hero: how it works, the examples, why choose us and the closing call to action. */
export function LandingSections() {
  useScrollToHash();
  return (
    <>
      <HowItWorks />
      <Examples />
      <WhyChoose />
      <ClosingCallToAction />
    </>
  );
}
