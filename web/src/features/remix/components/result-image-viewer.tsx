import { useState } from 'react';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { BeforeAfterSlider } from '@/components/ui/before-after-slider';
import { type DialogControl, ModalDialog } from '@/components/ui/modal-dialog';
import { DownloadResultLink } from './download-result-link';

const Image = chakra('img');

/** What the full-screen body may fill: the screen less the dialog's title and footer. */
const VIEW_HEIGHT = 'calc(100dvh - 11rem)';

/**
 * A result full screen: the before/after comparison, each photo whole in its own shape, as large as the screen
 * allows; 'Zoom to full size' shows the remix at its own pixels, scrollable, for the details.
 */
export function ResultImageViewer({ result, ...control }: { result: ImageResult } & DialogControl) {
  const [zoomed, setZoomed] = useState(false);
  return (
    <ModalDialog
      open={control.open}
      onOpenChange={(open) => {
        setZoomed(false);
        control.onOpenChange(open);
      }}
      title={result.title}
      closeLabel="Close image"
      size="full"
      footer={
        <Flex justify="space-between" w="full" gap="2">
          <Button variant="outline" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
            Zoom to full size
          </Button>
          <DownloadResultLink result={result} />
        </Flex>
      }
    >
      {zoomed ? (
        <Box overflow="auto" maxH={VIEW_HEIGHT} rounded="l2" bg="bg.muted">
          <Image src={result.resultImageUrl} alt={result.title} maxW="none" display="block" mx="auto" />
        </Box>
      ) : (
        <BeforeAfterSlider
          before={{ src: result.baseImageUrl, alt: `${result.title}, before` }}
          after={{ src: result.resultImageUrl, alt: `${result.title}, after` }}
          label={`Compare before and after: ${result.title}`}
          aspectRatio="image"
          maxFrameHeight={VIEW_HEIGHT}
          loading="eager"
        />
      )}
    </ModalDialog>
  );
}
