import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import { describe, expect, it } from 'vitest';
import { type GeneratedImage, type ImageEngine, type ImageEngineInput, RetryableEngineError } from './image-engine';
import { generateVariants } from './variants';

const input: ImageEngineInput = {
  base: Buffer.from('base'),
  references: [],
  settings: DEFAULT_REMIX_SETTINGS,
  prompt: 'Redesign',
};

/** An image labelled with the variant it was made for. */
function imageOf(label: string): GeneratedImage {
  return { image: Buffer.from(label), contentType: 'image/jpeg', width: 1, height: 1, engine: 'local', notes: [] };
}

/** Variants never upscale. */
const notUpscaled = () => Promise.reject(new Error('generateVariants does not upscale'));

describe('generateVariants', () => {
  it('calls an engine without batches once per variant, telling it which, and keeps each outcome apart', async () => {
    const seen: (number | undefined)[] = [];
    const engine: ImageEngine = {
      name: 'local',
      upscale: notUpscaled,
      generate: async ({ variant }) => {
        seen.push(variant);
        if (variant === 1) throw new RetryableEngineError('busy', { engine: 'local' });
        return imageOf(`variant ${variant}`);
      },
    };
    const outcomes = await generateVariants(engine, input, 3);
    expect(seen).toEqual([0, 1, 2]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[2]?.status === 'fulfilled' && outcomes[2].value.image.toString()).toBe('variant 2');
  });

  it('passes a single remix as it is, without a variant number', async () => {
    const seen: ImageEngineInput[] = [];
    const engine: ImageEngine = {
      name: 'local',
      upscale: notUpscaled,
      generate: async (asked) => (seen.push(asked), imageOf('one')),
    };
    await generateVariants(engine, input, 1);
    expect(seen).toEqual([input]);
  });

  it('asks a batching engine once for all of them; its failure fails every variant', async () => {
    const counts: number[] = [];
    const failure = new RetryableEngineError('busy', { engine: 'openai' });
    const engine: ImageEngine = {
      name: 'openai',
      upscale: notUpscaled,
      generate: () => Promise.reject(new Error('not called for several variants')),
      generateBatch: async (_input, count) => {
        counts.push(count);
        if (counts.length > 1) throw failure;
        return Array.from({ length: count }, (_, index) => imageOf(`image ${index}`));
      },
    };
    expect((await generateVariants(engine, input, 2)).map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
    ]);
    expect(await generateVariants(engine, input, 2)).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
    expect(counts).toEqual([2, 2]);
  });
});
