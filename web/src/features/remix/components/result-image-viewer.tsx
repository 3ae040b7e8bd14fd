import { useState } from 'react';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { type DialogControl, ModalDialog } from '@/components/ui/modal-dialog';
import { resultName } from '../utils/result-variant';
import { DownloadResultLink } from './download-result-link';
import { ResultComparison } from './result-comparison';

const Image = chakra('img');

/** What the full-screen body may fill: the screen less the dialog's title and footer. */
const VIEW_HEIGHT = 'calc(100dvh - 11rem)';

/**
 * A result full screen: the before/after comparison, each photo whole in its own shape, as large as the screen
 * allows; 'Zoom to full size' shows the remix at its own pixels, scrollable, for the details.
 */
export function ResultImageViewer({ result, ...control }: { result: ImageResult } & DialogControl) {
  const [zoomed, setZoomed] = useState(false);
  const name = resultName(result);
  return (
    <ModalDialog
      open={control.open}
      onOpenChange={(open) => {
        setZoomed(false);
        control.onOpenChange(open);
      }}
      title={name}
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
          <Image src={result.resultImageUrl} alt={name} maxW="none" display="block" mx="auto" />
        </Box>
      ) : (
        <ResultComparison result={result} maxFrameHeight={VIEW_HEIGHT} />
      )}
    </ModalDialog>
  );
}
