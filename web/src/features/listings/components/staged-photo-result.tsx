import type { ListingPhoto } from '@roomremix/contracts/listings';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ThumbnailImage } from '@/components/ui/thumbnail-image';
import { PHASE_LABELS } from '../texts';
import { matchedPhotoNumber, type StagingPhase, stagingPhase } from '../utils/batch-progress';
import { EarlierTakes } from './earlier-takes';

const PHASE_COLOURS: Readonly<Record<StagingPhase, string>> = {
  queued: 'gray',
  staging: 'blue',
  done: 'green',
  failed: 'red',
};

interface StagedPhotoResultProps {
  listingId: string;
  photo: ListingPhoto;
  number: number;
  /** The listing's photos in order: which one this photo matched is named by its number. */
  photos: readonly ListingPhoto[];
}

/**
 * One photo of the batch: its phase, its error when it failed, and once done what its disclosure says of it and the
 * original beside the staged photo, then its earlier takes. "Furniture matched" only where an engine that furnishes
 * matched it.
 */
export function StagedPhotoResult({ listingId, photo, number, photos }: StagedPhotoResultProps) {
  const staged = photo.staged;
  if (!staged) return null;
  const phase = stagingPhase(staged);
  const name = `Photo ${number}`;
  const matched = matchedPhotoNumber(photo, photos);
  const ratio = photo.width / photo.height;
  return (
    <Stack as="li" aria-label={name} gap="3" p="3" layerStyle="panel" bg="bg.panel">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold">{name}</Text>
        <Badge colorPalette={PHASE_COLOURS[phase]}>{PHASE_LABELS[phase]}</Badge>
        {matched !== null && staged.furnitureMatched && (
          <Text fontSize="sm" color="fg.muted">{`Furniture matched to photo ${matched}`}</Text>
        )}
      </Flex>
      {staged.caption && <Text fontSize="sm">{staged.caption}</Text>}
      {phase === 'failed' && staged.error && (
        <Text color="fg.error" fontSize="sm">
          {staged.error}
        </Text>
      )}
      {/* Stacked on a phone, where side by side each would be too small to judge (or to read its label). */}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={{ base: '2', md: '3' }}>
        <Figure
          src={photo.originalUrl}
          thumbnailUrl={photo.previewUrl}
          alt={`${name}, original`}
          caption="Original"
          width={photo.width}
          height={photo.height}
        />
        {staged.imageUrl ? (
          <Figure
            src={staged.imageUrl}
            thumbnailUrl={staged.thumbnailUrl}
            alt={`${name}, staged`}
            caption="Staged"
            width={photo.width}
            height={photo.height}
          />
        ) : (
          <Box
            aspectRatio={ratio}
            rounded="l2"
            bg="bg.muted"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <Text fontSize="sm" color="fg.muted">
              {phase === 'failed' ? 'Not staged' : `${PHASE_LABELS[phase]}…`}
            </Text>
          </Box>
        )}
      </SimpleGrid>
      {staged.flagged && (
        <Text role="note" color="fg.warning" fontSize="sm" fontWeight="medium">
          {LISTING_MESSAGES.structureFlagged}
        </Text>
      )}
      {staged.structureScore !== null && (
        <Text fontSize="sm" color="fg.muted">{`Structure score: ${staged.structureScore}/100`}</Text>
      )}
      <EarlierTakes listingId={listingId} photo={photo} name={name} />
    </Stack>
  );
}

/** How wide each side of the comparison shows: the whole width on a phone, half from `sm` (480 px). */
const FIGURE_SIZES = '(min-width: 480px) 50vw, 100vw';

interface FigureProps {
  src: string;
  /** The image's preview (the original's or the staged one's), shown instead where there is one. */
  thumbnailUrl?: string | null;
  alt: string;
  caption: string;
  /** The photo's pixel size: the figure keeps its proportions, and the preview's width follows from it. */
  width: number;
  height: number;
}

/** One side of the comparison, at the photo's own proportions so neither is cropped. */
function Figure({ src, thumbnailUrl = null, alt, caption, width, height }: FigureProps) {
  return (
    <Box as="figure" m="0" minW="0">
      <ThumbnailImage
        thumbnailUrl={thumbnailUrl}
        fullUrl={src}
        width={width}
        height={height}
        sizes={FIGURE_SIZES}
        alt={alt}
        w="full"
        aspectRatio={width / height}
        objectFit="cover"
        rounded="l2"
        bg="bg.muted"
      />
      <Text as="figcaption" mt="1" fontSize="sm" color="fg.muted">
        {caption}
      </Text>
    </Box>
  );
}
