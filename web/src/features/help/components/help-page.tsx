import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { KeptInput } from '@/components/ui/kept-input';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { HELP_TABS, type HelpTab, TAB_PARAM } from '@/lib/route-paths';
import { useHydrated } from '@/lib/use-hydrated';
import { ContactPanel } from './contact-panel';
import { FaqList } from './faq-list';
import { TutorialsPanel } from './tutorials-panel';

/** The tab a `?tab=` value selects: faq when it is missing or unknown. */
function toHelpTab(value: string | null): HelpTab {
  return HELP_TABS.find((tab) => tab === value) ?? 'faq';
}

function SearchIcon() {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="5"
      color="fg.muted"
      position="absolute"
      insetStart="3.5"
      top="50%"
      translate="0 -50%"
      pointerEvents="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </chakra.svg>
  );
}

/** The Help Center at `/help`: search, and the FAQ, tutorials and contact tabs chosen by `?tab=`. */
export function HelpPage() {
  useDocumentMeta({
    title: 'Help Center',
    description:
      'Answers about tokens, HD quality, reference images, room styles, payments and refunds, step-by-step tutorials, and how to reach RoomRemix support.',
  });
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered /help shows the FAQ (web/prerender): hydrate that, then show the tab the URL asks for.
  const hydrated = useHydrated();
  const tab = toHelpTab(hydrated ? searchParams.get(TAB_PARAM) : null);
  const [term, setTerm] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);

  const selectTab = (next: HelpTab) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(TAB_PARAM, next);
        return params;
      },
      // A tab is a view of the same page: it replaces the URL, so history and scroll position stay as they are.
      { replace: true },
    );
  };

  const search = (value: string) => {
    setTerm(value);
    // The search covers the FAQ, so typing shows the FAQ whichever tab was open.
    if (value.trim() && tab !== 'faq') selectTab('faq');
  };

  const clearSearch = () => {
    setTerm('');
    searchRef.current?.focus();
  };

  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
        Help Center
      </Heading>
      <Text color="fg.muted" fontSize="lg" mt="3">
        Find answers, follow a tutorial, or get in touch with our team.
      </Text>

      <Box role="search" position="relative" mt="8">
        <SearchIcon />
        <KeptInput
          ref={searchRef}
          type="search"
          size="lg"
          ps="11"
          placeholder="Search for help topics..."
          aria-label="Search for help topics"
          name="q"
          value={term}
          onChange={(event) => search(event.target.value)}
        />
      </Box>

      <Tabs.Root
        value={tab}
        onValueChange={(details) => selectTab(toHelpTab(details.value))}
        variant="line"
        colorPalette="teal"
        mt="8"
      >
        <Tabs.List aria-label="Help Center sections">
          <Tabs.Trigger value="faq">FAQ</Tabs.Trigger>
          <Tabs.Trigger value="tutorials">Tutorials</Tabs.Trigger>
          <Tabs.Trigger value="contact">Contact</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="faq" pt="6">
          <FaqList term={term} onClearSearch={clearSearch} />
        </Tabs.Content>
        <Tabs.Content value="tutorials" pt="6">
          <TutorialsPanel />
        </Tabs.Content>
        <Tabs.Content value="contact" pt="6">
          <ContactPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
