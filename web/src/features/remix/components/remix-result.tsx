import { useEffect, useRef, useState } from 'react';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BeforeAfterSlider } from '@/components/ui/before-after-slider';
import { DownloadResultLink } from './download-result-link';
import { ResultImageViewer } from './result-image-viewer';

interface RemixResultProps {
  result: ImageResult;
  /** What the user should know about how the image was made (the job's notes). */
  notes: string[];
  onNewRemix: () => void;
  /** Makes the result the next base image; the button spins until it settles. */
  onRemixResult: (result: ImageResult) => Promise<void>;
}

/**
 * The finished remix across the page: its title, the before/after slider with both photos whole, download link,
 * structure score, engine label, 'New Remix', 'Remix this result' and 'Full screen'.
 */
export function RemixResult({ result, notes, onNewRemix, onRemixResult }: RemixResultProps) {
  const [loadingResult, setLoadingResult] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  // The button that started the remix is gone: take the focus (and the scroll, on a phone) to the result.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  const remixThis = async () => {
    setLoadingResult(true);
    try {
      await onRemixResult(result);
    } finally {
      setLoadingResult(false);
    }
  };
  return (
    <Stack
      ref={region}
      gap="3"
      as="section"
      aria-label="Remix result"
      tabIndex={-1}
      outline="none"
      borderWidth="1px"
      rounded="l3"
      p="5"
      bg="bg"
      boxShadow="xs"
    >
      <Heading as="h2" size="md">
        {result.title}
      </Heading>
      <BeforeAfterSlider
        before={{ src: result.baseImageUrl, alt: `${result.title}, before` }}
        after={{ src: result.resultImageUrl, alt: `${result.title}, after` }}
        label={`Compare before and after: ${result.title}`}
        aspectRatio="image"
        maxFrameHeight="70vh"
        loading="eager"
      />
      <Flex gap="2" wrap="wrap" align="center">
        {result.engine === 'local' && <Badge colorPalette="orange">Local engine</Badge>}
        {result.structureScore !== null && (
          <Text fontSize="sm" color="fg.muted">{`Structure score: ${result.structureScore}/100`}</Text>
        )}
      </Flex>
      {notes.map((note) => (
        <Text key={note} fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ))}
      <Flex gap="2" wrap="wrap">
        <DownloadResultLink result={result} />
        <Button variant="outline" onClick={onNewRemix}>
          New Remix
        </Button>
        <Button variant="outline" loading={loadingResult} onClick={() => void remixThis()}>
          Remix this result
        </Button>
        <Button variant="outline" onClick={() => setFullScreen(true)}>
          Full screen
        </Button>
      </Flex>
      <ResultImageViewer result={result} open={fullScreen} onOpenChange={setFullScreen} />
    </Stack>
  );
}
