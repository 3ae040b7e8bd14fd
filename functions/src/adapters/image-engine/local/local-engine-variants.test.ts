import { roomStyleSchema, styleIntensitySchema } from '@roomremix/contracts/enums';
import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedImage, ImageEngineInput, ImageEngineSettings } from '../image-engine';
import { decodeRgb, labStatsOfImage, roomPhoto } from '../../../../test/support/test-images';
import { GRADE_TAKES, gradeTakeOf } from './grade-takes';
import { rgbToLab } from './lab';
import { createLocalImageEngine } from './local-engine';

const engine = createLocalImageEngine();
let base: Buffer;

beforeAll(async () => {
  base = await roomPhoto(240, 160);
});

function generate(variant: number | undefined, overrides: Partial<ImageEngineSettings> = {}): Promise<GeneratedImage> {
  const settings = { ...DEFAULT_REMIX_SETTINGS, roomStyle: 'scandinavian', ...overrides } as const;
  const input: ImageEngineInput = { base, references: [], settings, prompt: 'unused', variant };
  return engine.generate(input);
}

/** Mean per-pixel Lab distance between two results of the same size. */
async function meanDistance(x: Buffer, y: Buffer): Promise<number> {
  const [a, b] = await Promise.all([decodeRgb(x), decodeRgb(y)]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const p = rgbToLab(a.data[i] ?? 0, a.data[i + 1] ?? 0, a.data[i + 2] ?? 0);
    const q = rgbToLab(b.data[i] ?? 0, b.data[i + 1] ?? 0, b.data[i + 2] ?? 0);
    sum += Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
  }
  return sum / (a.data.length / 3);
}

describe('local engine: variants of the colour grade', () => {
  it('variant 0 is the grade as it always was, byte for byte', async () => {
    const [plain, zero] = await Promise.all([generate(undefined), generate(0)]);
    expect(zero.image.equals(plain.image)).toBe(true);
    expect(zero.notes).toEqual(plain.notes);
  });

  it('each variant is visibly different from every other, and says how', async () => {
    const results = await Promise.all(GRADE_TAKES.map((_take, variant) => generate(variant)));
    for (let i = 0; i < results.length; i++) {
      for (let j = i + 1; j < results.length; j++) {
        // ΔE 2–3 is where people start to see a difference side by side.
        expect(await meanDistance(results[i]!.image, results[j]!.image)).toBeGreaterThan(3);
      }
    }
    for (const [variant, result] of results.entries()) {
      const said = result.notes.filter((note) => note.startsWith(`Variant ${variant + 1}: `));
      expect(said).toHaveLength(variant === 0 ? 0 : 1);
    }
  });

  it('variant 1 is warmer and variant 2 cooler than variant 0 (b*, blue → yellow)', async () => {
    const [zero, one, two] = await Promise.all(
      [0, 1, 2].map(async (variant) => labStatsOfImage((await generate(variant)).image)),
    );
    expect(one!.mean[2]).toBeGreaterThan(zero!.mean[2] + 3);
    expect(two!.mean[2]).toBeLessThan(zero!.mean[2] - 3);
  });

  it("still differs with nothing to grade ('none'): the take's lightness and warmth", async () => {
    const [zero, one] = await Promise.all([generate(0, { roomStyle: 'none' }), generate(1, { roomStyle: 'none' })]);
    expect(await meanDistance(zero.image, one.image)).toBeGreaterThan(3);
  });

  it.each(roomStyleSchema.options.flatMap((roomStyle) => styleIntensitySchema.options.map((i) => [roomStyle, i])))(
    "each variant's note says what its image shows beside variant 1's: %s, %s",
    async (roomStyle, styleIntensity) => {
      const settings = { roomStyle, styleIntensity } as Partial<ImageEngineSettings>;
      const results = await Promise.all(GRADE_TAKES.map((_take, variant) => generate(variant, settings)));
      const [plain, ...others] = await Promise.all(results.map((result) => labStatsOfImage(result.image)));
      const plainDistance = await meanDistance(base, results[0]!.image);
      for (const [index, stats] of others.entries()) {
        const note = results[index + 1]!.notes.find((line) => line.startsWith(`Variant ${index + 2}:`)) ?? '';
        const lighter = stats!.mean[0] - plain!.mean[0];
        const warmer = stats!.mean[2] - plain!.mean[2];
        const fromPhoto = (await meanDistance(base, results[index + 1]!.image)) - plainDistance;
        const says = (word: string) => new RegExp(`\\b${word}\\b`).test(note);
        const untrue = [
          says('warmer') && !(warmer > 1) && 'warmer',
          says('cooler') && !(warmer < -1) && 'cooler',
          says('brighter') && !(lighter > 1) && 'brighter',
          says('darker') && !(lighter < -1) && 'darker',
          says('stronger') && !(fromPhoto > 0) && 'stronger',
          says('softer') && !(fromPhoto < 0) && 'softer',
        ].filter(Boolean);
        // What shows clearly is said.
        const unsaid = [
          Math.abs(warmer) >= 3 && !says(warmer > 0 ? 'warmer' : 'cooler') && 'warmth',
          Math.abs(lighter) >= 3 && !says(lighter > 0 ? 'brighter' : 'darker') && 'lightness',
        ].filter(Boolean);
        // The figures ride along so that a failure shows what was measured, not only which word was wrong.
        const shown = { note, lighter, warmer, fromPhoto };
        expect({ ...shown, untrue, unsaid }).toEqual({ ...shown, untrue: [], unsaid: [] });
      }
    },
  );

  it('variants past the table repeat it', () => {
    expect(gradeTakeOf(GRADE_TAKES.length + 1)).toBe(GRADE_TAKES[1]);
    expect(gradeTakeOf(undefined)).toBe(GRADE_TAKES[0]);
  });
});
