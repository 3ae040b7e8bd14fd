import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { LAUNCH_TEXT, SUPPORT_EMAIL } from '@roomremix/contracts/constants';
import { supportMailto } from '@/config/support';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { CardText } from '@/components/ui/card-text';
import { HeroHeading } from './hero-heading';

const COMING_FEATURES = [
  {
    title: 'AI Material Transfer',
    text: 'Show a photo of a material you love, such as oak, marble or brick, and see it on your own floor, walls or furniture.',
  },
  {
    title: 'Custom Design Elements',
    text: 'Combine reference images, labels and your own instructions to control exactly what changes and what stays.',
  },
  {
    title: 'Style Suggestions',
    text: 'Try a room in Scandinavian, industrial, coastal or art deco style, from a subtle touch to a dramatic makeover.',
  },
];

/** The coming-soon landing page at `/coming-soon`. */
export function ComingSoonPage() {
  useDocumentMeta({
    title: 'Coming Soon',
    description: `RoomRemix, the AI room redesign app, is launching ${LAUNCH_TEXT}: material transfer, custom design elements and style suggestions.`,
  });
  return (
    <>
      <Box as="section" aria-labelledby="coming-soon-heading" bgGradient="to-b" gradientFrom="teal.50" gradientTo="bg">
        <Container maxW="3xl" py={{ base: '16', md: '28' }} textAlign="center">
          <Box
            display="inline-block"
            px="3"
            py="1"
            rounded="full"
            bg="teal.100"
            color="teal.800"
            fontSize="sm"
            fontWeight="semibold"
          >
            Launching {LAUNCH_TEXT}
          </Box>
          <HeroHeading id="coming-soon-heading" mt="6" />
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mt="6">
            RoomRemix turns a photo of your room into a redesign you can see before you renovate.
          </Text>
        </Container>
      </Box>
      <Container as="section" aria-labelledby="whats-coming-heading" maxW="6xl" py={{ base: '14', md: '20' }}>
        <Heading id="whats-coming-heading" as="h2" size={{ base: '2xl', md: '3xl' }} textAlign="center">
          What&apos;s Coming
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6" mt="10">
          {COMING_FEATURES.map((feature) => (
            <Box as="li" key={feature.title} borderWidth="1px" rounded="xl" p="6">
              <CardText title={feature.title} text={feature.text} />
            </Box>
          ))}
        </SimpleGrid>
        <Text textAlign="center" mt="12" color="fg.muted">
          Questions, or want to hear when we launch? Write to us at{' '}
          <Link href={supportMailto('RoomRemix launch')} color="teal.700" fontWeight="medium">
            {SUPPORT_EMAIL}
          </Link>
          .
        </Text>
      </Container>
    </>
  );
}
