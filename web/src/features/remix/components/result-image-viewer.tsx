import type { ImageResult } from '@roomremix/contracts/remix';
import { chakra } from '@chakra-ui/react/styled-system';
import { type DialogControl, ModalDialog } from '@/components/ui/modal-dialog';
import { DownloadResultLink } from './download-result-link';

const Image = chakra('img');

/** The full-image viewer of a result: the remixed image as large as the screen allows, with Download. */
export function ResultImageViewer({ result, ...control }: { result: ImageResult } & DialogControl) {
  return (
    <ModalDialog
      {...control}
      title={result.title}
      closeLabel="Close image"
      size={{ mdDown: 'full', md: 'xl' }}
      footer={<DownloadResultLink result={result} />}
    >
      <Image src={result.resultImageUrl} alt={result.title} w="full" maxH="75vh" objectFit="contain" rounded="l2" />
    </ModalDialog>
  );
}
