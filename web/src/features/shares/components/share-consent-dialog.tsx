import { useRef, useState } from 'react';
import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { LabelledCheckbox } from '@/components/ui/labelled-checkbox';
import { type DialogControl, ModalDialog } from '@/components/ui/modal-dialog';

const Image = chakra('img');

interface ShareConsentDialogProps extends DialogControl {
  name: string;
  images: { original: string; result: string };
  /** Makes the link, with the original photo or without it. */
  onShare: (includeOriginal: boolean) => void;
}

/**
 * Before a result's first link: exactly what becomes public (the remix, the original photo unless the owner keeps it
 * private, the title, style and date) and what does not, then Create link. Opens on Cancel: nothing is published
 * until the owner says so.
 */
export function ShareConsentDialog({ name, images, onShare, ...control }: ShareConsentDialogProps) {
  const [resultOnly, setResultOnly] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const shown = resultOnly ? [images.result] : [images.original, images.result];
  return (
    <ModalDialog
      {...control}
      title="Share this remix publicly?"
      initialFocusEl={() => cancelRef.current}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={() => control.onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            colorPalette="teal"
            onClick={() => {
              control.onOpenChange(false);
              onShare(!resultOnly);
            }}
          >
            Create link
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{resultOnly ? SHARE_MESSAGES.consentResultOnly : SHARE_MESSAGES.consentWithOriginal}</Text>
        <SimpleGrid columns={shown.length} gap="3" aria-label="What becomes public">
          {shown.map((src) => (
            <Image
              key={src}
              src={src}
              alt={src === images.result ? `${name}, remixed (public)` : `${name}, original photo (public)`}
              rounded="l2"
              aspectRatio={3 / 2}
              objectFit="cover"
              w="full"
            />
          ))}
        </SimpleGrid>
        <LabelledCheckbox checked={resultOnly} onChange={setResultOnly}>
          Share the result only (keep my original photo private)
        </LabelledCheckbox>
        <Text fontSize="sm" color="fg.muted">
          {SHARE_MESSAGES.consentNotShared}
        </Text>
      </Stack>
    </ModalDialog>
  );
}
