import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../../config';
import { buildRemixPrompt } from '../../domain/prompt';
import { createImageEngine } from './create-image-engine';
import { readImageEngine } from './engine-config';
import { startFakeGemini } from '../../../test/fakes/gemini/fake-gemini';
import { startFakeOpenAi } from '../../../test/fakes/openai/fake-openai';
import { roomPhoto } from '../../../test/support/test-images';

const settings = { ...DEFAULT_REMIX_SETTINGS, roomStyle: 'modern' as const };

describe('createImageEngine', () => {
  it('makes the local engine by default', async () => {
    const engine = createImageEngine(loadWorkerConfig({}, readImageEngine).imageEngine);
    expect(engine.name).toBe('local');
    const result = await engine.generate({
      base: await roomPhoto(80, 60),
      references: [],
      settings,
      prompt: buildRemixPrompt(settings, []),
    });
    expect(result.engine).toBe('local');
  });

  it.each([
    ['openai', { IMAGE_ENGINE: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_IMAGE_MODEL: 'gpt-image-2' }, 'gpt-image-2'],
    ['gemini', { IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: 'key' }, 'gemini-nano-banana-2.1'],
  ] as const)('makes the %s engine from the config, with its model', async (name, env, model) => {
    const fake = name === 'openai' ? await startFakeOpenAi() : await startFakeGemini();
    try {
      const engine = createImageEngine(loadWorkerConfig(env, readImageEngine).imageEngine, {
        baseUrl: name === 'openai' ? `${fake.url}/v1` : fake.url,
      });
      expect(engine.name).toBe(name);
      const result = await engine.generate({ base: await roomPhoto(80, 60), references: [], settings, prompt: 'p' });
      expect(result.engine).toBe(name);
      expect(fake.requests[0]?.url).toContain(
        name === 'openai' ? '/v1/images/edits' : `/models/${model}:generateContent`,
      );
      if (name === 'openai') expect(fake.requests[0]?.body.toString('latin1')).toContain(model);
    } finally {
      await fake.close();
    }
  });

  it('judges the model on each call: an engine made before its shutdown day refuses from that day on, without calling', async () => {
    const fake = await startFakeOpenAi();
    let today = new Date('2026-11-30T23:00:00Z');
    try {
      const engine = createImageEngine(
        { name: 'openai', apiKey: 'sk-test', model: 'gpt-image-1.5' },
        { baseUrl: `${fake.url}/v1`, now: () => today },
      );
      const input = { base: await roomPhoto(80, 60), references: [], settings, prompt: 'p' };
      await expect(engine.generate(input)).resolves.toMatchObject({ engine: 'openai' });
      today = new Date('2026-12-01T00:00:00Z');
      await expect(engine.generate(input)).rejects.toMatchObject({
        name: 'PermanentEngineError',
        reason: 'model_shut_down',
        message:
          'OPENAI_IMAGE_MODEL=gpt-image-1.5 was shut down on 2026-12-01; use gpt-image-2.6-sunburst or gpt-image-2.6-flare',
      });
      await expect(engine.upscale({ image: input.base })).rejects.toMatchObject({ reason: 'model_shut_down' });
      expect(fake.requests).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});
