/**
 * The remix benchmarks of docs/testing.md#benchmarks (`npm run bench` prints them; a missed goal is no failure):
 * 1. `POST /api/process` latency, p50/p95, for a base image and 10 references of 2048 px, against the real Express
 *    app in this process with the Firestore and Auth emulators behind it. Goal: p95 ≤ 1 s.
 * 2. The local engine on a 12 MP photo against sharp's bare decode + resize + encode of the same photo to the same
 *    size, as a ratio, with the peak resident memory of each. Goal: ≤ 3×.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import sharp from 'sharp';
import { register, sessionCookie } from '../../e2e/support/api-registration';
import { createLocalFsBlobStore } from '../../functions/src/adapters/blob-store/local-fs-blob-store';
import { getDb } from '../../functions/src/adapters/firestore/db';
import { createFirebaseIdentity } from '../../functions/src/adapters/identity/firebase-identity';
import { measureStructureScores } from '../../functions/src/adapters/image-codec/structure';
import type { ImageEngineSettings } from '../../functions/src/adapters/image-engine/image-engine';
import { outputSize } from '../../functions/src/adapters/image-engine/images';
import { createLocalImageEngine } from '../../functions/src/adapters/image-engine/local/local-engine';
import { largeRoomPhoto, swatchPhoto } from '../../functions/src/adapters/image-engine/testing/test-images';
import type { LogFields, Logger } from '../../functions/src/adapters/logging/logger';
import { loadConfig } from '../../functions/src/config';
import { buildRemixPrompt } from '../../functions/src/domain/prompt';
import { createApp } from '../../functions/src/http/app';
import { changeBalance } from '../../functions/src/services/core/ledger';

const SUBMIT_GOAL_P95_MS = 1000;
const ENGINE_GOAL_RATIO = 3;
const SUBMIT_RUNS = Number(process.env.BENCH_REMIX_RUNS ?? 20);
const SUBMIT_WARMUP = 2;
const ENGINE_RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 5);

const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const row = (label: string, value: string, note = '') => `  ${label.padEnd(34)}${value.padStart(10)}  ${note}`;
const verdict = (met: boolean) => (met ? 'goal met' : 'goal missed');

/** The value below which `share` of the sorted samples fall (nearest rank). */
function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

/** A logger that drops everything: the benchmark prints figures, not request logs. */
function silentLogger(): Logger {
  const logger: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: (_fields: LogFields) => logger };
  return logger;
}

/** Samples the resident set size every 5 ms while `work` runs; resolves with its result, the peak and the start. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peakRss: number; startRss: number }> {
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

/** Submit latency of the real app in process, or one line saying why it was skipped. */
async function submitLatency(): Promise<string[]> {
  const title = `POST /api/process: base + 10 references of 2048 px, in-process app + emulators (${SUBMIT_RUNS} runs)`;
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    return [
      title,
      '  skipped: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at running emulators (npm start sets up both)',
    ];
  }
  const config = loadConfig(process.env);
  const db = getDb(config.projectId);
  const directory = await mkdtemp(join(tmpdir(), 'roomremix-bench-blobs-'));
  const enqueued: string[] = [];
  // The worker runs in its own function in production; here it does not run at all, so it cannot slow the submits.
  const app = createApp({
    config,
    logger: silentLogger(),
    db,
    identity: createFirebaseIdentity({
      projectId: config.projectId,
      apiKey: config.firebaseWeb.apiKey,
      emulatorUrl: config.firebaseWeb.authEmulatorUrl,
    }),
    payments: null,
    appShell: () => Promise.reject(new Error('The benchmark serves no share pages')),
    probeFirestore: () => Promise.resolve(),
    blobStore: createLocalFsBlobStore({ directory, urlSigningSecret: config.urlSigningSecret }),
    remixQueue: { enqueue: async (jobId) => void enqueued.push(jobId) },
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const origin = config.allowedOrigins[0] ?? baseUrl;
  try {
    const suffix = randomBytes(5).toString('hex');
    const registered = await register(
      baseUrl,
      { username: `bench_${suffix}`, password: 'bench-password', email: `bench.${suffix}@example.test` },
      origin,
    );
    if (registered.status !== 201) return [title, `  skipped: registering a bench user answered ${registered.status}`];
    const { id: uid } = (await registered.json()) as { id: string };
    const cookie = sessionCookie(registered);
    await changeBalance(db, {
      uid,
      delta: SUBMIT_RUNS + SUBMIT_WARMUP,
      reason: 'admin',
      ref: 'bench',
      entryId: `bench-${suffix}`,
    });

    const base = await largeRoomPhoto(2048, 1536);
    const swatches = await Promise.all(
      (
        [
          [180, 120, 70],
          [40, 90, 160],
          [90, 150, 80],
        ] as const
      ).map((colour, index) =>
        swatchPhoto(2048, 1536, colour, index + 3).then((png) => sharp(png).jpeg({ quality: 90 }).toBuffer()),
      ),
    );
    const references = Array.from({ length: 10 }, (_, index) => swatches[index % swatches.length] as Buffer);
    const form = () => {
      const data = new FormData();
      data.append('baseImage', new Blob([new Uint8Array(base)], { type: 'image/jpeg' }), 'room.jpg');
      references.forEach((reference, index) => {
        data.append(
          'referenceImages',
          new Blob([new Uint8Array(reference)], { type: 'image/jpeg' }),
          `ref-${index}.jpg`,
        );
      });
      data.append('roomStyle', 'scandinavian');
      data.append(
        'referenceImageLabels',
        JSON.stringify(Array.from({ length: 10 }, (_, index) => `wood: sample ${index}`)),
      );
      return data;
    };
    const requestBytes = [base, ...references].reduce((sum, image) => sum + image.byteLength, 0);

    const latencies: number[] = [];
    for (let run = 0; run < SUBMIT_RUNS + SUBMIT_WARMUP; run += 1) {
      const body = form();
      const startedAt = performance.now();
      const response = await fetch(`${baseUrl}/api/process`, {
        method: 'POST',
        headers: { Origin: origin, Cookie: cookie },
        body,
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - startedAt;
      if (response.status !== 202) return [title, `  failed: a submit answered ${response.status}`];
      if (run >= SUBMIT_WARMUP) latencies.push(elapsed);
    }
    const p95 = percentile(latencies, 0.95);
    return [
      title,
      row('p50', ms(percentile(latencies, 0.5))),
      row('p95', ms(p95), `goal ≤ ${ms(SUBMIT_GOAL_P95_MS)}: ${verdict(p95 <= SUBMIT_GOAL_P95_MS)}`),
      row('request size', mb(requestBytes), `(${enqueued.length} jobs queued; the worker is not run here)`),
    ];
  } finally {
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await rm(directory, { recursive: true, force: true });
    // The Firestore client keeps gRPC channels open, which would keep `npm run bench` from exiting.
    await db.terminate();
  }
}

/** The local engine against sharp's bare resize of the same 12 MP photo to the same size. */
async function engineRatio(): Promise<string[]> {
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
    settings: { ...DEFAULT_REMIX_SETTINGS, roomStyle: 'modern' },
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

/** Runs both remix benchmarks and answers the lines to print. */
export async function runRemixBench(): Promise<string[]> {
  const engine = await engineRatio();
  const submit = await submitLatency();
  return ['', ...submit, '', ...engine];
}
