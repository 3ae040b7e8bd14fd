import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type DialogControl, ModalDialog } from '@/components/ui/modal-dialog';
import { CopyableLink } from './copyable-link';

/** The link the browser would not copy, shown to be copied by hand (or with Copy, now a fresh click allows it). */
export function ShareLinkDialog({ url, name, ...control }: { url: string | null; name: string } & DialogControl) {
  return (
    <ModalDialog
      {...control}
      title="Share link"
      closeLabel="Close"
      footer={
        <Button variant="outline" onClick={() => control.onOpenChange(false)}>
          Done
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{SHARE_MESSAGES.copyFailed}</Text>
        {url && <CopyableLink url={url} name={name} />}
      </Stack>
    </ModalDialog>
  );
}
