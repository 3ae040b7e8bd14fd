import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { readApiErrorBody } from '@/lib/api-error-body';
import { ADMIN_TEXTS } from '../texts';

interface LookupStateProps<T> {
  query: UseQueryResult<T>;
  /** What is looked up, as the spinner's label names it. */
  what: string;
  children: (data: T) => ReactNode;
}

/**
 * A lookup of one record (an account, a payment): a spinner, then the record, or the API's reason it failed ('User
 * not found', 'Payment not found') with Retry. Lists use `QueryState`, whose failure is always 'Failed to load …'.
 */
export function LookupState<T>({ query, what, children }: LookupStateProps<T>) {
  if (query.isPending) {
    return (
      <Flex justify="center" py="6">
        <Spinner color="teal.solid" aria-label={`Loading ${what}`} />
      </Flex>
    );
  }
  if (query.isError) {
    return (
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{readApiErrorBody(query.error)?.message ?? ADMIN_TEXTS.failedFallback}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  return children(query.data);
}
