import { QUALITY_LABELS, type Quality } from '@roomremix/contracts/enums';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { GeneratedImage, ImageEngine, ImageEngineInput } from './image-engine';
import { enlargeTo, imageSize, outputSize, type Size } from './images';

/**
 * `engine` keeping the size each quality promises (QUALITY_LONG_EDGE): an image whose long edge comes back shorter
 * than outputSize of its photo (a model without the size, a provider's size steps or bounds, an answer smaller than
 * asked) is enlarged to it (Lanczos) and its notes say so, so nothing is stored that breaks the promise silently. A
 * larger answer is kept as it came: more pixels than promised lose nothing.
 */
export function keepingSizePromise(engine: ImageEngine): ImageEngine {
  /** The images of one call, each held to the promise of its photo and quality (read once per call). */
  const kept = async (input: ImageEngineInput, made: readonly GeneratedImage[]) => {
    const promised = outputSize(await imageSize(input.base), input.settings.quality);
    return Promise.all(made.map((image) => keepPromise(image, promised, input.settings.quality)));
  };
  const { generateBatch } = engine;
  return {
    name: engine.name,
    generate: async (input) => (await kept(input, [await engine.generate(input)]))[0] as GeneratedImage,
    ...(generateBatch && {
      generateBatch: async (input, count) => kept(input, await generateBatch.call(engine, input, count)),
    }),
    upscale: async (input) =>
      keepPromise(await engine.upscale(input), outputSize(await imageSize(input.image), 'ultra'), 'ultra'),
  };
}

/** `made`, enlarged to `promised` with a note when its long edge falls short of it. */
async function keepPromise(made: GeneratedImage, promised: Size, quality: Quality): Promise<GeneratedImage> {
  const long = (size: Size) => Math.max(size.width, size.height);
  if (long(made) >= long(promised)) return made;
  const note = REMIX_MESSAGES.enlargedToPromise(QUALITY_LABELS[quality], dimensions(made), dimensions(promised));
  return {
    ...made,
    image: await enlargeTo(made.image, promised),
    ...promised,
    contentType: 'image/jpeg',
    notes: [...made.notes, note],
  };
}

function dimensions({ width, height }: Size): string {
  return `${width} × ${height}`;
}
