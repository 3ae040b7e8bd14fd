import { useRef, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { ModalDialog } from '@/components/ui/modal-dialog';
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
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deletion = useDeleteResult();

  const confirm = async () => {
    try {
      // mutateAsync rather than mutate's callbacks: those are dropped when the refreshed list unmounts this card.
      await deletion.mutateAsync(resultId);
    } catch (error) {
      toastApiError(error, { title: 'Error', fallback: 'Failed to delete the result. Please try again.' });
      setConfirming(false);
      return;
    }
    toast({ title: 'Result deleted' });
    setConfirming(false);
    onDeleted();
  };

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ModalDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!deletion.isPending) setConfirming(open);
        }}
        title="Delete this result?"
        role="alertdialog"
        initialFocusEl={() => cancelRef.current}
        footer={
          <>
            <Button
              ref={cancelRef}
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={deletion.isPending}
            >
              Cancel
            </Button>
            <Button colorPalette="red" onClick={() => void confirm()} loading={deletion.isPending}>
              Delete
            </Button>
          </>
        }
      >
        <Text>This cannot be undone.</Text>
      </ModalDialog>
    </>
  );
}
