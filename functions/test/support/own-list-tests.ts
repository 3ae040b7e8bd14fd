import { expect, it } from 'vitest';
import { signUp } from './accounts';
import { apiClient } from './api-client';
import { NOT_SIGNED_IN } from './api-errors';
import type { TestApp } from './test-app';

/**
 * Registers the tests every list of the signed-in user's own shares, such as `GET /api/tokens/history`: 401 without a
 * session, and empty for a new user. Pass the app as a function, as useSeededCatalog explains.
 */
export function ownListTests(app: () => TestApp, path: string): void {
  it('answers 401 without a session', async () => {
    const response = await apiClient(app()).get(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_SIGNED_IN);
  });

  it('is empty for a new user', async () => {
    const { client } = await signUp(app());
    const response = await client.get(path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
}
