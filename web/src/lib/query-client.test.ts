import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { createQueryClient } from './query-client';

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
  it('loads a query from the path in its key and keeps it: the data never goes stale', async () => {
    const seen = countCalls('/api/results', () => HttpResponse.json([{ id: 'r1' }]));
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/results'] })).resolves.toEqual([{ id: 'r1' }]);
    await expect(client.fetchQuery({ queryKey: ['/api/results'] })).resolves.toEqual([{ id: 'r1' }]);
    expect(seen.calls).toBe(1);
  });

  it('does not retry a failed query, and a 401 is an error by default', async () => {
    const seen = countCalls('/api/tokens/history', () => HttpResponse.text('Unauthorized', { status: 401 }));
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/tokens/history'] })).rejects.toThrow('401: Unauthorized');
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
