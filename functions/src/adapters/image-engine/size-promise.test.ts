import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { roomPhoto } from '../../../test/support/test-images';
import type { GeneratedImage, ImageEngine, ImageEngineInput, ImageEngineSettings } from './image-engine';
import { keepingSizePromise } from './size-promise';

/** An engine answering every call with an image of `width` × `height`, as a provider with its own sizes would. */
function engineAnswering(width: number, height: number): ImageEngine {
  const answer = async (): Promise<GeneratedImage> => ({
    image: await sharp({ create: { width, height, channels: 3, background: '#8a6f55' } })
      .jpeg()
      .toBuffer(),
    contentType: 'image/jpeg',
    width,
    height,
    engine: 'openai',
    notes: ['from the provider'],
  });
  return {
    name: 'openai',
    generate: answer,
    generateBatch: (_input, count) => Promise.all(Array.from({ length: count }, answer)),
    upscale: answer,
  };
}

async function inputOf(base: [number, number], settings: Partial<ImageEngineSettings>): Promise<ImageEngineInput> {
  return {
    base: await roomPhoto(...base),
    references: [],
    settings: { ...DEFAULT_REMIX_SETTINGS, ...settings },
    prompt: 'unused',
  };
}

async function pixelSize(image: Buffer): Promise<[number, number]> {
  const { width, height } = await sharp(image).metadata();
  return [width, height];
}

describe('keepingSizePromise', () => {
  it('enlarges an Ultra answer drawn at OpenAI’s largest size that is not experimental, 2208 × 1664, to 3840 × 2880, and says so', async () => {
    const engine = keepingSizePromise(engineAnswering(2208, 1664));
    const made = await engine.generate(await inputOf([400, 300], { quality: 'ultra' }));
    expect([made.width, made.height]).toEqual([3840, 2880]);
    expect(await pixelSize(made.image)).toEqual([3840, 2880]);
    expect(made.notes).toEqual([
      'from the provider',
      REMIX_MESSAGES.enlargedToPromise('Ultra 4K', '2208 × 1664', '3840 × 2880'),
    ]);
  });

  it('enlarges an HD answer of a 1K-only model to the 2048 px HD promises', async () => {
    const engine = keepingSizePromise(engineAnswering(1200, 896));
    const made = await engine.generate(await inputOf([2000, 1500], { quality: 'hd' }));
    expect(await pixelSize(made.image)).toEqual([2048, 1536]);
    expect(made.notes.at(-1)).toBe(REMIX_MESSAGES.enlargedToPromise('HD', '1200 × 896', '2048 × 1536'));
  });

  it('keeps an answer as large as the promise or larger as it came, without a note', async () => {
    const engine = keepingSizePromise(engineAnswering(4779, 3584));
    const input = await inputOf([400, 300], { quality: 'ultra' });
    const made = await engine.generate(input);
    expect([made.width, made.height, made.notes]).toEqual([4779, 3584, ['from the provider']]);
    const standard = await keepingSizePromise(engineAnswering(1024, 768)).generate({
      ...input,
      settings: { ...input.settings, quality: 'standard' },
    });
    expect(standard.notes).toEqual(['from the provider']);
  });

  it('holds every variant of a batch and every upscale to the promise', async () => {
    const engine = keepingSizePromise(engineAnswering(2208, 1664));
    const batch = await engine.generateBatch!(await inputOf([400, 300], { quality: 'ultra' }), 2);
    expect(batch.map((made) => [made.width, made.height])).toEqual([
      [3840, 2880],
      [3840, 2880],
    ]);
    const upscaled = await engine.upscale({ image: await roomPhoto(1024, 768) });
    expect(await pixelSize(upscaled.image)).toEqual([3840, 2880]);
  });
});
