import { createHash } from 'node:crypto';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { IDEMPOTENCY_KEY_HEADER } from '@roomremix/contracts/remix';
import { afterAll, describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { rateLimitId } from '../src/domain/keyed-ids';
import { type ApiClient, apiClient } from './support/api-client';
import { balanceOf } from './support/payments';
import { requestHead, sendRaw } from './support/raw-http';
import {
  blobsOf,
  type RemixForm,
  type RemixUser,
  submitAccepted,
  submitRemix,
  userWithTokens,
  useTestImages,
} from './support/remix';
import { useTestApp } from './support/test-app';

const WINDOW_MS = 10 * 60_000;
/** Small limits, so a test reaches them in a few submits; the production numbers are DEFAULT_RATE_LIMITS. */
const PER_USER = 3;
const PER_ADDRESS = 5;
const TOKENS = 10;

const app = useTestApp({
  rateLimits: {
    remixPerUser: { maxAttempts: PER_USER, windowMs: WINDOW_MS },
    remixPerAddress: { maxAttempts: PER_ADDRESS, windowMs: WINDOW_MS },
  },
});
const images = useTestImages();

afterAll(async () => {
  await app.queue.idle();
});

function form(fields: Record<string, string> = {}): RemixForm {
  return { base: [[images.room]], fields: { roomStyle: 'modern', ...fields } };
}

async function jobCount(uid: string): Promise<number> {
  return (await collections.remixJobs(app.db).where('userId', '==', uid).count().get()).data().count;
}

async function expectRateLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ message: REMIX_MESSAGES.tooManySubmissions(10), code: 'rate_limited' });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(10 * 60 - 30);
  expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);
}

/** The user's submit limit is used up: PER_USER accepted remixes from their own address. */
async function userAtLimit(): Promise<RemixUser> {
  const user = await userWithTokens(app, TOKENS);
  for (let submit = 0; submit < PER_USER; submit += 1) await submitAccepted(app, user.client, form());
  return user;
}

describe('POST /api/process rate limit per user', () => {
  it('answers the submit over the limit 429 with the minutes to wait, debiting, storing and queueing nothing', async () => {
    const user = await userAtLimit();
    await app.queue.idle();
    const blobsBefore = await blobsOf(app, user.uid);

    await expectRateLimited(await submitRemix(app, user.client, form()));

    expect(await balanceOf(app, user.uid)).toBe(TOKENS - PER_USER);
    expect(await jobCount(user.uid)).toBe(PER_USER);
    expect(await blobsOf(app, user.uid)).toEqual(blobsBefore);
    expect(REMIX_MESSAGES.tooManySubmissions(10)).toBe('Too many remixes. Try again in 10 minutes.');
  });

  it('holds for the user from any address', async () => {
    const user = await userAtLimit();
    await expectRateLimited(await submitRemix(app, signedInAt(user), form()));
  });

  it('counts refused submits too: a user without tokens is stopped after the same number', async () => {
    const user = await userWithTokens(app, 0);
    for (let submit = 0; submit < PER_USER; submit += 1) {
      expect((await submitRemix(app, user.client, form())).status).toBe(402);
    }
    await expectRateLimited(await submitRemix(app, user.client, form()));
  });

  it('answers before reading the upload: a request that never sends its body still gets the 429', async () => {
    const user = await userAtLimit();
    const head = requestHead('POST', '/api/process', {
      'Content-Type': 'multipart/form-data; boundary=never-sent',
      'Content-Length': 5 * 1024 * 1024,
      Origin: app.config.allowedOrigins[0] ?? '',
      'X-Forwarded-For': user.client.ip,
      Cookie: `__session=${user.client.sessionCookie}`,
    });

    const response = await sendRaw(app.baseUrl, head);

    expect(response.status).toBe(429);
    expect(JSON.parse(response.body)).toEqual({ message: REMIX_MESSAGES.tooManySubmissions(10), code: 'rate_limited' });
  });

  it('still answers a retried submit (same Idempotency-Key) with its job: a replay creates nothing, so it is not counted', async () => {
    const user = await userWithTokens(app, TOKENS);
    const key = { [IDEMPOTENCY_KEY_HEADER]: `retry-${user.uid}` };
    const first = await submitAccepted(app, user.client, form(), key);
    for (let submit = 1; submit < PER_USER; submit += 1) await submitAccepted(app, user.client, form());

    const retry = await submitRemix(app, user.client, form(), key);

    expect(retry.status).toBe(202);
    expect(((await retry.json()) as { job: { id: string } }).job.id).toBe(first.id);
    await expectRateLimited(await submitRemix(app, user.client, form()));
  });

  it('does not count a caller who is not signed in: 401, as before', async () => {
    const stranger = apiClient(app);
    for (let submit = 0; submit <= PER_ADDRESS; submit += 1) {
      expect((await submitRemix(app, stranger, form())).status).toBe(401);
    }
    const user = await userWithTokens(app, TOKENS);
    await submitAccepted(app, signedInAt(user, stranger.ip), form());
  });
});

describe('POST /api/process rate limit per address', () => {
  it('stops an address after its limit over all its users, while other addresses go on', async () => {
    const users = await Promise.all([
      userWithTokens(app, TOKENS),
      userWithTokens(app, TOKENS),
      userWithTokens(app, TOKENS),
    ]);
    const sharedIp = apiClient(app).ip;
    const behindSharedAddress = users.map((user) => signedInAt(user, sharedIp));
    for (let submit = 0; submit < PER_ADDRESS; submit += 1) {
      await submitAccepted(app, behindSharedAddress[submit % users.length] as ApiClient, form());
    }

    const third = users[2] as RemixUser;
    await expectRateLimited(await submitRemix(app, signedInAt(third, sharedIp), form()));
    // The third user has submitted only once: from another address they go on.
    await submitAccepted(app, signedInAt(third), form());
  });
});

describe('the address a submit is counted by', () => {
  /** The hop Google's front end appends after the client's address (the Hosting CDN's, as the function sees it). */
  const FRONT_END_HOP = '35.191.3.4';

  it('when a client forges the left-most X-Forwarded-For entry, then it is still limited by the address the front end appended', async () => {
    const users = await Promise.all([userWithTokens(app, TOKENS), userWithTokens(app, TOKENS)]);
    const realIp = apiClient(app).ip;
    const forged = (submit: number) => ({ 'X-Forwarded-For': `198.51.100.${submit}, ${realIp}, ${FRONT_END_HOP}` });
    for (let submit = 0; submit < PER_ADDRESS; submit += 1) {
      const user = users[submit % users.length] as RemixUser;
      await submitAccepted(app, signedInAt(user), form(), forged(submit));
    }
    const fresh = await userWithTokens(app, TOKENS);
    await expectRateLimited(await submitRemix(app, signedInAt(fresh), form(), forged(PER_ADDRESS)));
    await submitAccepted(app, signedInAt(fresh), form());
  });

  it('is kept under a keyed id: the counter is neither the address nor a plain hash of it', async () => {
    const user = await userWithTokens(app, TOKENS);
    await submitAccepted(app, user.client, form());
    const counters = collections.rateLimits(app.db);
    const keyed = rateLimitId(app.config.rateLimitIdSecret, 'remix', 'ip', user.client.ip);
    expect((await counters.doc(keyed).get()).data()).toMatchObject({ scope: 'remix', kind: 'ip', count: 1 });
    const plain = createHash('sha256').update(`remix\nip\n${user.client.ip}`).digest('hex');
    expect((await counters.doc(plain).get()).exists).toBe(false);
    expect(JSON.stringify((await counters.doc(keyed).get()).data())).not.toContain(user.client.ip);
  });
});

/** A client carrying the user's session from `ip` (a new address by default). */
function signedInAt(user: RemixUser, ip?: string): ApiClient {
  const client = apiClient(app, ip === undefined ? {} : { ip });
  client.sessionCookie = user.client.sessionCookie;
  return client;
}
