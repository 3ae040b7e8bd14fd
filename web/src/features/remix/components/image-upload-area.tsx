import { type RefObject, useId, useRef, useState } from 'react';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { focusAfterRender } from '@/lib/focus-after-render';
import { useFileDrop } from '@/lib/use-file-drop';
import { useFilePick } from '../hooks/use-file-pick';
import type { PickedImage } from '@/lib/upload-rules';
import { chosenSurface } from '@/lib/chosen-surface';
import { PickedImagePreviews } from './picked-image-previews';
import type { PreviewAspect } from './preview-crop-picker';

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
  /** The page's main zone: it also takes an image pasted anywhere on the page outside a text field. */
  pasteFromPage?: boolean;
}

const ACCEPT = UPLOAD_LIMITS.acceptedMimeTypes.join(',');

/**
 * A drop zone (drag, or paste while the focus is in it) with 'Browse Files' and, once it holds images and has room, 'Add More'. Dragging files over it lights it
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
  pasteFromPage = false,
}: ImageUploadAreaProps) {
  const [aspect, setAspect] = useState<PreviewAspect>('wide');
  const inputRef = useRef<HTMLInputElement>(null);
  const ownBrowseRef = useRef<HTMLButtonElement>(null);
  const browseButton = browseRef ?? ownBrowseRef;
  const hintId = useId();
  const freeSlots = maxFiles - images.length;
  const full = freeSlots <= 0;
  const { errors, checking, take } = useFilePick(freeSlots, onAdd);
  const inactive = disabled || full;
  const { dragActive, dropZoneProps } = useFileDrop(inactive, take, { pasteFromPage });

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
        {...dropZoneProps}
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
                  : 'Drag and drop or paste images here'}
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
        <PickedImagePreviews
          label={label}
          images={images}
          onRemove={(id) => {
            onRemove(id);
            focusAfterRender(browseButton);
          }}
          aspect={aspect}
          onAspectChange={setAspect}
          several={maxFiles > 1}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
