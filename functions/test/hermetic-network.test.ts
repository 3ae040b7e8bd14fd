import { request } from 'node:https';
import { describe, expect, it } from 'vitest';
import { startHttpServer } from './support/http-server';
import { takeRefusedHosts } from './support/hermetic-network';

describe('the api tier is hermetic', () => {
  it.each([
    ['fetch to Stripe', () => fetch('https://api.stripe.com/v1/payment_intents')],
    ['fetch to an address', () => fetch('http://203.0.113.7/')],
    [
      'node:https to Gemini',
      () =>
        new Promise((resolve, reject) => {
          request('https://generativelanguage.googleapis.com/v1beta/models', resolve).on('error', reject).end();
        }),
    ],
  ])('refuses a %s, and records it so the test fails even if the code swallowed the error', async (_case, call) => {
    await expect(call()).rejects.toThrow();
    expect(takeRefusedHosts()).toHaveLength(1);
  });

  it('lets loopback connections through', async () => {
    const server = await startHttpServer((_req, res) => res.end('ok'));
    try {
      expect(await (await fetch(server.baseUrl)).text()).toBe('ok');
    } finally {
      await server.close();
    }
  });
});
