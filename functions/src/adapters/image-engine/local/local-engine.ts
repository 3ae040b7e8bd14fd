import { QUALITY_LONG_EDGE } from '@roomremix/contracts/constants';
import { DEFAULT_REMIX_MODE } from '@roomremix/contracts/enums';
import sharp from 'sharp';
import { modesNeedingMask } from '../../../domain/engine-modes';
import { PermanentEngineError, type GeneratedImage, type ImageEngine, type ImageEngineInput } from '../image-engine';
import { enlargeTo, imageSize, OUTPUT_JPEG_QUALITY, outputSize, type Size } from '../images';
import { type GradeRecipe, labPixels, renderGrade } from './colour-grade';
import { describeTake, gradeTakeOf, PLAIN_GRADE, type TakeDifference } from './grade-takes';
import { inpaintRegion, inpaintTakeOf } from './inpaint';
import { rgbToLab } from './lab';

/** Longest side of the previews a variant's description is measured on. */
const PREVIEW_EDGE = 160;

/**
 * The offline engine, not AI. In declutter and empty it fills the painted region from its surroundings (classical
 * inpainting). Otherwise it is a deterministic colour pipeline on sharp and raw Lab pixels: it grades the room towards
 * its style, transfers the references' colour statistics, pulls hues towards the colour scheme's palette, scales all of
 * that by the intensity, and keeps the base's luminance detail: it moves no wall or furniture, structure preserved or
 * not. It cannot follow written instructions or place materials, and says so in its notes;
 * the web labels its results "Local engine".
 */
export function createLocalImageEngine(): ImageEngine {
  return { name: 'local', generate: generateLocally, upscale: ({ image }) => enlargeToUltra(image, image, []) };
}

/** What the local engine says of its Ultra, which it cannot draw at 4K. */
export const LOCAL_ULTRA_NOTE = `Local engine: Ultra is the image enlarged to ${QUALITY_LONG_EDGE.ultra} px (Lanczos), not redrawn at 4K, so it adds no new detail.`;

async function generateLocally(input: ImageEngineInput): Promise<GeneratedImage> {
  const mode = input.settings.mode ?? DEFAULT_REMIX_MODE;
  const make = modesNeedingMask('local').includes(mode) ? fillPaintedRegion : grade;
  if (input.settings.quality !== 'ultra') return make(input);
  // Its grade works pixel by pixel in JavaScript: made at HD, then enlarged, as the studio says (ultraUpscaled).
  const hd = await make({ ...input, settings: { ...input.settings, quality: 'hd' } });
  return enlargeToUltra(hd.image, input.base, hd.notes);
}

/** `image` at the Ultra size of `base` (its aspect), with LOCAL_ULTRA_NOTE after `notes`. */
async function enlargeToUltra(image: Buffer, base: Buffer, notes: string[]): Promise<GeneratedImage> {
  const size = outputSize(await imageSize(base), 'ultra');
  const enlarged = await enlargeTo(image, size);
  return { image: enlarged, contentType: 'image/jpeg', ...size, engine: 'local', notes: [...notes, LOCAL_ULTRA_NOTE] };
}

/** Declutter and empty: the painted region filled from its surroundings, the rest of the photo as it was. */
async function fillPaintedRegion(input: ImageEngineInput): Promise<GeneratedImage> {
  const { mode, quality } = input.settings;
  if (!input.mask) {
    // The API refuses these modes without a painted region before any token moves; this is the last line.
    throw new PermanentEngineError('bad_input', `The local engine cannot ${mode} without a painted region`, {
      engine: 'local',
    });
  }
  const size = outputSize(await imageSize(input.base), quality);
  const take = inpaintTakeOf(input.variant);
  const rgb = await inpaintRegion(input.base, input.mask, size, take);
  const image = await sharp(rgb, { raw: { ...size, channels: 3 } })
    .jpeg({ quality: OUTPUT_JPEG_QUALITY })
    .toBuffer();
  const notes = [
    'Local engine: the painted area was filled from its surroundings (classical inpainting, not AI). It suits small ' +
      'objects on plain walls and floors; large furniture leaves a smooth smudge.',
    'Room style, colour scheme, references and written instructions are not applied when removing.',
  ];
  if (take.description) notes.push(`Variant ${(input.variant ?? 0) + 1}: ${take.description}.`);
  return { image, contentType: 'image/jpeg', ...size, engine: 'local', notes };
}

/** Every other mode: the colour grade, in the variant's take. */
async function grade(input: ImageEngineInput): Promise<GeneratedImage> {
  const { settings } = input;
  const size = outputSize(await imageSize(input.base), settings.quality);
  const take = gradeTakeOf(input.variant);
  const notes = [
    'Local engine: a colour grade of your photo, not AI. Written instructions and material placement are not applied.',
  ];
  const references = await Promise.all(input.references.map((reference) => labPixels(reference.buffer, null)));
  if (take !== PLAIN_GRADE) {
    const shown = await takeBesidePlain(input.base, size, { settings, take, references });
    notes.push(`Variant ${(input.variant ?? 0) + 1}: ${describeTake(shown)}.`);
  }
  const base = await labPixels(input.base, size);
  const out = await renderGrade(base, size, { settings, take, references, notes });
  const image = await sharp(out, { raw: { ...size, channels: 3 } })
    .jpeg({ quality: OUTPUT_JPEG_QUALITY })
    .toBuffer();
  return { image, contentType: 'image/jpeg', ...size, engine: 'local', notes };
}

/**
 * How a take's image differs from the plain grade's, measured on both rendered small (the grade is global, so a
 * preview's means are the full image's): how far each moved from the photo, and their mean lightness and warmth.
 */
async function takeBesidePlain(photo: Buffer, size: Size, recipe: GradeRecipe): Promise<TakeDifference> {
  const scale = Math.min(1, PREVIEW_EDGE / Math.max(size.width, size.height));
  const preview = {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
  const base = await labPixels(photo, preview);
  const [plain, take] = await Promise.all([
    renderGrade(base, preview, { ...recipe, take: PLAIN_GRADE, notes: undefined }),
    renderGrade(base, preview, { ...recipe, notes: undefined }),
  ]);
  const measure = (rgb: Uint8Array) => {
    let distance = 0;
    let lightness = 0;
    let warmth = 0;
    for (let p = 0; p < rgb.length / 3; p++) {
      const [L, a, b] = rgbToLab(rgb[p * 3] ?? 0, rgb[p * 3 + 1] ?? 0, rgb[p * 3 + 2] ?? 0);
      distance += Math.hypot(L - (base[p * 3] ?? 0), a - (base[p * 3 + 1] ?? 0), b - (base[p * 3 + 2] ?? 0));
      lightness += L;
      warmth += b;
    }
    const pixels = rgb.length / 3;
    return { distance: distance / pixels, lightness: lightness / pixels, warmth: warmth / pixels };
  };
  const [plainFigures, takeFigures] = [measure(plain), measure(take)];
  return {
    stronger: takeFigures.distance - plainFigures.distance,
    brighter: takeFigures.lightness - plainFigures.lightness,
    warmer: takeFigures.warmth - plainFigures.warmth,
  };
}
