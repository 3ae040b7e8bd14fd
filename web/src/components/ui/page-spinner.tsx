import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';

/** A spinner centred in the page area, shown while the session or a screen loads. */
export function PageSpinner() {
  return (
    <Center minH="60vh" role="status" aria-label="Loading">
      <Spinner size="xl" color="teal.600" borderWidth="3px" />
    </Center>
  );
}
