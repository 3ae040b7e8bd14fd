import { useState } from 'react';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Group } from '@chakra-ui/react/group';
import { type DialogControl, ModalDialog } from '@/components/ui/modal-dialog';
import { resultName } from '../utils/result-variant';
import { ActualSizeImage } from './actual-size-image';
import { DownloadResultLink } from './download-result-link';
import { ResultComparison } from './result-comparison';

/** What the full-screen body may fill: the screen less the dialog's title and footer (and, at 100 %, the hint). */
const VIEW_HEIGHT = 'calc(100dvh - 11rem)';
const PAN_HEIGHT = 'calc(100dvh - 13rem)';

type Zoom = 'fit' | 'actual';

/**
 * A result full screen. 'Fit' (the default) shows the before/after comparison, each photo whole in its own shape, as
 * large as the screen allows; '100 %' shows the remix at its own pixels (an Ultra 4K result's detail), panned by
 * dragging, swiping or the arrow keys.
 */
export function ResultImageViewer({ result, ...control }: { result: ImageResult } & DialogControl) {
  const [zoom, setZoom] = useState<Zoom>('fit');
  const name = resultName(result);
  return (
    <ModalDialog
      open={control.open}
      onOpenChange={(open) => {
        setZoom('fit');
        control.onOpenChange(open);
      }}
      title={name}
      closeLabel="Close image"
      size="full"
      footer={
        <Flex justify="space-between" w="full" gap="2">
          <Group attached role="group" aria-label="Zoom">
            <Button
              variant={zoom === 'fit' ? 'solid' : 'outline'}
              aria-label="Fit to screen"
              aria-pressed={zoom === 'fit'}
              onClick={() => setZoom('fit')}
            >
              Fit
            </Button>
            <Button
              variant={zoom === 'actual' ? 'solid' : 'outline'}
              aria-label="100 % (actual pixels)"
              aria-pressed={zoom === 'actual'}
              onClick={() => setZoom('actual')}
            >
              100 %
            </Button>
          </Group>
          <DownloadResultLink result={result} />
        </Flex>
      }
    >
      {zoom === 'actual' ? (
        <ActualSizeImage src={result.resultImageUrl} alt={name} maxHeight={PAN_HEIGHT} />
      ) : (
        <ResultComparison result={result} maxFrameHeight={VIEW_HEIGHT} />
      )}
    </ModalDialog>
  );
}
