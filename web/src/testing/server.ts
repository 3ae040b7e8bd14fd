import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PublicUser } from '@roomremix/contracts/public-user';

/** The mock API every web test talks to; each test adds the handlers for the calls it expects. */
export const server = setupServer();

/** A signed-in user as `GET /api/user` returns it. */
export const testUser: PublicUser = {
  id: 'user-1',
  username: 'jane',
  email: 'jane@example.com',
  fullName: 'Jane Doe',
  role: 'user',
  tokenBalance: 5,
  createdAt: '2025-04-28T12:00:00.000Z',
  profileImage: null,
  hasClaimedFreeTokens: false,
};

/** `GET /api/user` for a visitor: no session, so 401 with the API's error body. */
export const visitorSession = () =>
  http.get('/api/user', () =>
    HttpResponse.json({ message: 'Not signed in', code: 'unauthenticated' }, { status: 401 }),
  );

/** `GET /api/user` for a signed-in user. */
export const signedInSession = (user: PublicUser = testUser) => http.get('/api/user', () => HttpResponse.json(user));

/**
 * `GET /api/user` answering for whoever the fake server has signed in right now; `setUser` is what a login, a
 * registration or a logout handler of the test changes, so the 5-second poll sees the same state as the app.
 */
export function liveSession(initial: PublicUser | null = null) {
  let current = initial;
  return {
    handler: http.get('/api/user', () =>
      current
        ? HttpResponse.json(current)
        : HttpResponse.json({ message: 'Not signed in', code: 'unauthenticated' }, { status: 401 }),
    ),
    setUser: (user: PublicUser | null) => {
      current = user;
    },
  };
}

/** `GET /api/results` of a user with no remixes yet: the studio, the signed-in home, asks for the newest ones. */
export const noResults = () => http.get('/api/results', () => HttpResponse.json([]));
