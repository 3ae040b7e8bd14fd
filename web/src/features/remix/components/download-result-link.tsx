import type { MouseEvent } from 'react';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { toast } from '@/components/ui/toast';
import { saveResultImage } from '../api/save-result-image';
import { resultFileName } from '../utils/result-file';

type DownloadableResult = Pick<ImageResult, 'title' | 'createdAt' | 'resultImageUrl' | 'variant' | 'variantCount'>;

/**
 * 'Download' for a result's image, saved as `roomremix-<title>-<date>.jpg`. The link still points at the image, so
 * opening it in a new tab works as before.
 */
export function DownloadResultLink({ result }: { result: DownloadableResult }) {
  const download = (event: MouseEvent) => {
    event.preventDefault();
    saveResultImage(result).catch((error: unknown) => {
      console.error('Could not download the result', error);
      const description = error instanceof Error ? error.message : undefined;
      toast({ title: REMIX_MESSAGES.downloadFailed, description, variant: 'destructive' });
    });
  };
  return (
    <Button asChild colorPalette="teal">
      <Link
        href={result.resultImageUrl}
        download={resultFileName(result, 'jpg')}
        target="_blank"
        rel="noopener"
        onClick={download}
        color="white"
        textDecoration="none"
      >
        Download
      </Link>
    </Button>
  );
}
