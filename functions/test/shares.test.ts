import { publicUserSchema } from '@roomremix/contracts/public-user';
import { imageResultSchema } from '@roomremix/contracts/remix';
import { createdShareSchema, publicShareSchema, shareListSchema } from '@roomremix/contracts/shares';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostingAppShell } from '../src/adapters/app-shell/app-shell';
import { collections } from '../src/adapters/firestore/collections';
import { shareVisitId } from '../src/domain/keyed-ids';
import { apiClient } from './support/api-client';
import { pathOf, type RemixUser, sendAs, submitAccepted, userWithTokens, useTestImages } from './support/remix';
import { useTestApp } from './support/test-app';
import { testClock } from './support/test-clock';

// Share links (issue 15): a revocable public link to one result that shows nothing else of its owner.

/** Public reads one address may make in a window here: the 300 reads of the view-count test, and no more. */
const PUBLIC_READS = 300;
const clock = testClock();
const app = useTestApp({
  rateLimits: {
    sharePerUser: { maxAttempts: 3, windowMs: 60_000 },
    publicShareReadsPerAddress: { maxAttempts: PUBLIC_READS, windowMs: 10 * 60_000 },
  },
  now: clock.now,
});
const images = useTestImages();
/** An app whose Hosting cannot be reached: nothing listens on port 1. */
const hostingDown = useTestApp({ appShell: hostingAppShell('http://127.0.0.1:1') });

/** One more finished remix of `user`; answers its result id. */
async function remixOf(user: RemixUser, title: string): Promise<string> {
  const job = await submitAccepted(app, user.client, {
    base: [[images.room]],
    fields: { roomStyle: 'coastal', title, textPrompt: 'my private note: flat 4B, call 555-0199' },
  });
  await app.queue.idle();
  return job.id;
}

/** A user with one finished remix (and a token for another); answers the user and the result id. */
async function userWithResult(title = 'Sunny kitchen'): Promise<RemixUser & { resultId: string }> {
  const user = await userWithTokens(app, 2);
  return { ...user, resultId: await remixOf(user, title) };
}

/**
 * `POST /api/results/:id/shares`, expecting `status` (201: a new link; 200: the result's live one); `body` is what the
 * consent dialog sends, e.g. `{ includeOriginal: false }`.
 */
async function share(user: RemixUser, resultId: string, status = 201, body?: unknown) {
  const response = await sendAs(app, user.client, 'POST', `/api/results/${resultId}/shares`, {
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  expect(response.status).toBe(status);
  return createdShareSchema.parse(await response.json());
}

/** The owner's live links, as `GET /api/shares` lists them. */
const sharesOf = async (owner: RemixUser) =>
  shareListSchema.parse(await (await sendAs(app, owner.client, 'GET', '/api/shares')).json());
const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';
/** A request without any session, as a stranger with the link makes it, each from an address of its own. */
const anonymously = (path: string) => apiClient(app).get(path);

describe('creating a share', () => {
  it('answers 201 with the public page on the request origin and a random 192-bit URL-safe token', async () => {
    const owner = await userWithResult();
    const first = await share(owner, owner.resultId);
    const other = await share(owner, await remixOf(owner, 'Den'));
    const origin = app.config.allowedOrigins[0];
    expect(first.url).toMatch(new RegExp(`^${origin}/s/[A-Za-z0-9_-]{32}$`));
    expect(tokenOf(first.url)).not.toBe(tokenOf(other.url));
    expect(Date.parse(first.createdAt)).not.toBeNaN();
  });

  it('keeps one live link per result: sharing again, even twice at once, answers 200 with it; after Turn off, a new one', async () => {
    const owner = await userWithResult();
    const post = () => sendAs(app, owner.client, 'POST', `/api/results/${owner.resultId}/shares`);
    const both = await Promise.all([post(), post()]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 201]);
    const [first, second] = await Promise.all(
      both.map(async (response) => createdShareSchema.parse(await response.json())),
    );
    expect(second).toEqual(first);
    expect(await (await sendAs(app, owner.client, 'GET', '/api/shares')).json()).toHaveLength(1);

    await sendAs(app, owner.client, 'DELETE', `/api/shares/${first?.id ?? ''}`);
    const fresh = await share(owner, owner.resultId, 201);
    expect(fresh.url).not.toBe(first?.url);
  });

  it('is only for the owner: another user, a missing result and a visitor are refused', async () => {
    const owner = await userWithResult();
    const stranger = await userWithTokens(app, 0);
    expect((await sendAs(app, stranger.client, 'POST', `/api/results/${owner.resultId}/shares`)).status).toBe(404);
    expect((await sendAs(app, owner.client, 'POST', '/api/results/nope/shares')).status).toBe(404);
    const visitor = await app.api(`/api/results/${owner.resultId}/shares`, {
      method: 'POST',
      headers: { Origin: app.config.allowedOrigins[0] ?? '' },
    });
    expect(visitor.status).toBe(401);
  });

  it('is rate limited per user: the 4th link within the window is 429 with Retry-After', async () => {
    const owner = await userWithResult();
    await share(owner, owner.resultId);
    for (let count = 0; count < 2; count++) await share(owner, owner.resultId, 200);
    const response = await sendAs(app, owner.client, 'POST', `/api/results/${owner.resultId}/shares`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Too many share links\. Try again in/);
  });
});

describe('opening a share without a session', () => {
  it('shows the title, settings, date and images, and nothing else of the owner', async () => {
    const owner = await userWithResult();
    const { url } = await share(owner, owner.resultId);
    const response = await anonymously(`/api/public/shares/${tokenOf(url)}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const shown = publicShareSchema.strict().parse(JSON.parse(text));
    expect(shown).toMatchObject({ title: 'Sunny kitchen', roomStyle: 'coastal', quality: 'standard' });
    const profile = publicUserSchema.parse(await (await sendAs(app, owner.client, 'GET', '/api/user')).json());
    for (const secret of [owner.uid, owner.resultId, profile.username, profile.email ?? '@', 'flat 4B', '555-0199']) {
      expect(text).not.toContain(secret);
    }
  });

  it('serves the before, after and preview images through the share itself', async () => {
    const owner = await userWithResult();
    const { url } = await share(owner, owner.resultId);
    const shown = publicShareSchema.parse(await (await anonymously(`/api/public/shares/${tokenOf(url)}`)).json());
    const own = imageResultSchema.parse(
      await (await sendAs(app, owner.client, 'GET', `/api/results/${owner.resultId}`)).json(),
    );
    for (const [path, original] of [
      [shown.beforeImageUrl ?? 'no before image', own.baseImageUrl],
      [shown.afterImageUrl, own.resultImageUrl],
    ] as const) {
      expect(path.startsWith(`/api/public/shares/${tokenOf(url)}/`)).toBe(true);
      const served = await anonymously(path);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await served.arrayBuffer());
      const ownBytes = Buffer.from(await (await sendAs(app, owner.client, 'GET', pathOf(original))).arrayBuffer());
      expect(bytes.equals(ownBytes)).toBe(true);
    }
    const preview = await anonymously(shown.previewImageUrl);
    expect(preview.status).toBe(200);
    const metadata = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  });

  it.each(['unknownunknownunknownunknown00000', 'short', 'has spaces in it %20 and more chars', '__proto__'])(
    'a token naming no share (%s) is 404',
    async (token) => {
      const response = await anonymously(`/api/public/shares/${encodeURIComponent(token)}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe('This share link does not exist');
    },
  );

  it('a name other than before, after or preview is 404', async () => {
    const owner = await userWithResult();
    const { url } = await share(owner, owner.resultId);
    expect((await anonymously(`/api/public/shares/${tokenOf(url)}/mask.png`)).status).toBe(404);
  });
});

describe('sharing the result only', () => {
  it('publishes no original: the page has no before image, its path answers 404, and the preview shows the remix alone', async () => {
    const owner = await userWithResult();
    const created = await share(owner, owner.resultId, 201, { includeOriginal: false });
    expect(created.includesOriginal).toBe(false);
    const token = tokenOf(created.url);
    const shown = publicShareSchema.strict().parse(await (await anonymously(`/api/public/shares/${token}`)).json());
    expect(shown.beforeImageUrl).toBeNull();
    expect((await anonymously(`/api/public/shares/${token}/before.jpg`)).status).toBe(404);
    expect((await anonymously(shown.afterImageUrl)).status).toBe(200);

    // The preview is the remix across the whole picture: its halves match each other's colours, not the photo's.
    const preview = await sharp(Buffer.from(await (await anonymously(shown.previewImageUrl)).arrayBuffer()))
      .resize(2, 1, { fit: 'fill' })
      .raw()
      .toBuffer();
    expect(Math.abs((preview[0] ?? 0) - (preview[3] ?? 0))).toBeLessThan(24);
    expect((await sharesOf(owner))[0]).toMatchObject({ includesOriginal: false });
  });

  it('with the original, as by default: both images are public and the answer says so', async () => {
    const owner = await userWithResult();
    const created = await share(owner, owner.resultId, 201, { includeOriginal: true });
    expect(created.includesOriginal).toBe(true);
    const shown = publicShareSchema.parse(
      await (await anonymously(`/api/public/shares/${tokenOf(created.url)}`)).json(),
    );
    expect(shown.beforeImageUrl).not.toBeNull();
  });

  it('refuses a body that is not a choice about the original with 400, and makes no link', async () => {
    const owner = await userWithResult();
    const response = await sendAs(app, owner.client, 'POST', `/api/results/${owner.resultId}/shares`, {
      body: JSON.stringify({ includeOriginal: 'no' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await sharesOf(owner)).toEqual([]);
  });
});

describe('counting the views of a share', () => {
  /** The view count the owner's list shows for the share of `url`. */
  async function viewsOf(owner: RemixUser, url: string): Promise<number | undefined> {
    const listed = shareListSchema.parse(await (await sendAs(app, owner.client, 'GET', '/api/shares')).json());
    return listed.find((item) => item.url === url)?.views;
  }

  it(`counts one view per address and day however often it reads (${PUBLIC_READS} reads, 10 at once: 1), a second address makes 2, and the read over the limit is 429`, async () => {
    const owner = await userWithResult();
    const { id, url } = await share(owner, owner.resultId);
    const path = `/api/public/shares/${tokenOf(url)}`;
    const visitor = apiClient(app);
    for (let sent = 0; sent < PUBLIC_READS; sent += 10) {
      const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await visitor.get(path)).status));
      expect(statuses).toEqual(Array(10).fill(200));
    }
    expect(await viewsOf(owner, url)).toBe(1);

    const over = await visitor.get(path);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await over.json()) as { message: string }).message).toMatch(
      /^Too many shared remixes opened\. Try again in/,
    );

    expect((await apiClient(app).get(path)).status).toBe(200);
    expect(await viewsOf(owner, url)).toBe(2);
    // A visit is marked by a keyed hash: no address is stored, nor one a plain hash would give away.
    const visits = await collections.shareVisits(app.db).where('shareId', '==', id).get();
    expect(visits.size).toBe(2);
    expect(JSON.stringify(visits.docs.map((doc) => [doc.id, doc.data()]))).not.toContain(visitor.ip);
    const dayMs = 24 * 60 * 60_000;
    const today = Math.floor(Date.now() / dayMs) * dayMs;
    expect(visits.docs.map((doc) => doc.id)).toContain(
      shareVisitId(app.config.rateLimitIdSecret, id, today, visitor.ip),
    );
  });

  it('counts the same address again on the next day (UTC)', async () => {
    const owner = await userWithResult();
    const { url } = await share(owner, owner.resultId);
    const path = `/api/public/shares/${tokenOf(url)}`;
    const visitor = apiClient(app);
    try {
      clock.stopAt(Date.UTC(2030, 0, 1, 23, 59));
      await visitor.get(path);
      await visitor.get(path);
      expect(await viewsOf(owner, url)).toBe(1);
      clock.stopAt(Date.UTC(2030, 0, 2, 0, 1));
      await visitor.get(path);
      expect(await viewsOf(owner, url)).toBe(2);
    } finally {
      clock.release();
    }
  });
});

describe("the owner's shares", () => {
  it('lists the live shares newest first with their title and how often each was opened', async () => {
    const owner = await userWithResult('Den');
    const older = await share(owner, owner.resultId);
    const laterResult = await remixOf(owner, 'Loft');
    const newer = await share(owner, laterResult);
    await anonymously(`/api/public/shares/${tokenOf(older.url)}`);
    await anonymously(`/api/public/shares/${tokenOf(older.url)}`);
    const listed = shareListSchema.parse(await (await sendAs(app, owner.client, 'GET', '/api/shares')).json());
    expect(listed.map((item) => [item.id, item.url, item.title, item.views, item.resultId])).toEqual([
      [newer.id, newer.url, 'Loft', 0, laterResult],
      [older.id, older.url, 'Den', 2, owner.resultId],
    ]);
    const stranger = await userWithTokens(app, 0);
    expect(await (await sendAs(app, stranger.client, 'GET', '/api/shares')).json()).toEqual([]);
  });

  it('revoking a share stops its page and its images at once (410); only its owner can', async () => {
    const owner = await userWithResult();
    const created = await share(owner, owner.resultId);
    const token = tokenOf(created.url);
    const shown = publicShareSchema.parse(await (await anonymously(`/api/public/shares/${token}`)).json());
    const stranger = await userWithTokens(app, 0);
    expect((await sendAs(app, stranger.client, 'DELETE', `/api/shares/${created.id}`)).status).toBe(404);
    expect((await anonymously(shown.afterImageUrl)).status).toBe(200);

    expect((await sendAs(app, owner.client, 'DELETE', `/api/shares/${created.id}`)).status).toBe(204);
    for (const path of [
      `/api/public/shares/${token}`,
      shown.beforeImageUrl ?? 'no before image',
      shown.afterImageUrl,
      shown.previewImageUrl,
    ]) {
      expect((await anonymously(path)).status, path).toBe(410);
    }
    expect(await (await sendAs(app, owner.client, 'GET', '/api/shares')).json()).toEqual([]);
    expect((await sendAs(app, owner.client, 'DELETE', `/api/shares/${created.id}`)).status).toBe(404);
  });

  it('deleting the result turns its shares off', async () => {
    const owner = await userWithResult();
    const { url } = await share(owner, owner.resultId);
    const token = tokenOf(url);
    const shown = publicShareSchema.parse(await (await anonymously(`/api/public/shares/${token}`)).json());
    expect((await sendAs(app, owner.client, 'DELETE', `/api/results/${owner.resultId}`)).status).toBe(204);
    expect((await anonymously(`/api/public/shares/${token}`)).status).toBe(410);
    expect((await anonymously(shown.afterImageUrl)).status).toBe(410);
    expect(await (await sendAs(app, owner.client, 'GET', '/api/shares')).json()).toEqual([]);
  });
});

describe('the share page /s/:token', () => {
  it('answers the app with the Open Graph and Twitter tags of the share, noindex, and the title escaped', async () => {
    const owner = await userWithResult('Den <script>alert(1)</script> & "friends"');
    const { url } = await share(owner, owner.resultId);
    const response = await anonymously(`/s/${tokenOf(url)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    const escaped = 'Den &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;';
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image).toBe(`${new URL(url).origin}/api/public/shares/${tokenOf(url)}/preview.jpg`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('Before and after: Coastal redesign. Made with RoomRemix.');
    // The app itself still starts.
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    // The page read is not a view: only the app's read of the share counts.
    const listed = shareListSchema.parse(await (await sendAs(app, owner.client, 'GET', '/api/shares')).json());
    expect(listed[0]?.views).toBe(0);
  });

  it("writes a title holding replacement patterns ($&, $`, $', $$) verbatim, in one <title>", async () => {
    const title = "Den $& $` $' $$ end";
    const owner = await userWithResult(title);
    const { url } = await share(owner, owner.resultId);
    const html = await (await anonymously(`/s/${tokenOf(url)}`)).text();
    const escaped = 'Den $&amp; $` $&#39; $$ end';
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${escaped}" />`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('answers the app with generic tags and 404 for an unknown token, 410 for a revoked one', async () => {
    const unknown = await anonymously('/s/unknownunknownunknownunknown00000');
    expect(unknown.status).toBe(404);
    const html = await unknown.text();
    expect(html).toContain('<title>RoomRemix</title>');
    expect(html).not.toContain('og:image"');

    const owner = await userWithResult();
    const created = await share(owner, owner.resultId);
    await sendAs(app, owner.client, 'DELETE', `/api/shares/${created.id}`);
    expect((await anonymously(`/s/${tokenOf(created.url)}`)).status).toBe(410);
  });

  it("answers 503 with the API's JSON error when the app's shell cannot be read from Hosting", async () => {
    const response = await apiClient(hostingDown).get('/s/unknownunknownunknownunknown00000');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'RoomRemix is unavailable right now. Please reload in a minute.',
      code: 'unavailable',
    });
  });
});
