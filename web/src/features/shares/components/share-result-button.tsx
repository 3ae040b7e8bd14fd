import { Button } from '@chakra-ui/react/button';
import { useShareResult } from '../hooks/use-share-result';
import { ShareConsentDialog } from './share-consent-dialog';
import { ShareLinkDialog } from './share-link-dialog';

interface ShareResultButtonProps {
  resultId: string;
  /** What the result is called: the shared link's title, and the compact button's accessible name. */
  name: string;
  /** The original photo and the remix, shown in the consent dialog as what becomes public. */
  images: { original: string; result: string };
  /** A small button named 'Share: <name>', for a card among many. */
  compact?: boolean;
}

/**
 * 'Share' of a result. Its first link is made only after the consent dialog says what becomes public (and lets the
 * owner keep the original private); a result that already has a live link shares that one at once. Then the link is
 * copied or handed to a phone's share sheet (`useShareResult`).
 */
export function ShareResultButton({ resultId, name, images, compact = false }: ShareResultButtonProps) {
  const { begin, share, consenting, setConsenting, isSharing, manualLink, closeManualLink } = useShareResult({
    resultId,
    title: name,
  });
  return (
    <>
      <Button
        variant="outline"
        size={compact ? 'xs' : undefined}
        aria-label={compact ? `Share: ${name}` : undefined}
        loading={isSharing}
        onClick={() => void begin()}
      >
        Share
      </Button>
      <ShareConsentDialog
        name={name}
        images={images}
        open={consenting}
        onOpenChange={setConsenting}
        onShare={(includeOriginal) => void share(includeOriginal)}
      />
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
