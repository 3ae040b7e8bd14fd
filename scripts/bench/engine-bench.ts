/**
 * The local engine on a 12 MP photo against sharp's bare decode + resize + encode of the same photo to the same size,
 * as a ratio, with the peak resident memory of each (docs/testing.md#benchmarks). Goal: ≤ 3×.
 */
import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import sharp from 'sharp';
import { measureStructureScores } from '../../functions/src/adapters/image-codec/structure';
import type { ImageEngineSettings } from '../../functions/src/adapters/image-engine/image-engine';
import { outputSize } from '../../functions/src/adapters/image-engine/images';
import { createLocalImageEngine } from '../../functions/src/adapters/image-engine/local/local-engine';
import { largeRoomPhoto } from '../../functions/test/support/test-images';
import { buildRemixPrompt } from '../../functions/src/domain/prompt';
import { mb, ms, row, verdict } from './bench-format';
import { percentile } from './percentile';

const ENGINE_GOAL_RATIO = 3;
const ENGINE_RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 5);

/** Samples the resident set size every 5 ms while `work` runs; resolves with its result, the peak and the start. */
export async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peakRss: number; startRss: number }> {
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 5);
  try {
    const value = await work();
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return { value, peakRss, startRss };
  } finally {
    clearInterval(timer);
  }
}

/** Runs `work` `runs` times and answers the median duration in ms. */
async function medianMs(runs: number, work: () => Promise<unknown>): Promise<number> {
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const startedAt = performance.now();
    await work();
    durations.push(performance.now() - startedAt);
  }
  return percentile(durations, 0.5);
}

/** The local engine against sharp's bare resize of the same 12 MP photo to the same size. */
export async function engineRatio(): Promise<string[]> {
  const photo = await largeRoomPhoto(4000, 3000);
  const engine = createLocalImageEngine();
  const lines = [
    `Local engine on a 12 MP photo (4000 × 3000 JPEG) vs sharp decode + resize + encode (median of ${ENGINE_RUNS})`,
  ];
  for (const quality of ['standard', 'hd'] as const) {
    const settings: ImageEngineSettings = {
      ...DEFAULT_REMIX_SETTINGS,
      roomStyle: 'scandinavian',
      styleIntensity: 'moderate',
      preserveStructure: true,
      colorScheme: 'sage green and white',
      quality,
    };
    const size = outputSize({ width: 4000, height: 3000 }, quality);
    const bare = () => sharp(photo).resize(size.width, size.height).jpeg({ quality: 90 }).toBuffer();
    const local = () =>
      engine.generate({ base: photo, references: [], settings, prompt: buildRemixPrompt(settings, []) });
    await bare();
    await local();
    const bareRun = await withPeakRss(() => medianMs(ENGINE_RUNS, bare));
    const engineRun = await withPeakRss(() => medianMs(ENGINE_RUNS, local));
    const ratio = engineRun.value / bareRun.value;
    const memory = (run: { peakRss: number; startRss: number }) =>
      `peak RSS ${mb(run.peakRss)} (+${mb(Math.max(0, run.peakRss - run.startRss))} over the ${mb(run.startRss)} before)`;
    lines.push(
      row(`sharp bare, ${size.width} × ${size.height}`, ms(bareRun.value), memory(bareRun)),
      row(`local engine, ${quality}`, ms(engineRun.value), memory(engineRun)),
      row('ratio', `${ratio.toFixed(2)}×`, `goal ≤ ${ENGINE_GOAL_RATIO}×: ${verdict(ratio <= ENGINE_GOAL_RATIO)}`),
    );
  }
  const output = await engine.generate({
    base: photo,
    references: [],
    settings: {
      ...DEFAULT_REMIX_SETTINGS,
      roomStyle: 'modern',
      styleIntensity: 'moderate',
      preserveStructure: true,
      quality: 'standard',
    },
    prompt: '',
  });
  const scoreMs = await medianMs(ENGINE_RUNS, () => measureStructureScores(photo, output.image));
  lines.push(row('structure score (worker step)', ms(scoreMs), '(not part of the ratio)'));
  // A mask as the API stores it (4000 × 3000, 0 keep, 255 change) over the sofa and the rug.
  const painted = new Uint8Array(4000 * 3000);
  for (let y = 1350; y < 2400; y += 1) painted.fill(255, y * 4000 + 1400, y * 4000 + 3200);
  const mask = await sharp(painted, { raw: { width: 4000, height: 3000, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
  const maskedMs = await medianMs(ENGINE_RUNS, () => measureStructureScores(photo, output.image, mask));
  lines.push(row('  with a mask (inside and outside)', ms(maskedMs), '(not part of the ratio)'));
  return lines;
}
