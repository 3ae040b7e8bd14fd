import { useRef, useState } from 'react';
import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { toast } from '@/components/ui/toast';
import { toastApiError } from '@/lib/toast-api-error';
import { useRevokeShare } from '../api/revoke-share';

/**
 * 'Turn off' of a share link, asking first; once off, the link says so to anyone who opens it and its images stop.
 * A failure is toasted and changes nothing.
 */
export function RevokeShareButton({ shareId, name }: { shareId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const revocation = useRevokeShare();

  const confirm = async () => {
    try {
      // mutateAsync rather than mutate's callbacks: those are dropped when the refreshed list unmounts this item.
      await revocation.mutateAsync(shareId);
    } catch (error) {
      toastApiError(error, { title: 'Error', fallback: 'Failed to turn off the link. Please try again.' });
      setConfirming(false);
      return;
    }
    toast({ title: SHARE_MESSAGES.revokedToast });
    setConfirming(false);
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={`Turn off link: ${name}`}
        onClick={() => setConfirming(true)}
        flexShrink="0"
      >
        Turn off
      </Button>
      <ModalDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!revocation.isPending) setConfirming(open);
        }}
        title="Turn off this link?"
        role="alertdialog"
        initialFocusEl={() => cancelRef.current}
        footer={
          <>
            <Button
              ref={cancelRef}
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={revocation.isPending}
            >
              Cancel
            </Button>
            <Button colorPalette="red" onClick={() => void confirm()} loading={revocation.isPending}>
              Turn off
            </Button>
          </>
        }
      >
        <Text>
          Anyone who opens it will be told it was turned off, and its images stop at once. Sharing the result again
          makes a new link.
        </Text>
      </ModalDialog>
    </>
  );
}
