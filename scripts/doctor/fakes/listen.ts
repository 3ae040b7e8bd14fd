import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake saw, for tests to assert on. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A running fake on 127.0.0.1 (an ephemeral port). */
export interface RunningFake {
  url: string;
  port: number;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Starts a node:http server on 127.0.0.1:0 that records each request and hands it to `handle`. */
export async function listen(handle: (request: SeenRequest, response: ServerResponse) => void): Promise<RunningFake> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(request);
      handle(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Answers JSON. */
export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}
