import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL_FILE } from '@roomremix/contracts/constants';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** A static server of a built app on loopback; `close` stops it. */
export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves `distDir` on 127.0.0.1 like Firebase Hosting serves web/dist (firebase.json): gzip for text files, `/name`
 * from name.html (cleanUrls), and every other path without a file from the app shell (APP_SHELL_FILE, or index.html
 * when there is none, as in the bare React page). `/api/` paths go to `apiUrl` as Hosting's rewrite sends them to the
 * function, or answer 404 without one: a visitor's page asks the API nothing.
 */
export async function startStaticServer(distDir: string, apiUrl?: string): Promise<StaticServer> {
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  const shell = isFile(join(distDir, APP_SHELL_FILE)) ? join(distDir, APP_SHELL_FILE) : join(distDir, 'index.html');
  const gzipCache = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path.startsWith('/api/') && apiUrl) {
      const upstream = httpRequest(new URL(request.url ?? '/', apiUrl), {
        method: request.method,
        headers: request.headers,
      });
      upstream.on('response', (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
      return;
    }
    if (path.startsWith('/api/')) {
      response.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ code: 'not_found' }));
      return;
    }
    const candidate = join(distDir, normalize(path === '/' ? '/index.html' : path).replace(/^(\.\.[/\\])+/, ''));
    const file = [candidate, `${candidate}.html`].find(isFile) ?? shell;
    const extension = extname(file);
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    };
    if (acceptsGzip && COMPRESSIBLE.has(extension)) {
      const key = `${file}@${statSync(file).mtimeMs}`;
      const cached = gzipCache.get(key) ?? gzipSync(body);
      gzipCache.set(key, cached);
      body = cached;
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The browser keeps its connections open; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
