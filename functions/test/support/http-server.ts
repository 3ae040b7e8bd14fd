import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP server on an ephemeral local port. */
export interface RunningServer {
  /** e.g. `http://127.0.0.1:40123`, without a trailing slash. */
  baseUrl: string;
  close(): Promise<void>;
}

/** Serves `handler` (an Express app) on 127.0.0.1 at a port the OS picks, so test files never collide. */
export async function startHttpServer(handler: RequestListener): Promise<RunningServer> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      // fetch keeps connections alive; without this, close() would wait for them to time out.
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A local port nothing listens on: bound once by the OS, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
