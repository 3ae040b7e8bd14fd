import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@test/server';
import { z } from 'zod';
import { ApiError, apiJson, apiRequest, getJsonOrNullWhenSignedOut } from './api-client';

interface SeenRequest {
  contentType: string | null;
  body: string;
}

/** Answers `POST /api/echo` with 200 and records what reached the server. */
function recordPost(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http.post('/api/echo', async ({ request }) => {
      seen.push({ contentType: request.headers.get('content-type'), body: await request.text() });
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

/**
 * The credentials mode of every fetch made so far. Read at the fetch call because Node's Request, which the mock
 * server sees, does not keep the mode.
 */
function watchCredentials(): () => (RequestCredentials | undefined)[] {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () => fetchSpy.mock.calls.map(([, init]) => init?.credentials);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends the session cookie and a JSON body with a JSON content type', async () => {
    const seen = recordPost();
    const credentials = watchCredentials();
    await apiRequest('POST', '/api/echo', { username: 'jane' });
    expect(seen).toEqual([{ contentType: 'application/json', body: '{"username":"jane"}' }]);
    expect(credentials()).toEqual(['include']);
  });

  it('sends FormData as is, as multipart with its boundary', async () => {
    const seen = recordPost();
    const credentials = watchCredentials();
    const form = new FormData();
    form.append('title', 'Result 1');
    await apiRequest('POST', '/api/echo', form);
    expect(credentials()).toEqual(['include']);
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('name="title"');
  });

  it('adds the headers it is given', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('/api/echo', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('POST', '/api/echo', { email: 'jane@example.com' }, { Authorization: 'Bearer token-1' });
    expect(seen).toEqual(['Bearer token-1']);
  });

  it('sends no body and no content type without a payload', async () => {
    const seen = recordPost();
    await apiRequest('POST', '/api/echo');
    expect(seen).toEqual([{ contentType: null, body: '' }]);
  });

  it('turns a non-OK answer into "STATUS: text" and keeps the status and the body', async () => {
    const body = JSON.stringify({ message: 'Username is taken', code: 'conflict' });
    server.use(http.post('/api/register', () => HttpResponse.text(body, { status: 409 })));
    const error = await apiRequest('POST', '/api/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: `409: ${body}`, status: 409, responseText: body });
  });

  it('uses the status text when the error answer is empty', async () => {
    server.use(
      http.post('/api/logout', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiRequest('POST', '/api/logout')).rejects.toMatchObject({
      message: '503: Service Unavailable',
      status: 503,
      responseText: '',
    });
  });
});

describe('apiJson', () => {
  const echoSchema = z.object({ ok: z.literal(true) });

  it('sends the body and resolves with the answer the schema accepts', async () => {
    const seen = recordPost();
    await expect(apiJson('POST', '/api/echo', echoSchema, { code: 'SAVE10' })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ contentType: 'application/json', body: '{"code":"SAVE10"}' }]);
  });

  it('rejects an answer whose shape the schema refuses', async () => {
    server.use(http.get('/api/echo', () => HttpResponse.json({ ok: 'yes' })));
    await expect(apiJson('GET', '/api/echo', echoSchema)).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe('getJsonOrNullWhenSignedOut', () => {
  it('GETs the path with the session cookie and parses the JSON', async () => {
    server.use(http.get('/api/user', () => HttpResponse.json({ id: 'user-1' })));
    const credentials = watchCredentials();
    await expect(getJsonOrNullWhenSignedOut('/api/user')).resolves.toEqual({ id: 'user-1' });
    expect(credentials()).toEqual(['include']);
  });

  it('resolves a 401 with null: nobody is signed in', async () => {
    server.use(http.get('/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })));
    await expect(getJsonOrNullWhenSignedOut('/api/user')).resolves.toBeNull();
  });

  it('fails on any other error answer', async () => {
    server.use(http.get('/api/user', () => HttpResponse.text('Boom', { status: 500 })));
    await expect(getJsonOrNullWhenSignedOut('/api/user')).rejects.toMatchObject({ message: '500: Boom', status: 500 });
  });
});
