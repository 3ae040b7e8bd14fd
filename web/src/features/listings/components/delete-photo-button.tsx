import { Text } from '@chakra-ui/react/text';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toastOutcome } from '@/lib/toast-api-error';
import { useDeleteListingPhoto } from '../api/delete-listing-photo';
import { TAP_SIZE } from './tap-size';

interface DeletePhotoButtonProps {
  listingId: string;
  photoId: string;
  /** How the page names the photo, e.g. 'Photo 3'. */
  name: string;
  disabled: boolean;
}

/** Delete of one photo of a listing, asking first: its original and its staged result go with it. */
export function DeletePhotoButton({ listingId, photoId, name, disabled }: DeletePhotoButtonProps) {
  const deletion = useDeleteListingPhoto(listingId);
  const remove = async () => {
    // mutateAsync rather than mutate's callbacks: those are dropped when the refreshed grid unmounts this card.
    await toastOutcome(deletion.mutateAsync(photoId), {
      done: `${name} deleted`,
      fallback: 'Failed to delete the photo. Please try again.',
    });
  };
  return (
    <ConfirmButton
      label="Delete"
      ariaLabel={`Delete ${name}`}
      size={TAP_SIZE}
      title={`Delete ${name}?`}
      pending={deletion.isPending}
      onConfirm={remove}
      disabled={disabled}
    >
      <Text>The photo and its staged version leave the listing for good. Photos after it move up one place.</Text>
    </ConfirmButton>
  );
}
