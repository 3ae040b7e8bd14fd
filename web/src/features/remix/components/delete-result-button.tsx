import { Text } from '@chakra-ui/react/text';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toastOutcome } from '@/lib/toast-api-error';
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
    // mutateAsync rather than mutate's callbacks: those are dropped when the refreshed list unmounts this card.
    const deleted = await toastOutcome(deletion.mutateAsync(resultId), {
      done: 'Result deleted',
      fallback: 'Failed to delete the result. Please try again.',
    });
    if (deleted) onDeleted();
  };
  return (
    <ConfirmButton label="Delete" title="Delete this result?" pending={deletion.isPending} onConfirm={deleteResult}>
      <Text>This cannot be undone.</Text>
    </ConfirmButton>
  );
}
