import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureTonality } from '../../image-codec/tonality';
import type { ImageEngineSettings } from '../image-engine';
import { decodeRgb, largeRoomPhoto, warmGradient } from '../../../../test/support/test-images';
import { createLocalImageEngine } from './local-engine';

const engine = createLocalImageEngine();
const generate = async (base: Buffer, changes: Partial<ImageEngineSettings>) =>
  (
    await engine.generate({
      base,
      references: [],
      settings: { ...DEFAULT_REMIX_SETTINGS, roomStyle: 'industrial', ...changes },
      prompt: 'unused',
    })
  ).image;

/** The strongest settings users pick: structure off, dramatic, a custom style and a colour scheme. */
const STRONGEST: [string, Partial<ImageEngineSettings>][] = [
  ['structure off, dramatic', { preserveStructure: false, styleIntensity: 'dramatic' }],
  [
    'structure off, dramatic, a custom style and a colour scheme',
    {
      preserveStructure: false,
      styleIntensity: 'dramatic',
      roomStyle: 'other',
      customStyle: 'moody industrial loft',
      colorScheme: 'navy and brass',
    },
  ],
  ['dramatic with a colour scheme', { styleIntensity: 'dramatic', colorScheme: 'navy and brass' }],
];

/** The largest luminance step between neighbours along the middle row: a band edge on a ramp is a jump. */
async function largestStepAcross(image: Buffer): Promise<number> {
  const { data, width, height } = await decodeRgb(image);
  const y = (x: number) => {
    const i = (Math.floor(height / 2) * width + x) * 3;
    return 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
  };
  let largest = 0;
  for (let x = 1; x < width; x++) largest = Math.max(largest, Math.abs(y(x) - y(x - 1)));
  return largest;
}

let gradient: Buffer;
let scene: Buffer;
beforeAll(async () => {
  gradient = await warmGradient(1024, 512);
  scene = await largeRoomPhoto(1024, 683);
});

describe('local engine: photographic at its strongest settings', () => {
  it.each(STRONGEST)('%s keeps a smooth ramp smooth: no band edges, every level used', async (_case, settings) => {
    const result = await generate(gradient, settings);
    expect(await largestStepAcross(result)).toBeLessThan(6);
    expect((await measureTonality(result)).occupiedShare).toBeGreaterThan(0.9);
  });

  it.each(STRONGEST)('%s keeps the tones of a room photo as continuous as the photo', async (_case, settings) => {
    const before = await measureTonality(scene);
    const after = await measureTonality(await generate(scene, settings));
    expect(after.occupiedShare).toBeGreaterThan(before.occupiedShare * 0.9);
  });
});
