import { useEffect, useRef } from 'react';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ResultVariant } from './result-variant';

interface RemixResultProps {
  /** The remix's images in variant order: one, or several that share the title and settings. */
  results: ImageResult[];
  /** What the user should know about how the images were made (the job's notes). */
  notes: string[];
  onNewRemix: () => void;
  /** Makes a result the next base image. */
  onRemixResult: (result: ImageResult) => Promise<void>;
}

/**
 * The finished remix across the page: its title, 'New Remix', the job's notes, then each image with its own slider,
 * Download and 'Remix this result'; several variants sit side by side where the screen is wide enough.
 */
export function RemixResult({ results, notes, onNewRemix, onRemixResult }: RemixResultProps) {
  // The button that started the remix is gone: take the focus (and the scroll, on a phone) to the result.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <Stack
      ref={region}
      gap="4"
      as="section"
      aria-label="Remix result"
      tabIndex={-1}
      outline="none"
      layerStyle="panel"
      p="5"
      bg="bg"
      boxShadow="xs"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {results[0]?.title}
        </Heading>
        <Button variant="outline" onClick={onNewRemix}>
          New Remix
        </Button>
      </Flex>
      {notes.map((note) => (
        <Text key={note} fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ))}
      <SimpleGrid columns={results.length > 1 ? { base: 1, md: 2 } : 1} gap="6">
        {results.map((result) => (
          <ResultVariant key={result.id} result={result} onRemixResult={onRemixResult} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
