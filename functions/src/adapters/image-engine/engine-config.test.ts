import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadWorkerConfig, type ImageEngineConfig, type WorkerConfig } from '../../config';
import { readImageEngine } from './engine-config';
import { geminiCapabilities, openAiCapabilities } from './model-catalogues';

type Env = Record<string, string | undefined>;

/** The worker's configuration as index.ts loads it, the engine's part read by readImageEngine. */
const loadWorker = (env: Env, today?: Date): WorkerConfig => loadWorkerConfig(env, readImageEngine, today);

function problemsOf(env: Env, load: (env: Env) => unknown): readonly string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the loader accepted the environment');
}

describe('the image engine and its model', () => {
  it.each<[string, Record<string, string>, ImageEngineConfig]>([
    ['local by default', {}, { name: 'local' }],
    [
      'openai with its default model',
      { IMAGE_ENGINE: 'openai', OPENAI_API_KEY: 'sk-o' },
      { name: 'openai', apiKey: 'sk-o', model: 'gpt-image-2' },
    ],
    [
      'openai with a chosen model',
      { IMAGE_ENGINE: 'openai', OPENAI_API_KEY: 'sk-o', OPENAI_IMAGE_MODEL: 'gpt-image-2.5-sunburst' },
      { name: 'openai', apiKey: 'sk-o', model: 'gpt-image-2.5-sunburst' },
    ],
    [
      'gemini with its default model',
      { IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: 'g-key' },
      { name: 'gemini', apiKey: 'g-key', model: 'gemini-nano-banana-2.1' },
    ],
  ])('image engine of the worker: %s', (_case, env, imageEngine) => {
    expect(loadWorker(env).imageEngine).toEqual(imageEngine);
  });

  it('tells the api which engine and model run, without the key it is not bound to', () => {
    expect(loadConfig({ IMAGE_ENGINE: 'openai' }, readImageEngine).imageEngine).toEqual({
      name: 'openai',
      model: 'gpt-image-2',
      ultra: 'enlarged',
      ultraDrawnUpTo: 2560,
    });
  });

  it.each([
    ['gemini', { IMAGE_ENGINE: 'gemini' }, 'drawn'],
    ['openai, whose sizes above 2560x1440 are experimental', { IMAGE_ENGINE: 'openai' }, 'enlarged'],
    ['openai with a fixed-size model', { IMAGE_ENGINE: 'openai', OPENAI_IMAGE_MODEL: 'gpt-image-2.6-flare' }, 'none'],
    [
      'gemini with a model not in the catalogue',
      { IMAGE_ENGINE: 'gemini', GEMINI_IMAGE_MODEL: 'gemini-9-image' },
      'none',
    ],
    ['local', { IMAGE_ENGINE: 'local' }, 'enlarged'],
  ])('tells whether %s draws Ultra at 4K, enlarges to it or cannot make it', (_name, env, ultra) => {
    expect(loadConfig(env, readImageEngine).imageEngine.ultra).toBe(ultra);
  });

  it.each<[string, Record<string, string>, string]>([
    ['openai without a key', { IMAGE_ENGINE: 'openai' }, 'OPENAI_API_KEY is required when IMAGE_ENGINE=openai'],
    ['gemini without a key', { IMAGE_ENGINE: 'gemini' }, 'GEMINI_API_KEY is required when IMAGE_ENGINE=gemini'],
  ])('refuses the worker %s', (_case, env, problem) => {
    expect(problemsOf(env, loadWorker)).toEqual([problem]);
  });

  it.each<[string, Record<string, string>, string]>([
    [
      'a retired Gemini model',
      { IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: 'g', GEMINI_IMAGE_MODEL: 'gemini-2.5-flash-image' },
      'GEMINI_IMAGE_MODEL=gemini-2.5-flash-image was shut down on 2026-10-02; use gemini-nano-banana-2.1',
    ],
    [
      'a shut-down OpenAI model',
      { IMAGE_ENGINE: 'openai', OPENAI_API_KEY: 'k', OPENAI_IMAGE_MODEL: 'gpt-image-1' },
      'OPENAI_IMAGE_MODEL=gpt-image-1 was shut down on 2026-10-23; use gpt-image-2.5-sunburst or gpt-image-2.5-flare',
    ],
  ])('loads the worker with %s, warning that every remix fails with its refund', (_case, env, problem) => {
    expect(loadWorker(env).engineWarnings).toEqual([
      `${problem}: every remix fails with its refund until it is changed`,
    ]);
  });
});

describe("the worker's model, judged by the provider catalogues", () => {
  const gemini = (model?: string) => ({
    IMAGE_ENGINE: 'gemini',
    GEMINI_API_KEY: 'g',
    ...(model ? { GEMINI_IMAGE_MODEL: model } : {}),
  });
  const openai = (model: string) => ({ IMAGE_ENGINE: 'openai', OPENAI_API_KEY: 'k', OPENAI_IMAGE_MODEL: model });
  const nov27 = new Date('2026-11-27T12:00:00Z');
  const dec1 = new Date('2026-12-01T00:00:00Z');

  it("runs Google's replacement gemini-nano-banana-2.1 by default, with no warning", () => {
    const config = loadWorker(gemini(), nov27);
    expect(config.imageEngine).toEqual({ name: 'gemini', apiKey: 'g', model: 'gemini-nano-banana-2.1' });
    expect(config.engineWarnings).toEqual([]);
  });

  it('accepts gemini-nano-banana-2.1 when it is named', () => {
    expect(loadWorker(gemini('gemini-nano-banana-2.1'), nov27).engineWarnings).toEqual([]);
  });

  it('runs the deprecated gemini-3.1-flash-image with a warning naming the day and the replacement', () => {
    expect(loadWorker(gemini('gemini-3.1-flash-image'), nov27).engineWarnings).toEqual([
      'GEMINI_IMAGE_MODEL=gemini-3.1-flash-image was deprecated on 2026-10-06; use gemini-nano-banana-2.1',
    ]);
  });

  it.each(['gpt-image-1.5', 'gpt-image-1-mini', 'chatgpt-image-latest'])(
    'warns of %s until 2026-12-01, then that it is shut down, naming the replacement',
    (model) => {
      expect(loadWorker(openai(model), nov27).engineWarnings).toEqual([
        `OPENAI_IMAGE_MODEL=${model} was deprecated on 2026-06-02 and shuts down on 2026-12-01; use gpt-image-2.6-sunburst or gpt-image-2.6-flare`,
      ]);
      expect(loadWorker(openai(model), dec1).engineWarnings).toEqual([
        `OPENAI_IMAGE_MODEL=${model} was shut down on 2026-12-01; use gpt-image-2.6-sunburst or gpt-image-2.6-flare: every remix fails with its refund until it is changed`,
      ]);
    },
  );

  it.each([
    [
      'gemini-3.1-flash-lite-image',
      'GEMINI_IMAGE_MODEL=gemini-3.1-flash-lite-image: the provider does not publish its images per request; it runs with the conservative value',
    ],
    [
      'nano-banana-pro-preview',
      'GEMINI_IMAGE_MODEL=nano-banana-pro-preview: the provider does not publish its release day, images per request, output sizes, lifecycle; it runs with the conservative value',
    ],
  ])('runs %s, whose row leaves facts unknown, conservatively and with a warning naming them', (model, warning) => {
    const config = loadWorker(gemini(model), nov27);
    expect(config.imageEngine).toEqual({ name: 'gemini', apiKey: 'g', model });
    expect(config.engineWarnings).toEqual([expect.stringContaining(warning)]);
    expect(geminiCapabilities(model).maxInputImages).toBe(3);
  });

  it.each(['gpt-image-2.6-sunburst', 'gpt-image-2.6-flare'])(
    'runs %s, which OpenAI names but leaves out of its per-model lists, conservatively and with a warning',
    (model) => {
      expect(loadWorker(openai(model), nov27).engineWarnings).toEqual([
        expect.stringContaining(
          `OPENAI_IMAGE_MODEL=${model}: the provider does not publish its flexible sizes, images per call, masks`,
        ),
      ]);
      expect(openAiCapabilities(model)).toEqual(openAiCapabilities('gpt-image-9'));
    },
  );

  it('offers no Ultra on gemini-3.1-flash-lite-image (1K only) nor on nano-banana-pro-preview (its sizes are unknown)', () => {
    for (const model of ['gemini-3.1-flash-lite-image', 'nano-banana-pro-preview']) {
      expect(loadConfig(gemini(model), readImageEngine).imageEngine.ultra, model).toBe('none');
    }
  });

  it.each([
    ['gemini', gemini('gemini-9-image'), 'GEMINI_IMAGE_MODEL=gemini-9-image is not in our Gemini model catalogue'],
    ['openai', openai('gpt-image-9'), 'OPENAI_IMAGE_MODEL=gpt-image-9 is not in our OpenAI model catalogue'],
  ])('accepts a %s model id it has not heard of, with a warning naming it', (_provider, env, warning) => {
    const config = loadWorker(env, nov27);
    expect(config.engineWarnings).toHaveLength(1);
    expect(config.engineWarnings[0]).toContain(warning);
  });
});
