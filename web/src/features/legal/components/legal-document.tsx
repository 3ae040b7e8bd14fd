import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LEGAL_EFFECTIVE_DATE, SUPPORT_EMAIL } from '@roomremix/contracts/constants';
import { HomeButton } from '@/components/ui/message-page';
import { supportMailto } from '@/config/support';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** A legal page: title, effective date, the text, and the way back home. */
export function LegalDocument({
  title,
  description,
  children,
}: {
  title: string;
  /** The page's meta description. */
  description: string;
  children: ReactNode;
}) {
  useDocumentMeta({ title, description });
  return (
    <Container as="article" maxW="3xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
        {title}
      </Heading>
      <Text color="fg.muted" mt="3">
        Effective date: {LEGAL_EFFECTIVE_DATE}
      </Text>
      <Stack gap="10" mt="10" lineHeight="tall">
        {children}
      </Stack>
      <HomeButton mt="12">Return to Home</HomeButton>
    </Container>
  );
}

/** A numbered part of a legal text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="xl" mb="3">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

/** A paragraph of a legal text. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

/** A bulleted list of a legal text. */
export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <Stack as="ul" gap="2" ps="6" listStyleType="disc">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Stack>
  );
}

/** A link to another legal page, inside the text. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="teal.700" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The support address as a mailto link. */
export function SupportEmailLink() {
  return (
    <Link href={supportMailto()} color="teal.700" textDecoration="underline">
      {SUPPORT_EMAIL}
    </Link>
  );
}
