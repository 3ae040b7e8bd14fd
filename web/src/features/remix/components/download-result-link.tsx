import type { ImageResult } from '@roomremix/contracts/remix';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';

/**
 * 'Download' for a result's image, saved under its title. The signed URL is on the storage host, where browsers
 * ignore `download`, so it also opens in a new tab rather than replacing the app.
 */
export function DownloadResultLink({ result }: { result: Pick<ImageResult, 'title' | 'resultImageUrl'> }) {
  return (
    <Button asChild colorPalette="teal">
      <Link
        href={result.resultImageUrl}
        download={`${result.title}.png`}
        target="_blank"
        rel="noopener"
        color="white"
        textDecoration="none"
      >
        Download
      </Link>
    </Button>
  );
}
