import { describe, expect, it } from 'vitest';
import { hostingAppShell } from './app-shell';

/** A fetch that answers from `answers` in turn and records the URLs asked for. */
function scriptedFetch(answers: (() => Response)[]) {
  const urls: string[] = [];
  const fetchImpl = (async (url: string | URL | Request) => {
    urls.push(String(url));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as typeof fetch;
  return { urls, fetchImpl };
}

describe('hostingAppShell', () => {
  it("reads Hosting's app shell (not index.html, the prerendered landing page) once and keeps it", async () => {
    const { urls, fetchImpl } = scriptedFetch([() => new Response('<html>v1</html>')]);
    const shell = hostingAppShell('https://roomremix.web.app', fetchImpl);
    expect(await shell()).toBe('<html>v1</html>');
    expect(await shell()).toBe('<html>v1</html>');
    expect(urls).toEqual(['https://roomremix.web.app/app-shell.html']);
  });

  it('rejects when Hosting fails, and tries again on the next call', async () => {
    const { urls, fetchImpl } = scriptedFetch([
      () => new Response('oops', { status: 502 }),
      () => new Response('<html>v2</html>'),
    ]);
    const shell = hostingAppShell('http://127.0.0.1:5000', fetchImpl);
    await expect(shell()).rejects.toThrow('answered 502');
    expect(await shell()).toBe('<html>v2</html>');
    expect(urls).toHaveLength(2);
  });
});
