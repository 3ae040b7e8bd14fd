import { useState } from 'react';
import { QUALITY_LABELS, type Quality } from '@roomremix/contracts/enums';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { ShortDate } from '@/components/ui/short-date';
import { ThumbnailImage } from '@/components/ui/thumbnail-image';
import { useUpscaleFlow } from '../hooks/use-upscale-flow';
import { resultName, variantLabel } from '../utils/result-variant';
import { ReferenceCountNote } from './reference-count-note';
import { ResultDetailsDialog } from './result-details-dialog';
import { ResultImageViewer } from './result-image-viewer';
import { RESULTS_GRID_IMAGE_SIZES } from './results-grid';
import { ShareResult } from './share-result-slot';
import { UpscaleControl } from './upscale-control';
import { UpscaledFromNote } from './upscaled-from-note';

/** The colour of each quality's badge. */
export const QUALITY_BADGE_PALETTE: Readonly<Record<Quality, string>> = {
  standard: 'gray',
  hd: 'purple',
  ultra: 'teal',
};

/**
 * One saved remix: its preview, which opens the full-image viewer, the title, quality badge, which variant it is (when
 * its remix made several), date, 'N refs' with its note, Share, and Details, which opens the details dialog; then
 * 'Upscale to 4K' (with its progress once confirmed) where the engine can, or what an upscaled result was made from.
 * `hasUltraCopy`: the list shown holds an Ultra copy of this result, which the upscale's confirmation mentions.
 */
export function ResultCard({ result, hasUltraCopy = false }: { result: ImageResult; hasUltraCopy?: boolean }) {
  const name = resultName(result);
  const variant = variantLabel(result);
  const [open, setOpen] = useState<'viewer' | 'details' | null>(null);
  // Held by the card, so an upscale started in the details goes on showing here once they close.
  const upscale = useUpscaleFlow(result, hasUltraCopy);
  const control = (dialog: 'viewer' | 'details') => ({
    open: open === dialog,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? dialog : null),
  });
  return (
    <Stack as="article" aria-label={name} gap="0" layerStyle="panel">
      {/* The button rounds the image into the card's corners, not the card: a card clipping its content would cut
          off the image's focus ring, drawn outside it. */}
      <chakra.button
        type="button"
        aria-label={`View full image: ${name}`}
        onClick={() => setOpen('viewer')}
        cursor="zoom-in"
        overflow="hidden"
        borderTopRadius="calc(var(--chakra-radii-l3) - 1px)"
        focusVisibleRing="outside"
      >
        <ThumbnailImage
          thumbnailUrl={result.thumbnailUrl}
          fullUrl={result.resultImageUrl}
          width={result.width}
          height={result.height}
          sizes={RESULTS_GRID_IMAGE_SIZES}
          alt={name}
          aspectRatio={3 / 2}
          w="full"
          objectFit="cover"
        />
      </chakra.button>
      <Stack p="3" gap="2">
        <Text fontWeight="medium" truncate>
          {result.title}
        </Text>
        <Flex justify="space-between" align="center" gap="2">
          <Flex gap="1" wrap="wrap">
            <Badge colorPalette={QUALITY_BADGE_PALETTE[result.quality]}>{QUALITY_LABELS[result.quality]}</Badge>
            {variant && <Badge variant="outline">{variant}</Badge>}
          </Flex>
          <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <ShortDate iso={result.createdAt} />
          </Text>
        </Flex>
        <Flex justify="space-between" align="center" gap="2">
          <ReferenceCountNote references={result.referenceImageUrls.length} tokens={result.tokensUsed} />
          <Flex gap="2">
            <ShareResult
              images={{ original: result.baseImageUrl, result: result.resultImageUrl }}
              resultId={result.id}
              name={name}
              compact
            />
            <Button size="xs" variant="outline" aria-label={`Details: ${name}`} onClick={() => setOpen('details')}>
              Details
            </Button>
          </Flex>
        </Flex>
        {(result.upscaledFrom !== null || upscale.phase.kind !== 'unavailable') && (
          <Flex align="center" gap="2" minH="8">
            <UpscaledFromNote result={result} />
            <UpscaleControl flow={upscale} name={name} size="xs" />
          </Flex>
        )}
      </Stack>
      <ResultImageViewer result={result} {...control('viewer')} />
      <ResultDetailsDialog result={result} upscale={upscale} {...control('details')} />
    </Stack>
  );
}
