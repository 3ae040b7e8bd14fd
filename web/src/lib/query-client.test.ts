import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@test/server';
import { apiRequest } from './api-client';
import { createQueryClient } from './query-client';

/** A query of `path` as the features write theirs: its own function, cached under the path. */
const apiQuery = (path: string) => ({
  queryKey: [path],
  queryFn: async () => (await apiRequest('GET', path)).json() as Promise<unknown>,
});

function countCalls(path: string, answer: () => Response): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.get(path, () => {
      seen.calls += 1;
      return answer();
    }),
  );
  return seen;
}

describe('createQueryClient', () => {
  it('keeps what a query loaded: the data never goes stale', async () => {
    const seen = countCalls('/api/results', () => HttpResponse.json([{ id: 'r1' }]));
    const client = createQueryClient();

    await expect(client.fetchQuery(apiQuery('/api/results'))).resolves.toEqual([{ id: 'r1' }]);
    await expect(client.fetchQuery(apiQuery('/api/results'))).resolves.toEqual([{ id: 'r1' }]);
    expect(seen.calls).toBe(1);
  });

  it('does not retry a failed query', async () => {
    const seen = countCalls('/api/tokens/history', () => HttpResponse.text('Unauthorized', { status: 401 }));
    const client = createQueryClient();

    await expect(client.fetchQuery(apiQuery('/api/tokens/history'))).rejects.toThrow('401: Unauthorized');
    expect(seen.calls).toBe(1);
  });

  it('does not retry a failed mutation', async () => {
    let calls = 0;
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        calls += 1;
        throw new Error('500: Internal Server Error');
      },
    });

    await expect(mutation.execute(undefined)).rejects.toThrow('500: Internal Server Error');
    expect(calls).toBe(1);
  });
});
