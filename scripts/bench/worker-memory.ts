/**
 * The worker's peak memory for Ultra (issue 30; docs/testing.md#benchmarks): as many Ultra remixes as one remixWorker
 * instance runs at once (its `concurrency`), each a 4000 × 3000 photo with 10 references of 2048 px, made into
 * 3840 × 2880 results, against the 2 GiB the function has. Once on the local engine (its HD grade enlarged) and once
 * on the Gemini engine against its fake, answering 4K PNGs (4800 × 3584) as the model does. The figure is the bench
 * process's peak resident memory while the jobs run: the API app and the bench's own modules included, so an upper
 * bound of a worker instance's.
 */
import { QUALITY_LONG_EDGE } from '@roomremix/contracts/constants';
import sharp from 'sharp';
import { createGeminiImageEngine } from '../../functions/src/adapters/image-engine/gemini/gemini-engine';
import type { ImageEngine } from '../../functions/src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../../functions/src/adapters/image-engine/local/local-engine';
import {
  geminiImageDimensions,
  geminiImageResponse,
  startFakeGemini,
} from '../../functions/test/fakes/gemini/fake-gemini';
import { largeRoomPhoto, swatchPhoto } from '../../functions/test/support/test-images';
import { startBenchApp } from './bench-app';
import { mb, row, verdict } from './bench-format';
import { withPeakRss } from './engine-bench';

/** The remixWorker function's memory and concurrency (functions/src/index.ts). */
const WORKER_MEMORY_BYTES = 2 * 1024 ** 3;
const WORKER_CONCURRENCY = 4;

/** The Ultra remixes one instance runs at once, on `engine`, with the peak memory while they run. */
async function peakOf(engine: ImageEngine, form: () => FormData): Promise<{ peakRss: number; startRss: number }> {
  const app = await startBenchApp({ tokens: 4 * WORKER_CONCURRENCY, withWorker: 'held', engine });
  try {
    for (let job = 0; job < WORKER_CONCURRENCY; job += 1) {
      const response = await fetch(`${app.baseUrl}/api/process`, {
        method: 'POST',
        headers: { Origin: app.origin, Cookie: app.cookie },
        body: form(),
      });
      if (response.status !== 202) throw new Error(`An Ultra submit answered ${response.status}`);
    }
    return await withPeakRss(() => app.runHeld());
  } finally {
    await app.close();
  }
}

/** The 4000 × 3000 photo and its 10 references, as an Ultra remix form. */
async function ultraForm(): Promise<() => FormData> {
  const base = await largeRoomPhoto(4000, 3000);
  const swatches = await Promise.all(
    [0, 1, 2].map(async (index) =>
      sharp(await swatchPhoto(2048, 1536, [60 + 50 * index, 120, 180 - 50 * index], index + 3))
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
  const jpeg = (image: Buffer) => new Blob([new Uint8Array(image)], { type: 'image/jpeg' });
  return () => {
    const data = new FormData();
    data.append('baseImage', jpeg(base), 'room.jpg');
    for (let index = 0; index < 10; index += 1) {
      data.append('referenceImages', jpeg(swatches[index % swatches.length] as Buffer), `ref-${index}.jpg`);
    }
    data.append('roomStyle', 'scandinavian');
    data.append('quality', 'ultra');
    return data;
  };
}

/** Answers the lines of the worker memory benchmark. */
export async function workerMemory(): Promise<string[]> {
  const form = await ultraForm();
  const { width, height } = geminiImageDimensions('4:3', '4K');
  const answer = await sharp(await largeRoomPhoto(1200, 896))
    .resize(width, height)
    .png()
    .toBuffer();
  const gemini = await startFakeGemini(() => geminiImageResponse(answer));
  try {
    const engines: [string, ImageEngine][] = [
      ['local engine', createLocalImageEngine()],
      [
        `Gemini, ${width} × ${height} PNGs`,
        createGeminiImageEngine({ apiKey: 'bench', model: 'gemini-nano-banana-2.1', baseUrl: gemini.url }),
      ],
    ];
    const lines = [
      `Worker memory: ${WORKER_CONCURRENCY} Ultra remixes at once (one instance's concurrency), a 4000 × 3000 photo ` +
        `and 10 references of 2048 px each → ${QUALITY_LONG_EDGE.ultra} × 2880 px`,
    ];
    for (const [name, engine] of engines) {
      const { peakRss, startRss } = await peakOf(engine, form);
      lines.push(
        row(
          name,
          `peak ${mb(peakRss)}`,
          `from ${mb(startRss)}; limit ${mb(WORKER_MEMORY_BYTES)}: ${verdict(peakRss <= WORKER_MEMORY_BYTES)}`,
        ),
      );
    }
    return lines;
  } finally {
    await gemini.close();
  }
}
