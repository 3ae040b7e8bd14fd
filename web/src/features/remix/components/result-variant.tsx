import { useState } from 'react';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { resultName, variantLabel } from '../utils/result-variant';
import { DownloadResultLink } from './download-result-link';
import { ResultComparison } from './result-comparison';
import { ResultImageViewer } from './result-image-viewer';
import { ShareResult } from './share-result-slot';

interface ResultVariantProps {
  result: ImageResult;
  /** Makes the result the next base image; the button spins until it settles. */
  onRemixResult: (result: ImageResult) => Promise<void>;
}

/**
 * One image of the finished remix: which variant it is when the remix made several, the before/after slider with both
 * photos whole, engine label, structure score, Download, Share, 'Remix this result' and 'Full screen'.
 */
export function ResultVariant({ result, onRemixResult }: ResultVariantProps) {
  const [loadingResult, setLoadingResult] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const label = variantLabel(result);
  const remixThis = async () => {
    setLoadingResult(true);
    try {
      await onRemixResult(result);
    } finally {
      setLoadingResult(false);
    }
  };
  return (
    <Stack as="article" aria-label={resultName(result)} gap="3" minW="0">
      {label && (
        <Heading as="h3" size="sm">
          {label}
        </Heading>
      )}
      <ResultComparison result={result} maxFrameHeight="70vh" />
      <Flex gap="2" wrap="wrap" align="center">
        {result.engine === 'local' && <Badge colorPalette="orange">Local engine</Badge>}
        {result.structureScore !== null && (
          <Text fontSize="sm" color="fg.muted">{`Structure score: ${result.structureScore}/100`}</Text>
        )}
      </Flex>
      <Flex gap="2" wrap="wrap">
        <DownloadResultLink result={result} />
        <ShareResult
          images={{ original: result.baseImageUrl, result: result.resultImageUrl }}
          resultId={result.id}
          name={resultName(result)}
        />
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
