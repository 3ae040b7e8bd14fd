import { type DragEvent, type RefObject, useId, useRef, useState } from 'react';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { formatFileSize } from '@roomremix/contracts/file-size';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { focusAfterRender } from '@/lib/focus-after-render';
import { useFilePick } from '../hooks/use-file-pick';
import type { PickedImage } from '@/lib/upload-rules';
import { chosenSurface } from '@/lib/chosen-surface';

interface ImageUploadAreaProps {
  /** Accessible name of the zone, e.g. 'Base image'. */
  label: string;
  images: PickedImage[];
  /** Called with the newly accepted files (already limited to the free slots). */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** How many images the zone holds (default 1). */
  maxFiles?: number;
  disabled?: boolean;
  /** Receives the zone's 'Browse Files' / 'Add More' button, for a parent that moves the focus there. */
  browseRef?: RefObject<HTMLButtonElement | null>;
}

const Image = chakra('img');
const Radio = chakra('input');

/** What the preview crop does not do: it is easily taken for a choice of the output's shape. */
const PREVIEW_CROP_NOTE = 'Only the preview is cropped: the remix uses your whole photo.';

/** Preview aspect options: square, video 16:9 and wide 3:2, the default. */
const PREVIEW_ASPECTS = {
  square: { label: 'Square', ratio: 1 },
  video: { label: 'Video (16:9)', ratio: 16 / 9 },
  wide: { label: 'Wide (3:2)', ratio: 3 / 2 },
} as const;
type PreviewAspect = keyof typeof PREVIEW_ASPECTS;
const ASPECT_OPTIONS = Object.keys(PREVIEW_ASPECTS) as PreviewAspect[];
const ACCEPT = UPLOAD_LIMITS.acceptedMimeTypes.join(',');

/**
 * A drop zone with 'Browse Files' and, once it holds images and has room, 'Add More'. Dragging files over it lights it
 * up; files beyond the free slots are dropped silently; rejected files are listed in red. Each image has a preview and
 * a remove button, and a summary gives the count and the total size.
 */
export function ImageUploadArea({
  label,
  images,
  onAdd,
  onRemove,
  maxFiles = 1,
  disabled = false,
  browseRef,
}: ImageUploadAreaProps) {
  const [dragActive, setDragActive] = useState(false);
  const [aspect, setAspect] = useState<PreviewAspect>('wide');
  const aspectName = useId();
  const previewNoteId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const ownBrowseRef = useRef<HTMLButtonElement>(null);
  const browseButton = browseRef ?? ownBrowseRef;
  const hintId = useId();
  const freeSlots = maxFiles - images.length;
  const full = freeSlots <= 0;
  const { errors, checking, take } = useFilePick(freeSlots, onAdd);
  const inactive = disabled || full;

  const onDrag = (event: DragEvent<HTMLDivElement>, active: boolean) => {
    event.preventDefault();
    event.stopPropagation();
    setDragActive(active && !inactive);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    onDrag(event, false);
    if (!inactive) take(Array.from(event.dataTransfer.files));
  };

  const totalBytes = images.reduce((sum, image) => sum + image.file.size, 0);
  const browse = () => inputRef.current?.click();

  return (
    <Stack gap="3">
      <Box
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        data-drag-active={dragActive || undefined}
        borderWidth="2px"
        borderStyle="dashed"
        {...chosenSurface(dragActive, inactive ? 'bg.muted' : 'bg')}
        opacity={inactive && !full ? 0.6 : 1}
        rounded="l3"
        p="5"
        textAlign="center"
        transition="background 0.15s, border-color 0.15s"
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          multiple={maxFiles > 1}
          hidden
          data-testid={`${label} input`}
          disabled={inactive}
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Stack gap="2" align="center">
          <Text fontWeight="medium">
            {dragActive
              ? 'Drop the images here'
              : checking
                ? 'Checking the images…'
                : full
                  ? 'Maximum number of images reached'
                  : 'Drag and drop images here'}
          </Text>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {UPLOAD_LIMITS.hint}
          </Text>
          <Flex gap="2" wrap="wrap" justify="center">
            {images.length === 0 ? (
              <Button ref={browseButton} size="sm" variant="outline" onClick={browse} disabled={inactive}>
                Browse Files
              </Button>
            ) : (
              !full && (
                <Button ref={browseButton} size="sm" variant="outline" onClick={browse} disabled={inactive}>
                  Add More
                </Button>
              )
            )}
          </Flex>
        </Stack>
      </Box>
      {errors.length > 0 && (
        <Stack gap="1" role="alert">
          {errors.map((error, index) => (
            <Text key={index} color="fg.error" fontSize="sm">
              {error}
            </Text>
          ))}
        </Stack>
      )}
      {images.length > 0 && (
        <Stack gap="2">
          <Flex
            role="radiogroup"
            aria-label={`Preview crop of ${label}`}
            aria-describedby={previewNoteId}
            gap="1"
            wrap="wrap"
            align="center"
            fontSize="sm"
          >
            <Text as="span" fontWeight="medium" me="1" aria-hidden="true">
              Preview crop:
            </Text>
            {ASPECT_OPTIONS.map((option) => (
              <Flex
                as="label"
                key={option}
                gap="1.5"
                align="center"
                px="2"
                py="1"
                rounded="md"
                borderWidth="1px"
                cursor="pointer"
                {...chosenSurface(aspect === option)}
              >
                <Radio
                  type="radio"
                  name={aspectName}
                  value={option}
                  accentColor="teal.solid"
                  checked={aspect === option}
                  onChange={() => setAspect(option)}
                />
                {PREVIEW_ASPECTS[option].label}
              </Flex>
            ))}
          </Flex>
          <Text id={previewNoteId} fontSize="xs" color="fg.muted">
            {PREVIEW_CROP_NOTE}
          </Text>
          <SimpleGrid columns={maxFiles > 1 ? { base: 2, sm: 3 } : 1} gap="2">
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
                  onClick={() => {
                    onRemove(image.id);
                    focusAfterRender(browseButton);
                  }}
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
      )}
    </Stack>
  );
}
