import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake provider received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. `/v1/images/edits`. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** What a fake provider answers. */
export interface FakeResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (to trigger client timeouts). */
  delayMs?: number;
}

/** A running fake HTTP server: its base URL, what it received, and how to stop it. */
export interface FakeServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP server on a free port that records every request and answers with `respond`; providers' SDKs are
 * pointed at it through their base-URL options, so tests exercise the real SDK and its wire format offline.
 */
export async function startFakeServer(
  respond: (request: ReceivedRequest) => FakeResponse | Promise<FakeResponse>,
): Promise<FakeServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      void (async () => {
        try {
          const answer = await respond(request);
          if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
          if (res.destroyed) return;
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(JSON.stringify(answer.body));
        } catch (error) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `fake server failed: ${String(error)}` } }));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
