import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { toastOutcome } from '@/lib/toast-api-error';
import { useDeleteListing } from '../api/delete-listing';
import { TAP_SIZE } from './tap-size';

/** Delete of the whole listing, asking first; once gone, the list of listings. */
export function DeleteListingButton({ listingId }: { listingId: string }) {
  const deletion = useDeleteListing(listingId);
  const navigate = useNavigate();
  const remove = async () => {
    const deleted = await toastOutcome(deletion.mutateAsync(), {
      done: 'Listing deleted',
      fallback: 'Failed to delete the listing. Please try again.',
    });
    if (deleted) await navigate(ROUTE_PATHS.listings, { replace: true });
  };
  return (
    <ConfirmButton
      label="Delete listing"
      size={TAP_SIZE}
      title="Delete this listing?"
      pending={deletion.isPending}
      onConfirm={remove}
    >
      <Text>
        Its photos, their staged versions and its originals link go for good. Tokens spent on staging are not returned.
      </Text>
    </ConfirmButton>
  );
}
