import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/ui/query-state';
import { readApiErrorBody } from '@/lib/api-error-body';
import { ADMIN_TEXTS } from '../texts';

interface LookupStateProps<T> {
  query: UseQueryResult<T>;
  /** What is looked up, as the spinner's label names it. */
  what: string;
  children: (data: T) => ReactNode;
}

/**
 * A lookup of one record (an account, a payment): `QueryState`, whose failure says the API's reason ('User not
 * found', 'Payment not found') rather than 'Failed to load …'.
 */
export function LookupState<T>({ query, what, children }: LookupStateProps<T>) {
  return (
    <QueryState
      query={query}
      what={what}
      failure={(error) => readApiErrorBody(error)?.message ?? ADMIN_TEXTS.failedFallback}
    >
      {children}
    </QueryState>
  );
}
