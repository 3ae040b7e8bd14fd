import { DISCLOSURE_RULES } from '../src/domain/disclosure-rules';
import type { Firestore } from '@google-cloud/firestore';
import { healthResponseSchema, publicConfigSchema } from '@roomremix/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../src/adapters/firestore/db';
import { probeFirestore } from '../src/adapters/firestore/probe';
import { DEFAULT_PROJECT_ID } from '../src/config';
import { closedPort } from './support/http-server';
import { firestoreAt, requireFirestoreEmulator } from './support/emulators';
import { startTestApp, type TestApp } from './support/test-app';

requireFirestoreEmulator();
const projectId = process.env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID;

describe('GET /api/health', () => {
  let app: TestApp;
  let deadApp: TestApp;
  let deadDb: Firestore;

  beforeAll(async () => {
    app = await startTestApp({ probeFirestore: () => probeFirestore(getDb(projectId)) });
    deadDb = firestoreAt(projectId, await closedPort());
    deadApp = await startTestApp({ probeFirestore: () => probeFirestore(deadDb, 500) });
  });

  afterAll(async () => {
    await Promise.all([app.close(), deadApp.close()]);
    // deadDb is left open: terminate() would wait ~6 s for its get to exhaust the SDK's retries, and the worker
    // ends with this file anyway.
    await getDb(projectId).terminate();
  });

  it('reports ok when a Firestore read succeeds', async () => {
    const response = await app.api('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body: unknown = await response.json();
    expect(body).toEqual({ status: 'ok', firestore: 'reachable' });
    expect(healthResponseSchema.safeParse(body).success).toBe(true);
  });

  it('reports degraded with 503 when Firestore does not answer, and logs why', async () => {
    const startedAt = Date.now();
    const response = await deadApp.api('/api/health', { headers: { 'X-Request-Id': 'health-dead-0001' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ status: 'degraded', firestore: 'unreachable' });
    // The probe's own timeout answers; the SDK alone would keep retrying for far longer.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(deadApp.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'Firestore is unreachable',
        fields: expect.objectContaining({ requestId: 'health-dead-0001' }),
      }),
    );
  });
});

describe('GET /api/config', () => {
  it.each([
    [
      'payments off against the emulators',
      { GCLOUD_PROJECT: 'demo-roomremix', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      {
        engine: {
          modes: ['redesign', 'exterior', 'garden'],
          modesNeedingMask: ['declutter', 'empty'],
          followsInstructions: false,
          qualities: ['standard', 'hd', 'ultra'],
          ultraUpscaled: true,
          ultraDrawnUpTo: null,
        },
        tokenCosts: { standard: 1, hd: 2, ultra: 4 },
        disclosureRules: DISCLOSURE_RULES,
        firebase: {
          apiKey: 'demo-api-key',
          authDomain: 'demo-roomremix.firebaseapp.com',
          projectId: 'demo-roomremix',
          authEmulatorUrl: 'http://127.0.0.1:9099',
        },
        stripePublishableKey: null,
        imageEngine: 'local',
      },
    ],
    [
      'payments on for a real project',
      {
        GCLOUD_PROJECT: 'roomremix-prod',
        WEB_API_KEY: 'AIzaSyExample',
        WEB_AUTH_DOMAIN: 'rooms.example.com',
        ALLOWED_ORIGINS: 'https://rooms.example.com',
        STORAGE_BUCKET: 'roomremix-prod.firebasestorage.app',
        URL_SIGNING_SECRET: 'x'.repeat(32),
        RATE_LIMIT_ID_SECRET: 'y'.repeat(32),
        STRIPE_SECRET_KEY: 'sk_test_secret',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
        IMAGE_ENGINE: 'openai',
        OPENAI_API_KEY: 'sk-openai-secret',
      },
      {
        engine: {
          modes: ['redesign', 'stage', 'declutter', 'empty', 'exterior', 'garden'],
          modesNeedingMask: [],
          followsInstructions: true,
          qualities: ['standard', 'hd', 'ultra'],
          // OpenAI calls sizes above 2560x1440 experimental: its Ultra is drawn within them and enlarged.
          ultraUpscaled: true,
          ultraDrawnUpTo: 2560,
        },
        tokenCosts: { standard: 1, hd: 2, ultra: 4 },
        disclosureRules: DISCLOSURE_RULES,
        firebase: {
          apiKey: 'AIzaSyExample',
          authDomain: 'rooms.example.com',
          projectId: 'roomremix-prod',
          authEmulatorUrl: null,
        },
        stripePublishableKey: 'pk_test_public',
        imageEngine: 'openai',
      },
    ],
    [
      'the Gemini engine, whose model draws 4K',
      { GCLOUD_PROJECT: 'demo-roomremix', IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: 'gemini-secret' },
      {
        engine: {
          modes: ['redesign', 'stage', 'declutter', 'empty', 'exterior', 'garden'],
          modesNeedingMask: [],
          followsInstructions: true,
          qualities: ['standard', 'hd', 'ultra'],
          ultraUpscaled: false,
          ultraDrawnUpTo: null,
        },
        tokenCosts: { standard: 1, hd: 2, ultra: 4 },
        disclosureRules: DISCLOSURE_RULES,
        firebase: {
          apiKey: 'demo-api-key',
          authDomain: 'demo-roomremix.firebaseapp.com',
          projectId: 'demo-roomremix',
          authEmulatorUrl: null,
        },
        stripePublishableKey: null,
        imageEngine: 'gemini',
      },
    ],
  ])('answers the public client config with %s', async (_case, env, expected) => {
    const app = await startTestApp({ env });
    try {
      const response = await app.api('/api/config');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const text = await response.text();
      const body: unknown = JSON.parse(text);
      expect(body).toEqual(expected);
      expect(publicConfigSchema.safeParse(body).success).toBe(true);
      expect(text).not.toMatch(/sk_test_secret|sk-openai-secret|xxxxxxxx/);
    } finally {
      await app.close();
    }
  });
});
