import type { ImageResult } from '@roomremix/contracts/remix';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BeforeAfterSlider } from '@/components/ui/before-after-slider';

interface RemixResultProps {
  result: ImageResult;
  /** What the user should know about how the image was made (the job's notes). */
  notes: string[];
  onNewRemix: () => void;
}

/** The finished remix: before/after slider, download link, structure score, engine label and 'New Remix'. */
export function RemixResult({ result, notes, onNewRemix }: RemixResultProps) {
  return (
    <Stack gap="3" as="section" aria-label="Remix result">
      <BeforeAfterSlider
        before={{ src: result.baseImageUrl, alt: `${result.title}, before` }}
        after={{ src: result.resultImageUrl, alt: `${result.title}, after` }}
        label={`Compare before and after: ${result.title}`}
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
        <Button asChild colorPalette="teal">
          <Link href={result.resultImageUrl} download={`${result.title}.png`} target="_blank" rel="noopener" color="white" textDecoration="none">
            Download
          </Link>
        </Button>
        <Button variant="outline" onClick={onNewRemix}>
          New Remix
        </Button>
      </Flex>
    </Stack>
  );
}
