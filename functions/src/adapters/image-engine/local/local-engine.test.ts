import { roomStyleSchema, type RoomStyle } from '@roomremix/contracts/enums';
import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureStructureScore } from '../../image-codec/structure';
import type { ImageEngineInput, ImageEngineSettings, ReferenceImage } from '../image-engine';
import {
  decodeRgb,
  labStatsOfImage,
  largeRoomPhoto,
  roomPhoto,
  swatchPhoto,
} from '../../../../test/support/test-images';
import { STYLE_GRADES } from './grades';
import { hueDegrees, labStats, rgbToLab, type LabStats } from './lab';
import { createLocalImageEngine, LOCAL_ULTRA_NOTE } from './local-engine';
import { LOCAL_STRUCTURE_NOTE } from './colour-grade';

const engine = createLocalImageEngine();
let base: Buffer;
let baseStats: LabStats;

beforeAll(async () => {
  base = await roomPhoto(240, 160);
  baseStats = await labStatsOfImage(base);
});

function settings(overrides: Partial<ImageEngineSettings> = {}): ImageEngineSettings {
  return { ...DEFAULT_REMIX_SETTINGS, ...overrides };
}

function generate(overrides: Partial<ImageEngineSettings> = {}, references: ReferenceImage[] = [], image = base) {
  const input: ImageEngineInput = { base: image, references, settings: settings(overrides), prompt: 'unused' };
  return engine.generate(input);
}

/** How far statistics are from a target: mean and deviation gaps summed over L, a and b. */
function gradeDistance(stats: LabStats, target: LabStats): number {
  let sum = 0;
  for (let c = 0; c < 3; c++) {
    sum +=
      Math.abs((stats.mean[c] ?? 0) - (target.mean[c] ?? 0)) + Math.abs((stats.std[c] ?? 0) - (target.std[c] ?? 0));
  }
  return sum;
}

/** Mean per-pixel Lab distance between the base and a result (the base resized onto the result's grid). */
async function meanChange(result: Buffer): Promise<number> {
  const after = await decodeRgb(result);
  const before = await decodeRgb(base, after);
  let sum = 0;
  const pixels = after.width * after.height;
  for (let p = 0; p < pixels; p++) {
    const i = p * 3;
    const x = rgbToLab(before.data[i] ?? 0, before.data[i + 1] ?? 0, before.data[i + 2] ?? 0);
    const y = rgbToLab(after.data[i] ?? 0, after.data[i + 1] ?? 0, after.data[i + 2] ?? 0);
    sum += Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
  }
  return sum / pixels;
}

const abDistance = (stats: LabStats, a: number, b: number) =>
  Math.hypot((stats.mean[1] ?? 0) - a, (stats.mean[2] ?? 0) - b);
const hueGap = (x: number, y: number) => Math.abs(((((x - y) % 360) + 540) % 360) - 180);

describe('local engine: room style', () => {
  it.each(roomStyleSchema.options)('%s moves the colour statistics towards its grade', async (style: RoomStyle) => {
    const grade = STYLE_GRADES[style];
    const result = await generate({ roomStyle: style });
    const before = gradeDistance(baseStats, grade);
    const after = gradeDistance(await labStatsOfImage(result.image), grade);
    expect(after).toBeLessThan(before * 0.6);
  });

  it('a custom style that names styles uses their grades', async () => {
    const result = await generate({ roomStyle: 'other', customStyle: 'Modern farmhouse with a Scandi feel' });
    const target = {
      mean: [0, 1, 2].map(
        (c) =>
          ((STYLE_GRADES.modern.mean[c] ?? 0) +
            (STYLE_GRADES.farmhouse.mean[c] ?? 0) +
            (STYLE_GRADES.scandinavian.mean[c] ?? 0)) /
          3,
      ),
      std: [0, 1, 2].map(
        (c) =>
          ((STYLE_GRADES.modern.std[c] ?? 0) +
            (STYLE_GRADES.farmhouse.std[c] ?? 0) +
            (STYLE_GRADES.scandinavian.std[c] ?? 0)) /
          3,
      ),
    } as unknown as LabStats;
    expect(gradeDistance(await labStatsOfImage(result.image), target)).toBeLessThan(
      gradeDistance(baseStats, target) * 0.6,
    );
    expect(result.notes).toHaveLength(1);
  });

  it('a custom style it cannot read changes nothing and says so', async () => {
    const result = await generate({ roomStyle: 'other', customStyle: 'Wabi-sabi' });
    expect(await meanChange(result.image)).toBeLessThan(2.5);
    expect(result.notes).toContain(
      'The local engine does not know the style "Wabi-sabi"; only the other settings were applied.',
    );
  });

  it("'none' keeps the photo as it is", async () => {
    const result = await generate({ roomStyle: 'none', textPrompt: 'Add plants' });
    expect(await meanChange(result.image)).toBeLessThan(2.5);
  });
});

describe('local engine: intensity', () => {
  it('dramatic changes more than moderate, moderate more than subtle', async () => {
    const references = [{ buffer: await swatchPhoto(64, 64, [40, 90, 170]) }];
    const change = async (styleIntensity: ImageEngineSettings['styleIntensity']) =>
      meanChange(
        (await generate({ roomStyle: 'bohemian', colorScheme: 'terracotta and olive', styleIntensity }, references))
          .image,
      );
    const [subtle, moderate, dramatic] = [await change('subtle'), await change('moderate'), await change('dramatic')];
    expect(subtle).toBeGreaterThan(3);
    expect(moderate).toBeGreaterThan(subtle * 1.2);
    expect(dramatic).toBeGreaterThan(moderate * 1.1);
  });

  it.each(['industrial', 'coastal', 'minimalist'] as const)('orders the change for %s alone too', async (roomStyle) => {
    const changes = [];
    for (const styleIntensity of ['subtle', 'moderate', 'dramatic'] as const) {
      changes.push(await meanChange((await generate({ roomStyle, styleIntensity })).image));
    }
    expect(changes[1]).toBeGreaterThan(changes[0] ?? Infinity);
    expect(changes[2]).toBeGreaterThan(changes[1] ?? Infinity);
  });
});

describe('local engine: references', () => {
  it.each([
    ['blue', [40, 90, 170]],
    ['terracotta', [200, 100, 63]],
    ['green', [50, 140, 70]],
  ] as const)('a %s reference pulls the mean colour towards its own', async (_name, colour) => {
    const reference = await swatchPhoto(80, 60, colour);
    const target = await labStatsOfImage(reference);
    const [ta, tb] = [target.mean[1] ?? 0, target.mean[2] ?? 0];
    const subtle = await labStatsOfImage((await generate({ styleIntensity: 'subtle' }, [{ buffer: reference }])).image);
    const dramatic = await labStatsOfImage(
      (await generate({ styleIntensity: 'dramatic' }, [{ buffer: reference }])).image,
    );
    expect(abDistance(subtle, ta, tb)).toBeLessThan(abDistance(baseStats, ta, tb) * 0.8);
    expect(abDistance(dramatic, ta, tb)).toBeLessThan(abDistance(subtle, ta, tb));
  });

  it('pools several references', async () => {
    const blue = await swatchPhoto(60, 60, [40, 90, 170]);
    const yellow = await swatchPhoto(60, 60, [230, 200, 60]);
    const pooled = await labStatsOfImage(
      (await generate({}, [{ buffer: blue }, { buffer: yellow, label: 'fabric: sofa' }])).image,
    );
    const onlyBlue = await labStatsOfImage((await generate({}, [{ buffer: blue }])).image);
    // Yellow pulls b (blue–yellow axis) up compared with blue alone.
    expect(pooled.mean[2] ?? 0).toBeGreaterThan((onlyBlue.mean[2] ?? 0) + 5);
  });
});

describe('local engine: colour scheme', () => {
  it.each([
    ['teal', 'teal'],
    ['navy', 'a calm navy blue scheme'],
    ['mustard', 'Mustard accents'],
    ['a hex code', '#7a1f2b'],
    ['sage green', 'sage green and cream'],
  ])('%s moves the hue towards the palette', async (_case, colorScheme) => {
    const { parseColourScheme } = await import('./palette');
    const palette = parseColourScheme(colorScheme);
    const [pa, pb] = [
      palette.reduce((s, c) => s + c.lab[1], 0) / palette.length,
      palette.reduce((s, c) => s + c.lab[2], 0) / palette.length,
    ];
    const after = await labStatsOfImage((await generate({ colorScheme }, [])).image);
    const baseHue = hueDegrees(baseStats.mean[1] ?? 0, baseStats.mean[2] ?? 0);
    const afterHue = hueDegrees(after.mean[1] ?? 0, after.mean[2] ?? 0);
    const paletteHue = hueDegrees(pa, pb);
    expect(abDistance(after, pa, pb)).toBeLessThan(abDistance(baseStats, pa, pb));
    if (hueGap(baseHue, paletteHue) > 20)
      expect(hueGap(afterHue, paletteHue)).toBeLessThan(hueGap(baseHue, paletteHue));
  });

  it('words it cannot read leave a note', async () => {
    const result = await generate({ colorScheme: 'vibes only' });
    expect(result.notes).toContain('No colours recognised in the colour scheme "vibes only".');
  });
});

describe('local engine: structure', () => {
  it('keeps the structure with structure off too, and says why: it changes colours, not walls or furniture', async () => {
    const kept = await generate({ roomStyle: 'industrial', styleIntensity: 'dramatic', preserveStructure: true });
    const free = await generate({ roomStyle: 'industrial', styleIntensity: 'dramatic', preserveStructure: false });
    expect(await measureStructureScore(base, free.image)).toBeGreaterThanOrEqual(80);
    expect(Buffer.compare(free.image, kept.image)).toBe(0);
    expect(free.notes).toContain(LOCAL_STRUCTURE_NOTE);
    expect(kept.notes).not.toContain(LOCAL_STRUCTURE_NOTE);
  });

  it.each(['subtle', 'moderate', 'dramatic'] as const)(
    'keeps the structure at %s intensity with every input',
    async (styleIntensity) => {
      const reference = await swatchPhoto(60, 60, [200, 100, 63]);
      const result = await generate({ roomStyle: 'art-deco', colorScheme: 'emerald and gold', styleIntensity }, [
        { buffer: reference },
      ]);
      expect(await measureStructureScore(base, result.image)).toBeGreaterThanOrEqual(80);
    },
  );
});

describe('local engine: size, aspect and output', () => {
  it.each([
    ['a large landscape photo', 1600, 1200, [1024, 768], [2048, 1536]],
    ['a large portrait photo', 900, 1800, [512, 1024], [1024, 2048]],
    ['a photo smaller than 1024: never enlarged for standard, 2× for HD', 300, 200, [300, 200], [600, 400]],
    ['an odd aspect', 333, 127, [333, 127], [666, 254]],
  ])(
    '%s',
    async (_case, width, height, standard, hd) => {
      const photo = await largeRoomPhoto(width, height);
      const small = await generate({ roomStyle: 'modern', quality: 'standard' }, [], photo);
      const large = await generate({ roomStyle: 'modern', quality: 'hd' }, [], photo);
      expect([small.width, small.height]).toEqual(standard);
      expect([large.width, large.height]).toEqual(hd);
      expect(Math.max(large.width, large.height)).toBe(2 * Math.max(small.width, small.height));
      for (const result of [small, large]) {
        expect(Math.abs(result.width / result.height - width / height)).toBeLessThan(0.01);
        const metadata = await sharp(result.image).metadata();
        expect(metadata).toMatchObject({ format: 'jpeg', width: result.width, height: result.height });
      }
    },
    20_000,
  );

  it('makes Ultra as its HD grade enlarged to 3840 px, the same picture, and says it is enlarged', async () => {
    const photo = await largeRoomPhoto(1600, 1200);
    const hd = await generate({ roomStyle: 'modern', quality: 'hd' }, [], photo);
    const ultra = await generate({ roomStyle: 'modern', quality: 'ultra' }, [], photo);
    expect([ultra.width, ultra.height]).toEqual([3840, 2880]);
    expect(await sharp(ultra.image).metadata()).toMatchObject({ format: 'jpeg', width: 3840, height: 2880 });
    expect(ultra.notes).toEqual([...hd.notes, LOCAL_ULTRA_NOTE]);
    const shrunk = await sharp(ultra.image).resize(2048, 1536).raw().toBuffer();
    const hdPixels = await sharp(hd.image).raw().toBuffer();
    let difference = 0;
    for (let at = 0; at < shrunk.length; at++) difference += Math.abs((shrunk[at] ?? 0) - (hdPixels[at] ?? 0));
    expect(difference / shrunk.length).toBeLessThan(3);
  }, 30_000);

  it('upscales a result to 3840 px on its long edge, its aspect kept', async () => {
    const result = await roomPhoto(1024, 683);
    const made = await engine.upscale({ image: result });
    expect([made.width, made.height]).toEqual([3840, 2561]);
    expect(made.notes).toEqual([LOCAL_ULTRA_NOTE]);
    expect(await sharp(made.image).metadata()).toMatchObject({ width: 3840, height: 2561 });
  });

  it('is deterministic and labelled', async () => {
    const reference = { buffer: await swatchPhoto(40, 40, [40, 90, 170]) };
    const first = await generate({ roomStyle: 'coastal', colorScheme: 'sky blue' }, [reference]);
    const second = await generate({ roomStyle: 'coastal', colorScheme: 'sky blue' }, [reference]);
    expect(first.image.equals(second.image)).toBe(true);
    expect(first).toMatchObject({ engine: 'local', contentType: 'image/jpeg' });
    expect(first.notes[0]).toMatch(/^Local engine: .*not AI/);
  });

  it.each(['industrial', 'modern'] as const)(
    '%s adds no pattern of its own (row means of a swatch stay flat)',
    async (roomStyle) => {
      const swatch = await swatchPhoto(120, 90, [170, 80, 70]);
      const rowSpread = async (image: Buffer) => {
        const { data, width, height } = await decodeRgb(image);
        const means = Array.from({ length: height }, (_, y) => {
          let sum = 0;
          for (let x = 0; x < width; x++) sum += data[(y * width + x) * 3] ?? 0;
          return sum / width;
        });
        return Math.max(...means) - Math.min(...means);
      };
      const result = await generate({ roomStyle, styleIntensity: 'dramatic' }, [], swatch);
      expect(await rowSpread(result.image)).toBeLessThan((await rowSpread(swatch)) + 3);
    },
  );

  it('reads a PNG base with transparency', async () => {
    const png = await sharp(await roomPhoto(120, 90, 'png'))
      .ensureAlpha(0.5)
      .png()
      .toBuffer();
    const result = await generate({ roomStyle: 'rustic' }, [], png);
    expect([result.width, result.height]).toEqual([120, 90]);
    expect(labStats((await decodeRgb(result.image)).data, 3).mean[0]).toBeGreaterThan(0);
  });
});
