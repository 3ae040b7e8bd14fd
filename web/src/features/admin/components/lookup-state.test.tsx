import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from '@/components/ui/provider';
import { ApiError } from '@/lib/api-client';
import { LookupState } from './lookup-state';

/** A failed query, as react-query reports it, with `error`. */
function failed(error: Error): UseQueryResult<string> {
  return { isPending: false, isError: true, isFetching: false, error, refetch: () => Promise.resolve() } as never;
}

function renderLookup(error: Error) {
  render(
    <Provider>
      <LookupState query={failed(error)} what="the account">
        {(data) => data}
      </LookupState>
    </Provider>,
  );
}

describe('LookupState', () => {
  it("says the API's reason a record was not found, with Retry", () => {
    renderLookup(new ApiError(404, 'Not Found', JSON.stringify({ message: 'User not found', code: 'not_found' })));
    expect(screen.getByRole('alert')).toHaveTextContent('User not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says the request failed when the answer carries no reason', () => {
    renderLookup(new Error('network down'));
    expect(screen.getByRole('alert')).toHaveTextContent('The request failed. Please try again.');
  });
});
