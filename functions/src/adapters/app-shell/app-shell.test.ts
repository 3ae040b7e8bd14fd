import { describe, expect, it } from 'vitest';
import { AppShellUnavailableError, hostingAppShell } from './app-shell';

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

  it('rejects with AppShellUnavailableError when Hosting fails, and tries again on the next call', async () => {
    const { urls, fetchImpl } = scriptedFetch([
      () => new Response('oops', { status: 502 }),
      () => new Response('<html>v2</html>'),
    ]);
    const shell = hostingAppShell('http://127.0.0.1:5000', fetchImpl);
    const failure = shell();
    await expect(failure).rejects.toThrow(AppShellUnavailableError);
    await expect(failure).rejects.toThrow('answered 502');
    expect(await shell()).toBe('<html>v2</html>');
    expect(urls).toHaveLength(2);
  });

  it('rejects with AppShellUnavailableError when Hosting cannot be reached', async () => {
    const { fetchImpl } = scriptedFetch([
      () => {
        throw new TypeError('fetch failed');
      },
    ]);
    const failure = hostingAppShell('http://127.0.0.1:5000', fetchImpl)();
    await expect(failure).rejects.toThrow(AppShellUnavailableError);
    await expect(failure).rejects.toThrow('fetch failed');
  });
});
