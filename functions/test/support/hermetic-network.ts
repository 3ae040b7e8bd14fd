import { isIP, Socket } from 'node:net';
import { afterEach, expect } from 'vitest';

/**
 * Setup file of the api tier: the tests are hermetic, so a connection to any host but this machine is refused and
 * fails the test that made it, even if the code under test caught the error (a misrouted call to Stripe, OpenAI,
 * Gemini or Google would otherwise pass unnoticed, or hang). Every client (fetch, http, the Google and Stripe SDKs)
 * connects through net.Socket#connect, so that is where the check sits.
 */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const refused: string[] = [];

function isLoopback(host: string): boolean {
  return LOOPBACK_NAMES.has(host) || (isIP(host) === 4 && host.startsWith('127.'));
}

/**
 * The host of socket.connect's arguments: (options), (port, host), (path) for a local socket, or net.connect's
 * normalised [options, callback] array.
 */
function hostOf(args: unknown[]): string | null {
  const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string | null };
    return typeof options.path === 'string' ? null : (options.host ?? 'localhost');
  }
  if (typeof first === 'string' && Number.isNaN(Number(first))) return null;
  return typeof second === 'string' ? second : 'localhost';
}

const connect = Socket.prototype.connect;
Socket.prototype.connect = function hermeticConnect(this: Socket, ...args: unknown[]) {
  const host = hostOf(args);
  if (host !== null && !isLoopback(host)) {
    refused.push(host);
    process.nextTick(() =>
      this.destroy(new Error(`Hermetic test: a connection to ${host} was refused (only loopback is allowed)`)),
    );
    return this;
  }
  return (connect as (...connectArgs: unknown[]) => Socket).apply(this, args);
} as typeof Socket.prototype.connect;

/** The outside hosts refused since the last call; the check below calls it after every test. */
export function takeRefusedHosts(): string[] {
  return refused.splice(0);
}

afterEach(() => {
  expect(takeRefusedHosts(), 'the test tried to reach hosts outside this machine').toEqual([]);
});
