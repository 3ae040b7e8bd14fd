import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';

/** 'Failed to load …' with a Retry button, for a list that could not be fetched. */
export function LoadError({ what, onRetry, isRetrying }: { what: string; onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`Failed to load ${what}`}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={isRetrying}>
        Retry
      </Button>
    </Alert.Root>
  );
}
