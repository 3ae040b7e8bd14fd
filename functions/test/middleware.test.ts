import { apiErrorBodySchema } from '@roomremix/contracts/api-error';
import { type AnswerAsParams, isUsableDocumentId } from '@roomremix/contracts/document-id';
import { REQUEST_MESSAGES } from '@roomremix/contracts/messages';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RequestError } from '../src/http/request-error';
import { JSON_BODY_LIMIT_BYTES } from '../src/http/middleware/json-body';
import { type TestApp, useTestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INTERNAL_BODY = { message: 'Something went wrong. Please try again.', code: 'internal' };

/** Routes production does not have, to drive each error path through the real middleware. */
function testRouter(): express.Router {
  const signupSchema = z.object({
    email: z.email({ error: "Field 'email' must be a valid email" }),
    age: z.number({ error: "Field 'age' must be a number" }),
  });
  const router = express.Router();
  router.post('/test/signup', (req, res) => {
    res.status(201).json(signupSchema.parse(req.body));
  });
  router.get('/test/conflict', () => {
    throw new RequestError('conflict', 'That username is taken', [{ path: 'username', message: 'Taken' }]);
  });
  router.get('/test/crash', () => {
    throw new Error('connection string postgres://admin:hunter2@db');
  });
  router.get('/test/async-crash', async () => {
    await Promise.resolve();
    throw new Error('async failure with secret hunter2');
  });
  // Shapes of errors Express's own parts and libraries throw, each carrying text that must not reach the client.
  const thrown: Record<string, () => unknown> = {
    'parser-415': () =>
      Object.assign(new Error('unsupported charset at /srv/hunter2.js'), {
        status: 415,
        expose: true,
        type: 'charset.unsupported',
      }),
    'router-400': () =>
      Object.assign(new URIError("Failed to decode param '%E0hunter2'"), { status: 400, statusCode: 400 }),
    'status-503': () => Object.assign(new Error('upstream hunter2 down'), { status: 503, expose: false }),
    'a-string': () => 'plain string hunter2',
    'an-object': () => ({ status: 400, message: 'not an Error hunter2' }),
    'sdk-402': () => Object.assign(new Error('Your card was declined hunter2'), { statusCode: 402, status: 402 }),
  };
  router.get('/test/throw/:kind', (req) => {
    throw thrown[req.params.kind as string]?.();
  });
  const lookupSchema = z.object({
    id: z
      .string()
      .refine(isUsableDocumentId, { error: 'No such thing', params: { answerStatus: 404 } satisfies AnswerAsParams }),
    name: z.string().refine(isUsableDocumentId, {
      error: 'Wrong name or secret',
      params: { answerStatus: 401 } satisfies AnswerAsParams,
    }),
  });
  router.post('/test/lookup', (req, res) => {
    res.json(lookupSchema.parse(req.body));
  });
  return router;
}

function postJson(app: TestApp, path: string, body: string): Promise<Response> {
  return app.api(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
}

const app = useTestApp({ extraRouters: [testRouter()] });

describe('Cache-Control', () => {
  it.each([
    ['a success', '/api/config', 200],
    ['an unknown route', '/api/nothing-here', 404],
    ['an unknown path outside /api', '/elsewhere', 404],
    ['an RequestError', '/api/test/conflict', 409],
    ['a crash', '/api/test/crash', 500],
  ])('is private, no-store on %s', async (_case, path, status) => {
    const response = await app.api(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is private, no-store on a body the parser rejects', async () => {
    const response = await postJson(app, '/api/test/signup', '{"email":');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('request ids', () => {
  it('echoes a sane incoming X-Request-Id', async () => {
    const response = await app.api('/api/config', { headers: { 'X-Request-Id': 'trace-1234abcd' } });
    expect(response.headers.get('x-request-id')).toBe('trace-1234abcd');
  });

  it.each([
    ['is missing', undefined],
    ['has spaces (could forge log text)', 'abc def ghi jkl'],
    ['is too short', 'abc'],
    ['is too long', 'a'.repeat(129)],
  ])('issues a UUID when the incoming id %s', async (_case, incoming) => {
    const response = await app.api('/api/config', {
      headers: incoming === undefined ? {} : { 'X-Request-Id': incoming },
    });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });

  it('gives every request its own id', async () => {
    const [first, second] = await Promise.all([app.api('/api/config'), app.api('/api/config')]);
    expect(first?.headers.get('x-request-id')).not.toBe(second?.headers.get('x-request-id'));
  });

  it('logs each request once with method, path without query, status, duration and request id', async () => {
    const response = await app.api('/api/nothing-here?token=secret-token', {
      headers: { 'X-Request-Id': 'log-check-0001' },
    });
    expect(response.status).toBe(404);
    // The request is logged when the response closes, which can be just after the client has read it.
    await vi.waitFor(() => {
      const entries = app.logger.entries.filter((entry) => entry.fields.requestId === 'log-check-0001');
      expect(entries).toEqual([
        {
          level: 'info',
          message: expect.stringMatching(/^GET \/api\/nothing-here 404 \(\d+ ms\)$/) as string,
          fields: {
            requestId: 'log-check-0001',
            method: 'GET',
            path: '/api/nothing-here',
            status: 404,
            durationMs: expect.any(Number) as number,
            completed: true,
          },
        },
      ]);
    });
  });
});

describe('JSON errors', () => {
  it('answers an unknown /api route with a JSON 404 naming it', async () => {
    const response = await app.api('/api/xyz');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Not found: GET /api/xyz', code: 'not_found' });
  });

  it('answers a zod failure with 400, the first readable message and every issue', async () => {
    const response = await postJson(app, '/api/test/signup', JSON.stringify({ email: 'not-an-email', age: 'ten' }));
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      message: "Field 'email' must be a valid email",
      code: 'validation_failed',
      issues: [
        { path: 'email', message: "Field 'email' must be a valid email" },
        { path: 'age', message: "Field 'age' must be a number" },
      ],
    });
  });

  it.each<[string, () => Promise<Response>, number, object]>([
    [
      'names the method of an unknown route',
      () => app.api('/api/health', { method: 'DELETE' }),
      404,
      { message: 'Not found: DELETE /api/health', code: 'not_found' },
    ],
    [
      'answers an RequestError with its status, message, code and issues',
      () => app.api('/api/test/conflict'),
      409,
      { message: 'That username is taken', code: 'conflict', issues: [{ path: 'username', message: 'Taken' }] },
    ],
    [
      'passes a valid body through the parser to the route',
      () => postJson(app, '/api/test/signup', JSON.stringify({ email: 'ada@example.com', age: 36 })),
      201,
      { email: 'ada@example.com', age: 36 },
    ],
    [
      'answers malformed JSON with 400 bad_request',
      () => postJson(app, '/api/test/signup', '{"email": "ada@example.com",'),
      400,
      { message: 'Request body is not valid JSON', code: 'bad_request' },
    ],
    [
      'answers a JSON body over the limit with 413',
      () =>
        postJson(
          app,
          '/api/test/signup',
          JSON.stringify({ email: 'ada@example.com', padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }),
        ),
      413,
      { message: 'Request body is too large (the limit is 100 KB)', code: 'payload_too_large' },
    ],
  ])('%s', async (_case, send, status, body) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it.each([
    ['a thrown error', '/api/test/crash', 'log-crash-0001', 'hunter2'],
    ['a rejected async handler', '/api/test/async-crash', 'log-crash-0002', 'hunter2'],
  ])(
    'answers %s with a plain 500 and logs the full error with the request id',
    async (_case, path, requestId, secret) => {
      const response = await app.api(path, { headers: { 'X-Request-Id': requestId } });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual(INTERNAL_BODY);
      expect(text).not.toContain(secret);

      const logged = app.logger.entries.find(
        (entry) => entry.level === 'error' && entry.fields.requestId === requestId,
      );
      expect(logged?.error).toBeInstanceOf(Error);
      expect((logged?.error as Error).message).toContain(secret);
      expect(logged?.fields).toMatchObject({ method: 'GET', path });
    },
  );
});

describe('errors of every shape', () => {
  it.each([
    ['a body-parser error', 'parser-415', 415, { message: REQUEST_MESSAGES.unsupportedEncoding, code: 'bad_request' }],
    [
      "a router error without 'expose'",
      'router-400',
      400,
      { message: REQUEST_MESSAGES.unreadable, code: 'bad_request' },
    ],
    ['an error with a 5xx status', 'status-503', 500, INTERNAL_BODY],
    ['a thrown string', 'a-string', 500, INTERNAL_BODY],
    ['a thrown object that is not an Error', 'an-object', 500, INTERNAL_BODY],
    // An SDK's status describes its own call (e.g. Stripe's), not the client's request: a bug to log, not a 4xx.
    ['an SDK error carrying its own 4xx status', 'sdk-402', 500, INTERNAL_BODY],
  ])('answers %s as JSON with our message, never its own text', async (_case, kind, status, body) => {
    const response = await app.api(`/api/test/throw/${kind}`);
    const text = await response.text();
    expect({ status: response.status, type: response.headers.get('content-type') }).toEqual({
      status,
      type: 'application/json; charset=utf-8',
    });
    expect(JSON.parse(text)).toEqual(body);
    expect(text).not.toContain('hunter2');
  });

  it.each([
    [
      'answers a refusal marked "answer as 404" like a route\'s not found, naming the field',
      { id: '__x__', name: 'ok' },
      404,
      { message: 'No such thing', code: 'not_found', issues: [{ path: 'id', message: 'No such thing' }] },
    ],
    [
      'answers a refusal marked "answer as 401" like wrong credentials: at the password, whichever field it was',
      { id: 'ok', name: 'a/b' },
      401,
      {
        message: 'Wrong name or secret',
        code: 'unauthenticated',
        issues: [{ path: 'password', message: 'Wrong name or secret' }],
      },
    ],
  ])('%s', async (_case, lookup, status, body) => {
    const response = await postJson(app, '/api/test/lookup', JSON.stringify(lookup));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it('answers other refusals of the same schema with the usual 400', async () => {
    const response = await postJson(app, '/api/test/lookup', JSON.stringify({ id: 42, name: 'ok' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'id' }] });
  });
});
