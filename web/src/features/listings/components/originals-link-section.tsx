import { useRef, useState } from 'react';
import type { Listing } from '@roomremix/contracts/listings';
import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { toast } from '@/components/ui/toast';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { toastApiError, toastOutcome } from '@/lib/toast-api-error';
import { useCreateOriginalsLink } from '../api/create-originals-link';
import { useDeleteOriginalsLink } from '../api/delete-originals-link';
import { ORIGINALS_LINK_EXPLANATION, turnedOffLinkWarning } from '../texts';
import { TAP_SIZE } from './tap-size';

/**
 * The listing's originals link: what it is and Create originals link, or the live link in a read-only field with
 * Copy and Turn off. A browser that refuses the clipboard gets the link selected, to be copied by hand.
 */
export function OriginalsLinkSection({ listing }: { listing: Listing }) {
  const link = listing.originalsLink;
  return (
    <Stack gap="3">
      <Text color="fg.muted">{ORIGINALS_LINK_EXPLANATION}</Text>
      {link ? <LiveLink listingId={listing.id} url={link.url} /> : <CreateLink listing={listing} />}
    </Stack>
  );
}

/**
 * Create originals link. With no live link, any photo whose label carries a link carries one turned off: before a new
 * one is made, a dialog says those photos will not reach it and how to label them again.
 */
function CreateLink({ listing }: { listing: Listing }) {
  const creation = useCreateOriginalsLink(listing.id);
  const [warning, setWarning] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const stale = listing.photos.filter((photo) => photo.staged?.labelLink).length;
  const create = () =>
    creation.mutateAsync(undefined).then(
      () => setWarning(false),
      (error: unknown) =>
        toastApiError(error, { title: 'Error', fallback: 'Failed to create the originals link. Please try again.' }),
    );
  const { problem, remedy } = turnedOffLinkWarning(stale);
  return (
    <>
      <Button
        alignSelf="start"
        variant="outline"
        colorPalette="teal"
        size={TAP_SIZE}
        loading={creation.isPending && !warning}
        onClick={() => (stale > 0 ? setWarning(true) : void create())}
      >
        Create originals link
      </Button>
      <ModalDialog
        open={warning}
        onOpenChange={(open) => {
          if (!creation.isPending) setWarning(open);
        }}
        title="Create a new originals link?"
        role="alertdialog"
        initialFocusEl={() => cancelRef.current}
        footer={
          <>
            <Button ref={cancelRef} variant="outline" onClick={() => setWarning(false)} disabled={creation.isPending}>
              Cancel
            </Button>
            <Button colorPalette="teal" onClick={() => void create()} loading={creation.isPending}>
              Create new link
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Text>{problem}</Text>
          <Text>{remedy}</Text>
        </Stack>
      </ModalDialog>
    </>
  );
}

function LiveLink({ listingId, url }: { listingId: string; url: string }) {
  const field = useRef<HTMLInputElement>(null);
  const revocation = useDeleteOriginalsLink(listingId);
  const copy = async () => {
    if (await copyToClipboard(url)) return toast({ title: SHARE_MESSAGES.linkCopied });
    toast({ title: SHARE_MESSAGES.copyFailed, variant: 'destructive' });
    field.current?.focus();
  };
  const turnOff = async () => {
    await toastOutcome(revocation.mutateAsync(), {
      done: 'Originals link turned off',
      fallback: 'Failed to turn off the link. Please try again.',
    });
  };
  return (
    <Flex gap="2" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
      <Input
        ref={field}
        readOnly
        value={url}
        aria-label="Originals link"
        onFocus={(event) => event.currentTarget.select()}
        size={TAP_SIZE}
        fontFamily="mono"
        fontSize="xs"
        flex="1"
        minW="0"
      />
      <Flex gap="2">
        <Button variant="outline" size={TAP_SIZE} flex={{ base: '1', sm: 'none' }} onClick={() => void copy()}>
          Copy
        </Button>
        <ConfirmButton
          label="Turn off"
          ariaLabel="Turn off the originals link"
          size={TAP_SIZE}
          title="Turn off the originals link?"
          pending={revocation.isPending}
          onConfirm={turnOff}
        >
          <Text>
            Anyone who opens it, from a listing or a photo's QR code, will be told it was turned off. Creating a link
            again makes a new one.
          </Text>
        </ConfirmButton>
      </Flex>
    </Flex>
  );
}
