import { Text } from '@chakra-ui/react/text';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toast } from '@/components/ui/toast';
import { toastApiError } from '@/lib/toast-api-error';
import { useDeleteResult } from '../api/delete-result';

interface DeleteResultButtonProps {
  resultId: string;
  /** Called once the result is gone, to close what showed it. */
  onDeleted: () => void;
}

/** 'Delete', asking 'Delete this result? This cannot be undone.' first; a failure is toasted and changes nothing. */
export function DeleteResultButton({ resultId, onDeleted }: DeleteResultButtonProps) {
  const deletion = useDeleteResult();
  const deleteResult = async () => {
    try {
      // mutateAsync rather than mutate's callbacks: those are dropped when the refreshed list unmounts this card.
      await deletion.mutateAsync(resultId);
    } catch (error) {
      toastApiError(error, { title: 'Error', fallback: 'Failed to delete the result. Please try again.' });
      return;
    }
    toast({ title: 'Result deleted' });
    onDeleted();
  };
  return (
    <ConfirmButton label="Delete" title="Delete this result?" pending={deletion.isPending} onConfirm={deleteResult}>
      <Text>This cannot be undone.</Text>
    </ConfirmButton>
  );
}
