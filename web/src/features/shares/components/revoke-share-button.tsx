import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { Text } from '@chakra-ui/react/text';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toastOutcome } from '@/lib/toast-api-error';
import { useRevokeShare } from '../api/revoke-share';

/**
 * 'Turn off' of a share link, asking first; once off, the link says so to anyone who opens it and its images stop.
 * A failure is toasted and changes nothing.
 */
export function RevokeShareButton({ shareId, name }: { shareId: string; name: string }) {
  const revocation = useRevokeShare();
  const revoke = async () => {
    // mutateAsync rather than mutate's callbacks: those are dropped when the refreshed list unmounts this item.
    await toastOutcome(revocation.mutateAsync(shareId), {
      done: SHARE_MESSAGES.revokedToast,
      fallback: 'Failed to turn off the link. Please try again.',
    });
  };
  return (
    <ConfirmButton
      label="Turn off"
      ariaLabel={`Turn off link: ${name}`}
      size="sm"
      title="Turn off this link?"
      pending={revocation.isPending}
      onConfirm={revoke}
    >
      <Text>
        Anyone who opens it will be told it was turned off, and its images stop at once. Sharing the result again makes
        a new link.
      </Text>
    </ConfirmButton>
  );
}
