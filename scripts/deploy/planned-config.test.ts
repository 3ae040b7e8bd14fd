import { describe, expect, it } from 'vitest';
import { engineDescription, plannedOrigins } from './planned-config';
import { storageCorsOf } from './storage-cors';

const PROJECT = { GCLOUD_PROJECT: 'roomremix-prod', WEB_API_KEY: 'k', STORAGE_BUCKET: 'b' };
const nov27 = new Date('2026-11-27T12:00:00Z');

describe("the deploy plan's engine line", () => {
  it.each([
    [{}, 'local (no AI: a colour grade, for development)'],
    [
      { IMAGE_ENGINE: 'gemini' },
      'gemini, model gemini-nano-banana-2.1: current, released 2026-10-06 (https://ai.google.dev/gemini-api/docs/image-generation; ',
    ],
    [
      { IMAGE_ENGINE: 'gemini', GEMINI_IMAGE_MODEL: 'gemini-3.1-flash-image' },
      'gemini, model gemini-3.1-flash-image: DEPRECATED: GEMINI_IMAGE_MODEL=gemini-3.1-flash-image was deprecated on 2026-10-06; use gemini-nano-banana-2.1',
    ],
    [
      { IMAGE_ENGINE: 'openai', OPENAI_IMAGE_MODEL: 'gpt-image-7' },
      'openai, model gpt-image-7: UNKNOWN: OPENAI_IMAGE_MODEL=gpt-image-7 is not in our OpenAI model catalogue',
    ],
    [
      { IMAGE_ENGINE: 'openai', OPENAI_IMAGE_MODEL: 'gpt-image-1' },
      'openai, model gpt-image-1: SHUT DOWN: OPENAI_IMAGE_MODEL=gpt-image-1 was shut down on 2026-10-23; use gpt-image-2.5-sunburst or gpt-image-2.5-flare',
    ],
    [{ IMAGE_ENGINE: 'dall-e' }, 'not loadable (see the problems below)'],
  ])('names the engine, its model and the model’s lifecycle: %o', (env, line) => {
    expect(engineDescription({ ...PROJECT, ...env }, nov27).startsWith(line)).toBe(true);
  });
});

describe('the bucket CORS the plan prints', () => {
  it('holds the origins with payments on too, whose secret keys only Secret Manager holds', () => {
    const origins = plannedOrigins({
      ...PROJECT,
      ALLOWED_ORIGINS: 'https://rooms.example.com',
      WEB_AUTH_DOMAIN: 'rooms.example.com',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
    });
    expect(origins).toEqual(['https://rooms.example.com']);
  });

  it('allows GET from exactly the origins the api allows', () => {
    const origins = plannedOrigins({
      ...PROJECT,
      ALLOWED_ORIGINS: 'https://rooms.example.com,https://roomremix-prod.web.app',
      WEB_AUTH_DOMAIN: 'rooms.example.com',
    });
    expect(storageCorsOf(origins)).toEqual([
      {
        origin: ['https://rooms.example.com', 'https://roomremix-prod.web.app'],
        method: ['GET'],
        responseHeader: ['Content-Type'],
        maxAgeSeconds: 3600,
      },
    ]);
  });
});
