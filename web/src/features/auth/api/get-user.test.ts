import { QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { server, setSignedInHint, testUser } from '@test/server';
import { userQueryOptions } from './get-user';

/**
 * Answers `GET /api/user` with `answer`, counting the calls, and watches the session query the way a mounted
 * `useUser()` does, until the test ends. The query's poll runs on faked intervals, which the test advances.
 */
function watchSession(answer: () => Response) {
  const seen = { calls: 0 };
  server.use(
    http.get('/api/user', () => {
      seen.calls += 1;
      return answer();
    }),
  );
  const observer = new QueryObserver(createQueryClient(), userQueryOptions());
  const unsubscribe = observer.subscribe(() => {});
  onTestFinished(unsubscribe);
  return { observer, seen };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the session query', () => {
  it('gives null at once and asks nothing when the browser holds no signed-in hint', async () => {
    const { observer, seen } = watchSession(() => HttpResponse.json(testUser));

    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: null });
    vi.advanceTimersByTime(15_000);
    expect(seen.calls).toBe(0);
  });

  it('gives the user and polls every 5 s while signed in', async () => {
    setSignedInHint(true);
    const { observer, seen } = watchSession(() => HttpResponse.json(testUser));

    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(testUser));
    expect(seen.calls).toBe(1);

    vi.advanceTimersByTime(5000);
    await vi.waitFor(() => expect(seen.calls).toBe(2));
  });

  it('gives null when the session of a signed-in hint has ended (401), and does not poll', async () => {
    setSignedInHint(true);
    const { observer, seen } = watchSession(() => HttpResponse.json({ message: 'Not signed in' }, { status: 401 }));

    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    expect(observer.getCurrentResult().data).toBeNull();

    vi.advanceTimersByTime(15_000);
    expect(seen.calls).toBe(1);
  });

  it('fails when the server answers with something that is not a user', async () => {
    setSignedInHint(true);
    const { observer } = watchSession(() => HttpResponse.json({ id: 'user-1' }));
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
  });
});
