import type { Listing } from '@roomremix/contracts/listings';
import { Text } from '@chakra-ui/react/text';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { useStagingForm } from '../hooks/use-staging-form';
import { restageQuestion } from '../texts';
import { TAP_SIZE } from './tap-size';

interface RestageButtonProps {
  form: ReturnType<typeof useStagingForm>;
  listing: Listing;
}

/**
 * Stage again: the photos that already have a take of the form's settings, staged (and charged) once more by name,
 * after a question that names them and the cost. Their current takes stay as earlier takes.
 */
export function RestageButton({ form, listing }: RestageButtonProps) {
  const numbers = form.restage.photos.map((photo) => listing.photos.indexOf(photo) + 1);
  const question = restageQuestion(numbers, form.restage.cost);
  return (
    <ConfirmButton
      label="Stage again…"
      confirmLabel={question.confirm}
      tone="pay"
      size={TAP_SIZE}
      title={question.title}
      pending={form.starting}
      disabled={!form.canRestage}
      onConfirm={async () => form.restageAll()}
    >
      <Text>{question.body}</Text>
    </ConfirmButton>
  );
}
