import { http, HttpResponse } from 'msw';
import { liveSession, noResults, server, testUser } from '../server';

/**
 * A visitor whose sign-in, once a handler answers it with `signIn`, is what `GET /api/user` returns from then on.
 * Call it before rendering.
 */
export function liveVisitor() {
  const session = liveSession();
  server.use(session.handler, noResults());
  return {
    /** The answer of a sign-in that worked (201 for a registration): jane is signed in from now on. */
    signIn(status = 200): Response {
      session.setUser(testUser);
      return HttpResponse.json(testUser, { status });
    },
  };
}

/** Answers `POST path` with `answer` and records the JSON bodies that reached the server. */
export function recordJsonPost(path: string, answer: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** The API's error answer of a refused sign-in: the message is what the user is shown. */
interface Refusal {
  status: number;
  code: string;
  message: string;
}

/**
 * The refused answers a sign-in form is tried with, as `[case, answer, what the toast says]`: the API's error body,
 * whose message is shown, and two 502s from in front of the API (a text body, an empty one), where the form's own
 * `fallback` is.
 */
export function refusedAnswers({ status, code, message }: Refusal, fallback: string) {
  return [
    ["the server's message", () => HttpResponse.json({ message, code }, { status }), message],
    ['the fallback for a body without one', () => HttpResponse.text('Bad Gateway', { status: 502 }), fallback],
    ['the fallback for an empty body', () => new HttpResponse(null, { status: 502 }), fallback],
  ] as const;
}
