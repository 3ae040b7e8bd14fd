import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { SIGNED_IN_HINT_COOKIE } from '@roomremix/contracts/constants';
import type { PublicUser } from '@roomremix/contracts/public-user';
import type { ImageResult } from '@roomremix/contracts/remix';
import type { PublicConfig } from '@roomremix/contracts/system';
import { publicConfig } from './fixtures';

/** `GET /api/config` answering `config`. */
export const configHandler = (config: PublicConfig = publicConfig()) =>
  http.get('/api/config', () => HttpResponse.json(config));

/** `GET /api/listings` of a user with no listings. */
export const noListings = () => http.get('/api/listings', () => HttpResponse.json([]));

/**
 * The mock API every web test talks to; each test adds the handlers for the calls it expects. Answered for all: the
 * public config (the same for every visitor; the studio reads which modes the engine offers) and no listings (My
 * Results reads them to say where staged listing photos are kept).
 */
export const server = setupServer(configHandler(), noListings());

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

/**
 * Puts the API's signed-in hint cookie into jsdom's document, or takes it out, as the real API's answers do at sign-in
 * and at logout or a 401: the app checks the session only when the hint is there. setup-tests.ts takes it out after
 * each test.
 */
export function setSignedInHint(present: boolean): void {
  document.cookie = present ? `${SIGNED_IN_HINT_COOKIE}=1; path=/` : `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
}

/**
 * `GET /api/user` for a visitor: no session, so 401 with the API's error body. A visitor's browser holds no signed-in
 * hint, so the app asks only after a sign-in (its polls); tests that sign in without a live session expect this.
 */
export const visitorSession = () =>
  http.get('/api/user', () =>
    HttpResponse.json({ message: 'Not signed in', code: 'unauthenticated' }, { status: 401 }),
  );

/** `GET /api/user` for a signed-in user (the browser holds the hint). */
export const signedInSession = (user: PublicUser = testUser) => {
  setSignedInHint(true);
  return http.get('/api/user', () => HttpResponse.json(user));
};

/**
 * `GET /api/user` answering for whoever the fake server has signed in right now; `setUser` is what a login, a
 * registration or a logout handler of the test changes, so the 5-second poll sees the same state as the app.
 */
export function liveSession(initial: PublicUser | null = null) {
  let current = initial;
  setSignedInHint(current !== null);
  return {
    handler: http.get('/api/user', () =>
      current
        ? HttpResponse.json(current)
        : HttpResponse.json({ message: 'Not signed in', code: 'unauthenticated' }, { status: 401 }),
    ),
    setUser: (user: PublicUser | null) => {
      current = user;
      setSignedInHint(current !== null);
    },
  };
}

/** `GET /api/results` of a user with no remixes yet: the studio, the signed-in home, asks for the newest ones. */
export const noResults = () => http.get('/api/results', () => HttpResponse.json([]));

/**
 * `GET /api/results` and `DELETE /api/results/:id` over a list the test gives: a deletion removes the result from
 * what the next GET answers, and `deleted` records the ids the app asked to delete.
 */
export function resultsStore(initial: ImageResult[]) {
  let current = initial;
  const deleted: string[] = [];
  return {
    handlers: [
      http.get('/api/results', () => HttpResponse.json(current)),
      http.delete('/api/results/:id', ({ params }) => {
        const id = String(params.id);
        deleted.push(id);
        current = current.filter((result) => result.id !== id);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
    deleted,
  };
}

/** `GET path` failing with a 500 the first time and answering `data` after: a load failure, then a Retry that works. */
export function failingOnce(path: string, data: JsonBodyType) {
  let calls = 0;
  return http.get(path, () =>
    ++calls === 1 ? HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 }) : HttpResponse.json(data),
  );
}
