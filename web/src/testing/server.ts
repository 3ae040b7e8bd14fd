import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SessionUser } from '@/features/auth/api/get-user';

/** The mock API every web test talks to; each test adds the handlers for the calls it expects. */
export const server = setupServer();

/** A signed-in user as `GET /api/user` returns it. */
export const testUser: SessionUser = {
  id: 'user-1',
  username: 'jane',
  email: 'jane@example.com',
  fullName: 'Jane Doe',
  tokenBalance: 5,
};

/** `GET /api/user` for a visitor: no session, so 401 with the API's error body. */
export const visitorSession = () =>
  http.get('/api/user', () =>
    HttpResponse.json({ message: 'Not signed in', code: 'unauthenticated' }, { status: 401 }),
  );

/** `GET /api/user` for a signed-in user. */
export const signedInSession = (user: SessionUser = testUser) => http.get('/api/user', () => HttpResponse.json(user));
