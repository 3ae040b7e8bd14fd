import { Link as RouterLink } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { helpPath, homePath, ROUTE_PATHS } from '@/lib/route-paths';
import { BrandMark } from './brand-mark';

interface FooterLink {
  label: string;
  to: string;
}

/**
 * The feature names have no pages of their own; each scrolls to the landing page's example that shows it (the ids are
 * the examples' anchors in features/marketing).
 */
const FEATURE_LINKS: FooterLink[] = [
  { label: 'Image Transformation', to: homePath('image-transformation') },
  { label: 'Material Transfer', to: homePath('material-transfer') },
  { label: 'Room Redesign', to: homePath('room-redesign') },
  { label: 'Object Placement', to: homePath('object-placement') },
];

const HELP_LINKS: FooterLink[] = [
  { label: 'Help Center', to: helpPath() },
  { label: 'Tutorials', to: helpPath('tutorials') },
  { label: 'FAQ', to: helpPath('faq') },
  { label: 'Contact Us', to: helpPath('contact') },
  { label: 'Terms of Service', to: ROUTE_PATHS.termsOfService },
  { label: 'Privacy Policy', to: ROUTE_PATHS.privacyPolicy },
  { label: 'Refund Policy', to: ROUTE_PATHS.refundPolicy },
];

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box as="nav" aria-label={title}>
      <Heading as="h2" size="sm" mb="4">
        {title}
      </Heading>
      <Stack as="ul" gap="2">
        {links.map((link) => (
          <li key={link.label}>
            <Link asChild color="fg.muted" fontSize="sm">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The site-wide footer: brand blurb, Features and Help Center columns, copyright. */
export function Footer() {
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px">
      <Container maxW="6xl" py="12">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="3">
            <Stack direction="row" align="center" gap="2" fontWeight="bold" fontSize="lg">
              <BrandMark />
              RoomRemix
            </Stack>
            <Text color="fg.muted" fontSize="sm" maxW="xs">
              Redesign any room with AI. Upload a photo, add materials or a style you love, and see your new space in
              under 30 seconds.
            </Text>
          </Stack>
          <FooterColumn title="Features" links={FEATURE_LINKS} />
          <FooterColumn title="Help Center" links={HELP_LINKS} />
        </SimpleGrid>
        {/* A prerendered page carries its build's year, and hydrating it in a later year keeps that (README, Decisions). */}
        <Text
          mt="10"
          pt="6"
          borderTopWidth="1px"
          textAlign="center"
          fontSize="sm"
          color="fg.muted"
          suppressHydrationWarning
        >
          {`© ${new Date().getFullYear()} RoomRemix. All rights reserved.`}
        </Text>
      </Container>
    </Box>
  );
}
