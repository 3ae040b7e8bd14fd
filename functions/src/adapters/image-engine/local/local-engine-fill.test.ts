import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PermanentEngineError, type ImageEngineInput, type ImageEngineSettings } from '../image-engine';
import { decodeRgb, roomPhoto } from '../../../../test/support/test-images';
import { rgbToLab } from './lab';
import { createLocalImageEngine } from './local-engine';
import { PAINTED_ART, paintedMask } from '../../../../test/support/painted-mask';

const engine = createLocalImageEngine();
const SIZE = { width: 480, height: 320 };
let base: Buffer;
let mask: Buffer;

beforeAll(async () => {
  base = await roomPhoto(SIZE.width, SIZE.height);
  mask = await paintedMask(SIZE.width, SIZE.height, PAINTED_ART);
});

function generate(overrides: Partial<ImageEngineSettings>, extra: Partial<ImageEngineInput> = {}) {
  const settings: ImageEngineSettings = { ...DEFAULT_REMIX_SETTINGS, roomStyle: 'industrial', ...overrides };
  return engine.generate({ base, references: [], settings, prompt: 'unused', mask, ...extra });
}

/** Per pixel: whether it lies inside the painted box. */
const insideArt = (p: number) => {
  const [left, top, right, bottom] = PAINTED_ART;
  const x = p % SIZE.width;
  const y = Math.floor(p / SIZE.width);
  return x >= left * SIZE.width && x < right * SIZE.width && y >= top * SIZE.height && y < bottom * SIZE.height;
};

describe('local engine: declutter and empty fill the painted region', () => {
  it.each(['declutter', 'empty'] as const)('%s: the picture is gone, the rest of the photo kept', async (mode) => {
    const result = await generate({ mode });
    expect(result).toMatchObject({ engine: 'local', contentType: 'image/jpeg', ...SIZE });
    expect(result.notes[0]).toBe(
      'Local engine: the painted area was filled from its surroundings (classical inpainting, not AI). It suits ' +
        'small objects on plain walls and floors; large furniture leaves a smooth smudge.',
    );
    const after = (await decodeRgb(result.image)).data;
    const before = (await decodeRgb(base)).data;
    let picture = 0;
    let outsideChange = 0;
    for (let p = 0; p < SIZE.width * SIZE.height; p++) {
      const lab = rgbToLab(after[p * 3] ?? 0, after[p * 3 + 1] ?? 0, after[p * 3 + 2] ?? 0);
      if (insideArt(p)) picture += lab[2] < -10 || lab[2] > 35 ? 1 : 0;
      else for (let c = 0; c < 3; c++) outsideChange += Math.abs((after[p * 3 + c] ?? 0) - (before[p * 3 + c] ?? 0));
    }
    expect(picture).toBe(0);
    // Only the JPEG encoding itself: no grade reached the rest of the photo.
    expect(outsideChange / (SIZE.width * SIZE.height * 3)).toBeLessThan(1.5);
  });

  it('a second variant fills with the other method and says so', async () => {
    const [first, second] = await Promise.all([
      generate({ mode: 'declutter' }),
      generate({ mode: 'declutter' }, { variant: 1 }),
    ]);
    expect(second.image.equals(first.image)).toBe(false);
    expect(second.notes).toContain('Variant 2: filled by the Navier–Stokes method instead of Telea.');
    expect(first.notes).toHaveLength(2);
  });

  it.each(['declutter', 'empty'] as const)('%s without a painted region fails for good, not silently', async (mode) => {
    const error: unknown = await generate({ mode }, { mask: undefined }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PermanentEngineError);
    expect(error).toMatchObject({ reason: 'bad_input', engine: 'local' });
  });

  it('redesign with a painted region still grades (the worker keeps the outside)', async () => {
    const result = await generate({ mode: 'redesign', styleIntensity: 'dramatic' });
    expect(result.notes[0]).toMatch(/^Local engine: a colour grade/);
    const { channels } = await sharp(result.image).stats();
    const { channels: baseChannels } = await sharp(base).stats();
    expect(Math.abs((channels[0]?.mean ?? 0) - (baseChannels[0]?.mean ?? 0))).toBeGreaterThan(5);
  });
});
