import { Button } from '@chakra-ui/react/button';
import { useShareResult } from '../hooks/use-share-result';
import { ShareLinkDialog } from './share-link-dialog';

interface ShareResultButtonProps {
  resultId: string;
  /** What the result is called: the shared link's title, and the compact button's accessible name. */
  name: string;
  /** A small button named 'Share: <name>', for a card among many. */
  compact?: boolean;
}

/** 'Share' of a result: a new public link, copied (or handed to a phone's share sheet); see `useShareResult`. */
export function ShareResultButton({ resultId, name, compact = false }: ShareResultButtonProps) {
  const { share, isSharing, manualLink, closeManualLink } = useShareResult({ resultId, title: name });
  return (
    <>
      <Button
        variant="outline"
        size={compact ? 'xs' : undefined}
        aria-label={compact ? `Share: ${name}` : undefined}
        loading={isSharing}
        onClick={() => void share()}
      >
        Share
      </Button>
      <ShareLinkDialog
        url={manualLink.url}
        name={name}
        open={manualLink.open}
        onOpenChange={(open) => {
          if (!open) closeManualLink();
        }}
      />
    </>
  );
}
