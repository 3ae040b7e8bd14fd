import { Accordion } from '@chakra-ui/react/accordion';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { FAQ_ITEMS, searchFaq } from '../data/faq-items';

/**
 * The accordion value of an item. Ark builds element ids from it, and aria-controls lists ids separated by spaces,
 * so the question itself (with its spaces) cannot serve.
 */
function itemValue(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function searchMessage(term: string, count: number): string {
  if (count === 0) return `No results found for "${term}"`;
  if (!term) return '';
  return `${count} ${count === 1 ? 'question matches' : 'questions match'} "${term}"`;
}

/** The FAQ accordion, filtered by `term`; one answer is open at a time. */
export function FaqList({ term, onClearSearch }: { term: string; onClearSearch: () => void }) {
  const searched = term.trim();
  const results = searchFaq(FAQ_ITEMS, searched);
  const empty = results.length === 0;
  const emptyFrame = {
    textAlign: 'center',
    py: '12',
    borderWidth: '1px',
    borderStyle: 'dashed',
    rounded: 'xl',
  } as const;

  return (
    // The status line stays the same element whatever the results, so screen readers announce each change.
    <Box {...(empty ? emptyFrame : {})}>
      <Text
        role="status"
        fontSize={empty ? 'lg' : 'sm'}
        color={empty ? 'fg' : 'fg.muted'}
        mb={empty || !searched ? '0' : '4'}
      >
        {searchMessage(searched, results.length)}
      </Text>
      {empty ? (
        <>
          <Text color="fg.muted" mt="2">
            Try another word, or ask us on the Contact tab.
          </Text>
          <Button variant="outline" mt="6" onClick={onClearSearch}>
            Clear search
          </Button>
        </>
      ) : (
        <Accordion.Root collapsible variant="enclosed">
          {results.map((item) => (
            <Accordion.Item key={item.question} value={itemValue(item.question)}>
              <Heading as="h3" fontSize="md" fontWeight="semibold">
                <Accordion.ItemTrigger cursor="pointer" py="4" textAlign="start">
                  <Box flex="1">{item.question}</Box>
                  <Accordion.ItemIndicator>
                    <chakra.svg viewBox="0 0 24 24" boxSize="5" aria-hidden="true" focusable="false">
                      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                    </chakra.svg>
                  </Accordion.ItemIndicator>
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted" lineHeight="tall">
                  {item.answer}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </Box>
  );
}
