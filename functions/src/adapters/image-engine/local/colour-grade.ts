/**
 * The local engine's colour grade: a deterministic pipeline on sharp and raw Lab pixels that grades the photo towards
 * its style, transfers the references' colour statistics, pulls hues towards the colour scheme's palette, scales all
 * of that by the intensity and a variant's take, and keeps the photo's luminance detail: a colour grade changes no
 * wall, window or piece of furniture, whether or not structure is to be preserved.
 */
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import type { StyleIntensity } from '@roomremix/contracts/enums';
import sharp, { type OutputInfo } from 'sharp';
import type { ImageEngineSettings } from '../image-engine';
import type { Size } from '../images';
import type { GradeTake } from './grade-takes';
import { blendGrades, STYLE_GRADES, stylesInText } from './grades';
import { statsOfLab, writeLabAsRgb, type LabStats } from './lab';
import { byLightness, paletteLookup, paletteLookupIndex, parseColourScheme } from './palette';

/**
 * How far each setting moves the image, per intensity: the room-style grade, the references' colours and the colour
 * scheme's palette. Subtle < moderate < dramatic.
 */
export const LOCAL_STRENGTHS = {
  subtle: { grade: 0.35, references: 0.3, palette: 0.25 },
  moderate: { grade: 0.65, references: 0.55, palette: 0.45 },
  dramatic: { grade: 1, references: 0.8, palette: 0.65 },
} as const satisfies Record<StyleIntensity, Record<'grade' | 'references' | 'palette', number>>;

/**
 * What a result says when structure was not to be preserved: a colour grade cannot move walls or furniture, and
 * blurring the photo to look "looser" only made it foggy (issue 26's re-walk).
 */
export const LOCAL_STRUCTURE_NOTE =
  'The local engine changes colours only, so your room kept its walls, windows and furniture.';

/** References move lightness only this much of their colour pull: the room's own lighting stays. */
const REFERENCE_LIGHTNESS_SHARE = 0.5;
/** Detail below this blur is "structure": edges, textures, outlines. Sigma as a share of the long edge. */
const DETAIL_SIGMA_SHARE = 1 / 160;
/**
 * Bounds of the deviation ratio of one transfer: a nearly flat photo (a plain wall) must not have its noise
 * multiplied tenfold to reach a style's contrast, nor a busy one be flattened to grey.
 */
const MIN_CONTRAST_RATIO = 0.5;
const MAX_CONTRAST_RATIO = 2;
/** Longest side of a reference when measuring its colours: statistics need no detail. */
const REFERENCE_SAMPLE_EDGE = 256;

/** An affine map per Lab channel: x → gain·x + offset. */
type ChannelMaps = [gain: number, offset: number][];

/** What a grade is made of besides the photo: the settings, the variant's take and the references' pixels. */
export interface GradeRecipe {
  settings: ImageEngineSettings;
  take: GradeTake;
  references: readonly Float32Array[];
  /** Where the grade says what it applied (a style read from a custom text, a palette); absent to say nothing. */
  notes?: string[];
}

/** The photo (Lab pixels at `size`) graded by `recipe`, as RGB bytes. */
export async function renderGrade(base: Float32Array, size: Size, recipe: GradeRecipe): Promise<Uint8Array> {
  const { settings, take, references } = recipe;
  const notes = recipe.notes ?? [];
  const strengths = scaledStrengths(LOCAL_STRENGTHS[settings.styleIntensity], take.strength);
  const longEdge = Math.max(size.width, size.height);
  const detailBlur = await blurredLab(base, size, 1, longEdge * DETAIL_SIGMA_SHARE);
  if (!settings.preserveStructure) notes.push(LOCAL_STRUCTURE_NOTE);

  // The style grade first, then the references' colours, each starting from the statistics the previous left.
  const maps: ChannelMaps = [
    [1, 0],
    [1, 0],
    [1, 0],
  ];
  let stats = statsOfLab([base]);
  const grade = styleGrade(settings, notes);
  if (grade) stats = compose(maps, stats, grade, [strengths.grade, strengths.grade, strengths.grade]);
  if (references.length > 0) {
    const pull = strengths.references;
    compose(maps, stats, statsOfLab(references), [pull * REFERENCE_LIGHTNESS_SHARE, pull, pull]);
  }
  shift(maps, 0, take.lightness);
  shift(maps, 2, take.warmth);

  return render({
    base,
    detailBlur,
    maps,
    palette: colourPalette(settings, notes),
    paletteStrength: strengths.palette,
  });
}

/** The intensity's strengths times a variant's multiple; the grade, references and palette never pass full. */
function scaledStrengths(strengths: (typeof LOCAL_STRENGTHS)[StyleIntensity], multiple: number) {
  const scale = (value: number) => Math.min(1, value * multiple);
  return {
    grade: scale(strengths.grade),
    references: scale(strengths.references),
    palette: scale(strengths.palette),
  };
}

/** Adds `amount` to channel `c` of every pixel the maps produce. */
function shift(maps: ChannelMaps, c: number, amount: number): void {
  const [gain, offset] = maps[c] ?? [1, 0];
  maps[c] = [gain, offset + amount];
}

/** The grade of a named style, of the styles a custom text mentions, or null ('none', or a text naming none). */
function styleGrade(settings: ImageEngineSettings, notes: string[]): LabStats | null {
  if (settings.roomStyle === 'none') return null;
  if (settings.roomStyle !== 'other') return STYLE_GRADES[settings.roomStyle];
  const text = settings.customStyle?.trim() ?? '';
  const grade = blendGrades(stylesInText(text));
  if (!grade && text)
    notes.push(`The local engine does not know the style "${text}"; only the other settings were applied.`);
  return grade;
}

/** The colour scheme's palette as a lookup table by lightness, or null without a readable one. */
function colourPalette(settings: ImageEngineSettings, notes: string[]): Float32Array | null {
  const text = settings.colorScheme?.trim() ?? '';
  if (!text) return null;
  const palette = parseColourScheme(text);
  if (palette.length === 0) {
    notes.push(`No colours recognised in the colour scheme "${text}".`);
    return null;
  }
  return paletteLookup(byLightness(palette));
}

/**
 * Adds a mean/deviation transfer towards `target` at `strength` per channel to `maps` and returns the statistics
 * the image will then have. The transfer x → x + s·((x − μ)·σt/σ + μt − x) is affine, so any number of them fold into
 * one gain and offset per channel and the pixels are touched once.
 */
function compose(maps: ChannelMaps, current: LabStats, target: LabStats, strength: readonly number[]): LabStats {
  const mean: number[] = [];
  const std: number[] = [];
  for (let c = 0; c < 3; c++) {
    const s = strength[c] ?? 0;
    const mu = current.mean[c] ?? 0;
    const sigma = current.std[c] ?? 0;
    const ratio = sigma > 0.5 ? clamp((target.std[c] ?? 0) / sigma, MIN_CONTRAST_RATIO, MAX_CONTRAST_RATIO) : 1;
    const gain = 1 + s * (ratio - 1);
    const offset = s * ((target.mean[c] ?? 0) - mu * ratio);
    const [oldGain, oldOffset] = maps[c] ?? [1, 0];
    maps[c] = [gain * oldGain, gain * oldOffset + offset];
    mean.push(gain * mu + offset);
    std.push(gain * sigma);
  }
  return { mean: [mean[0] ?? 0, mean[1] ?? 0, mean[2] ?? 0], std: [std[0] ?? 0, std[1] ?? 0, std[2] ?? 0] };
}

interface RenderInput {
  /** Interleaved Lab floats of the base at output size. */
  base: Float32Array;
  /** The base's L, blurred at the detail scale (one value per pixel). */
  detailBlur: Float32Array;
  maps: ChannelMaps;
  /** paletteLookup of the colour scheme, or null without one. */
  palette: Float32Array | null;
  paletteStrength: number;
}

/** The per-pixel pass: grade, palette, the photo's detail, back to sRGB bytes. */
function render({ base, detailBlur, maps, palette, paletteStrength }: RenderInput): Uint8Array {
  const [[gL, oL], [gA, oA], [gB, oB]] = [maps[0] ?? [1, 0], maps[1] ?? [1, 0], maps[2] ?? [1, 0]];
  const pixels = detailBlur.length;
  const out = new Uint8Array(pixels * 3);
  for (let p = 0, i = 0; p < pixels; p++, i += 3) {
    const L0 = base[i] ?? 0;
    const lowL = detailBlur[p] ?? 0;
    // The grade changes the smooth lightness; the detail (base minus its blur) is added back at full strength,
    // so edges and textures keep their contrast even when a style lowers the overall contrast.
    const L = gL * lowL + oL + (L0 - lowL);
    let a = gA * (base[i + 1] ?? 0) + oA;
    let b = gB * (base[i + 2] ?? 0) + oB;
    if (palette) {
      const k = paletteLookupIndex(L);
      a += paletteStrength * ((palette[k] ?? 0) - a);
      b += paletteStrength * ((palette[k + 1] ?? 0) - b);
    }
    writeLabAsRgb(L, a, b, out, i);
  }
  return out;
}

/**
 * Interleaved Lab floats of an image, converted by libvips: resized to `size` (the output size), or to at most
 * 256 px when only its statistics are needed.
 */
export async function labPixels(image: Buffer, size: Size | null): Promise<Float32Array> {
  const pipeline = sharp(image, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error' }).autoOrient();
  const resized = size
    ? pipeline.resize(size.width, size.height, { fit: 'fill' })
    : pipeline.resize(REFERENCE_SAMPLE_EDGE, REFERENCE_SAMPLE_EDGE, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await resized
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('lab')
    .raw({ depth: 'float' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 || data.byteLength !== info.width * info.height * 3 * 4) {
    throw new Error(`Expected ${info.width}×${info.height} pixels of 3 float channels, got ${data.byteLength} bytes`);
  }
  // A view when sharp's buffer is 4-byte aligned (it is its own allocation), a copy otherwise.
  return data.byteOffset % 4 === 0
    ? new Float32Array(data.buffer, data.byteOffset, data.byteLength / 4)
    : new Float32Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
}

/**
 * The first `channels` Lab channels of `lab`, Gaussian-blurred with `sigma` (in output pixels), as floats: one
 * plane for L alone, interleaved for all three. Packed into bytes for libvips (blurred values need no more
 * precision), and blurred at a reduced size when sigma is large, which is the same blur at a fraction of the cost.
 */
async function blurredLab(lab: Float32Array, size: Size, channels: 1 | 3, sigma: number): Promise<Float32Array> {
  const pixels = size.width * size.height;
  const packed = new Uint8ClampedArray(pixels * channels);
  for (let p = 0; p < pixels; p++) {
    packed[p * channels] = (lab[p * 3] ?? 0) * 2.55;
    if (channels === 3) {
      packed[p * 3 + 1] = (lab[p * 3 + 1] ?? 0) + 128;
      packed[p * 3 + 2] = (lab[p * 3 + 2] ?? 0) + 128;
    }
  }
  // Without an explicit colourspace sharp would write a one-channel raw image back as three sRGB channels.
  const space = channels === 1 ? 'b-w' : 'srgb';
  const factor = Math.max(1, Math.floor(sigma / 3));
  let result: { data: Buffer; info: OutputInfo };
  if (factor === 1) {
    result = await sharp(packed, { raw: { ...size, channels } })
      .blur(Math.max(0.3, sigma))
      .toColourspace(space)
      .raw()
      .toBuffer({ resolveWithObject: true });
  } else {
    const small = {
      width: Math.max(1, Math.round(size.width / factor)),
      height: Math.max(1, Math.round(size.height / factor)),
    };
    const reduced = await sharp(packed, { raw: { ...size, channels } })
      .resize(small.width, small.height, { fit: 'fill' })
      .blur(sigma / factor)
      .toColourspace(space)
      .raw()
      .toBuffer();
    result = await sharp(reduced, { raw: { ...small, channels } })
      .resize(size.width, size.height, { fit: 'fill' })
      .toColourspace(space)
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  if (result.info.channels !== channels)
    throw new Error(`Blur returned ${result.info.channels} channels, expected ${channels}`);
  const bytes = result.data;
  const out = new Float32Array(pixels * channels);
  for (let p = 0; p < pixels; p++) {
    out[p * channels] = (bytes[p * channels] ?? 0) / 2.55;
    if (channels === 3) {
      out[p * 3 + 1] = (bytes[p * 3 + 1] ?? 128) - 128;
      out[p * 3 + 2] = (bytes[p * 3 + 2] ?? 128) - 128;
    }
  }
  return out;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
