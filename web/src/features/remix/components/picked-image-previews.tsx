import { formatFileSize } from '@roomremix/contracts/file-size';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { PickedImage } from '@/lib/upload-rules';
import { PREVIEW_ASPECTS, type PreviewAspect, PreviewCropPicker } from './preview-crop-picker';

const Image = chakra('img');

interface PickedImagePreviewsProps {
  /** The upload zone's name, e.g. 'Base image'. */
  label: string;
  images: PickedImage[];
  /** Called with the image whose Remove button was pressed. */
  onRemove: (id: string) => void;
  /** The previews' crop, kept by the zone while it is empty so a new photo shows as the last one did. */
  aspect: PreviewAspect;
  onAspectChange: (aspect: PreviewAspect) => void;
  /** Several images lay out in a grid, one takes the width. */
  several: boolean;
  disabled: boolean;
}

/** The picked images under an upload zone: the preview crop, a preview with Remove for each, the count and total size. */
export function PickedImagePreviews({
  label,
  images,
  onRemove,
  aspect,
  onAspectChange,
  several,
  disabled,
}: PickedImagePreviewsProps) {
  const totalBytes = images.reduce((sum, image) => sum + image.file.size, 0);
  return (
    <Stack gap="2">
      <PreviewCropPicker label={label} aspect={aspect} onChange={onAspectChange} />
      <SimpleGrid columns={several ? { base: 2, sm: 3 } : 1} gap="2">
        {images.map((image) => (
          <Box
            key={image.id}
            position="relative"
            rounded="md"
            overflow="hidden"
            bg="bg.muted"
            aspectRatio={PREVIEW_ASPECTS[aspect].ratio}
            data-aspect={aspect}
          >
            <Image src={image.previewUrl} alt={image.file.name} boxSize="full" objectFit="cover" />
            <Button
              size="2xs"
              colorPalette="red"
              position="absolute"
              top="1"
              insetEnd="1"
              aria-label={`Remove ${image.file.name}`}
              onClick={() => onRemove(image.id)}
              disabled={disabled}
            >
              Remove
            </Button>
          </Box>
        ))}
      </SimpleGrid>
      <Flex justify="space-between" fontSize="sm" color="fg.muted" gap="2" wrap="wrap">
        <Text>{`${images.length} image(s) selected`}</Text>
        <Text>{`Total size: ${formatFileSize(totalBytes)}`}</Text>
      </Flex>
    </Stack>
  );
}
