import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { LoadError } from './load-error';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What the query loads, as the spinner's label and 'Failed to load …' name it. */
  what: string;
  /** The loaded data, shown. */
  children: (data: T) => ReactNode;
  /** The failure's title, when it should say more than 'Failed to load …'. */
  failure?: ((error: Error) => string) | undefined;
}

/** A loading spinner, then 'Failed to load …' (or `failure`'s text) with Retry, or the data itself. */
export function QueryState<T>({ query, what, children, failure }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <Flex justify="center" py="6">
        {/* A status, so its label is read (axe: aria-prohibited-attr on a span without a role). */}
        <Spinner color="teal.solid" role="status" aria-label={`Loading ${what}`} />
      </Flex>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        what={what}
        title={failure?.(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
