import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';

interface LoadErrorProps {
  what: string;
  /** Why it failed, when the caller knows better than 'Failed to load …' (the API's reason for one record). */
  title?: string | undefined;
  onRetry: () => void;
  isRetrying: boolean;
}

/** 'Failed to load …' (or the caller's reason) with a Retry button, for something that could not be fetched. */
export function LoadError({ what, title, onRetry, isRetrying }: LoadErrorProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title ?? `Failed to load ${what}`}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={isRetrying}>
        Retry
      </Button>
    </Alert.Root>
  );
}
