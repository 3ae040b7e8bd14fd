import type { RefObject } from 'react';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { useMaskStrokes } from '../hooks/use-mask-strokes';
import type { usePickedImages } from '../hooks/use-picked-images';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { ImageUploadArea } from './image-upload-area';
import { MaskPainter } from './mask-painter';

interface YourRoomStepProps {
  base: ReturnType<typeof usePickedImages>;
  mask: ReturnType<typeof useMaskStrokes>;
  painting: boolean;
  onPaintingChange: (painting: boolean) => void;
  busy: boolean;
  browseRef: RefObject<HTMLButtonElement | null>;
  /** The painted share of the photo past which the brush warns (the local engine's removals); null: never. */
  warnAboveShare: number | null;
}

/**
 * Step 1: the base photo, the tip for a good one, and, once a photo is picked, the optional brush that limits the
 * remix to the painted part. Another photo starts with nothing painted.
 */
export function YourRoomStep({
  base,
  mask,
  painting,
  onPaintingChange,
  busy,
  browseRef,
  warnAboveShare,
}: YourRoomStepProps) {
  const [picked] = base.images;
  return (
    <Stack gap="3">
      <ImageUploadArea
        label="Base image"
        images={base.images}
        maxFiles={UPLOAD_LIMITS.baseImages}
        disabled={busy}
        browseRef={browseRef}
        pasteFromPage
        onAdd={(files) => {
          mask.clear();
          base.add(files);
        }}
        onRemove={(id) => {
          mask.clear();
          base.remove(id);
        }}
      />
      <Text fontSize="sm" color="fg.muted">
        Tip: use a photo of at least 1080x1080 pixels, well lit, taken straight on, without extreme shadows or
        reflections.
      </Text>
      {picked && (
        <Stack gap="3">
          <DisclosureButton open={painting} onOpenChange={onPaintingChange} variant="outline">
            {painting ? 'Hide the brush' : 'Change only part of the photo'}
          </DisclosureButton>
          {painting && (
            <MaskPainter
              imageUrl={picked.previewUrl}
              strokes={mask.strokes}
              onStroke={mask.add}
              onUndo={mask.undo}
              onClear={mask.clear}
              disabled={busy}
              warnAboveShare={warnAboveShare}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
