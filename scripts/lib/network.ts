import { createServer } from 'node:net';
import { SetupError } from './errors';

/** Throws a SetupError naming the first port that something else already listens on. */
export async function assertPortsFree(ports: Record<string, number>, host = '127.0.0.1'): Promise<void> {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port, host))) {
      throw new SetupError(
        `Port ${port} (${name}) on ${host} is already in use: stop whatever listens there ` +
          `(\`lsof -i :${port}\` shows it; often an earlier \`npm start\`) and try again.`,
      );
    }
  }
}

function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

interface WaitOptions {
  timeoutMs: number;
  /** Built when the wait fails, so it can include output gathered meanwhile. */
  failure: () => string;
  /** Settles when waiting is pointless, e.g. when the awaited process has exited. */
  abort?: Promise<unknown>;
}

/** Polls until `probe` resolves true; throws a SetupError built by `failure` on time-out or abort. */
export async function waitFor(
  probe: () => Promise<boolean>,
  { timeoutMs, failure, abort }: WaitOptions,
): Promise<void> {
  let aborted = false;
  void abort?.then(() => (aborted = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !aborted) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new SetupError(failure());
}

/** True when a GET to `url` answers with a status `accept` likes, within two seconds. */
export async function answers(
  url: string,
  accept: (status: number) => boolean = (status) => status < 500,
): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return accept(response.status);
}
