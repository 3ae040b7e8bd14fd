/**
 * The remix benchmarks of docs/testing.md#benchmarks (`npm run bench` prints them; a missed goal is no failure), each
 * against the real Express app in this process with the Firestore and Auth emulators behind it (bench-app.ts):
 * 1. `POST /api/process` latency, p50/p95, for a base image and 10 references of 2048 px. Goal: p95 ≤ 1 s.
 * 2. The remix overhead: submit → result (the job answered as succeeded) minus the engine's own time, with the
 *    worker running in process on the local engine as `npm start` runs it. Goal: p95 ≤ 1.5 s.
 * 3. The local engine against sharp (engine-bench.ts).
 * 4. The worker's peak memory for Ultra, against its 2 GiB (worker-memory.ts).
 */
import sharp from 'sharp';
import { largeRoomPhoto, swatchPhoto } from '../../functions/test/support/test-images';
import { type BenchApp, closeBenchFirestore, startBenchApp } from './bench-app';
import { mb, ms, row, verdict } from './bench-format';
import { engineRatio } from './engine-bench';
import { workerMemory } from './worker-memory';
import { percentile } from './percentile';

const SUBMIT_GOAL_P95_MS = 1000;
const OVERHEAD_GOAL_P95_MS = 1500;
const SUBMIT_RUNS = Number(process.env.BENCH_REMIX_RUNS ?? 20);
const OVERHEAD_RUNS = Number(process.env.BENCH_OVERHEAD_RUNS ?? 10);
const WARMUP_RUNS = 2;
/** How often the overhead benchmark asks for the job, as the studio polls it (faster, to measure finer). */
const JOB_POLL_MS = 20;

const jpeg = (image: Buffer) => new Blob([new Uint8Array(image)], { type: 'image/jpeg' });

/** A remix form: the base photo, the references (each labelled) and a room style. */
export function remixForm(base: Buffer, references: readonly Buffer[]): FormData {
  const data = new FormData();
  data.append('baseImage', jpeg(base), 'room.jpg');
  references.forEach((reference, index) => data.append('referenceImages', jpeg(reference), `ref-${index}.jpg`));
  data.append('roomStyle', 'scandinavian');
  if (references.length > 0) {
    data.append('referenceImageLabels', JSON.stringify(references.map((_, index) => `wood: sample ${index}`)));
  }
  return data;
}

/** POSTs the form; answers the new job's id, or throws with the status when the app did not accept it. */
export async function submit(app: BenchApp, form: FormData): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/process`, {
    method: 'POST',
    headers: { Origin: app.origin, Cookie: app.cookie },
    body: form,
  });
  if (response.status !== 202) throw new Error(`A submit answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { job: { id: string } }).job.id;
}

/** Asks for the job every JOB_POLL_MS until it has finished; throws unless it succeeded. */
export async function awaitResult(app: BenchApp, jobId: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${app.baseUrl}/api/jobs/${jobId}`, { headers: { Cookie: app.cookie } });
    const { status } = (await response.json()) as { status: string };
    if (status === 'succeeded') return;
    if (status === 'failed') throw new Error(`Job ${jobId} failed`);
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
}

/** Base + 10 references of 2048 px, submitted SUBMIT_RUNS times; the worker does not run, so only the submit counts. */
async function submitLatency(): Promise<string[]> {
  const base = await largeRoomPhoto(2048, 1536);
  const colours = [
    [180, 120, 70],
    [40, 90, 160],
    [90, 150, 80],
  ] as const;
  const swatches = await Promise.all(
    colours.map((colour, index) =>
      swatchPhoto(2048, 1536, colour, index + 3).then((png) => sharp(png).jpeg({ quality: 90 }).toBuffer()),
    ),
  );
  const references = Array.from({ length: 10 }, (_, index) => swatches[index % swatches.length] as Buffer);
  const app = await startBenchApp({ tokens: SUBMIT_RUNS + WARMUP_RUNS, withWorker: false });
  const latencies: number[] = [];
  try {
    for (let run = 0; run < SUBMIT_RUNS + WARMUP_RUNS; run += 1) {
      const form = remixForm(base, references);
      const startedAt = performance.now();
      await submit(app, form);
      if (run >= WARMUP_RUNS) latencies.push(performance.now() - startedAt);
    }
  } finally {
    await app.close();
  }
  const p95 = percentile(latencies, 0.95);
  const requestBytes = [base, ...references].reduce((sum, image) => sum + image.byteLength, 0);
  return [
    `POST /api/process: base + 10 references of 2048 px, in-process app + emulators (${SUBMIT_RUNS} runs)`,
    row('p50', ms(percentile(latencies, 0.5))),
    row('p95', ms(p95), `goal ≤ ${ms(SUBMIT_GOAL_P95_MS)}: ${verdict(p95 <= SUBMIT_GOAL_P95_MS)}`),
    row('request size', mb(requestBytes), '(the worker does not run here)'),
  ];
}

/** A 2048 px photo remixed OVERHEAD_RUNS times, start to finish, with the worker on the local engine. */
async function remixOverhead(): Promise<string[]> {
  const base = await largeRoomPhoto(2048, 1536);
  const app = await startBenchApp({ tokens: OVERHEAD_RUNS + WARMUP_RUNS, withWorker: true });
  const totals: number[] = [];
  const engines: number[] = [];
  try {
    for (let run = 0; run < OVERHEAD_RUNS + WARMUP_RUNS; run += 1) {
      const form = remixForm(base, []);
      const engineBefore = app.engineMs();
      const startedAt = performance.now();
      await awaitResult(app, await submit(app, form));
      if (run < WARMUP_RUNS) continue;
      totals.push(performance.now() - startedAt);
      engines.push(app.engineMs() - engineBefore);
    }
  } finally {
    await app.close();
  }
  const overheads = totals.map((total, index) => total - (engines[index] ?? 0));
  const p95 = percentile(overheads, 0.95);
  return [
    `Remix overhead: a 2048 px photo, submit → succeeded job, worker in process on the local engine (${OVERHEAD_RUNS} runs)`,
    row('submit → result p50', ms(percentile(totals, 0.5)), `p95 ${ms(percentile(totals, 0.95))}`),
    row('  of which the engine p50', ms(percentile(engines, 0.5)), `p95 ${ms(percentile(engines, 0.95))}`),
    row('overhead (result − engine) p50', ms(percentile(overheads, 0.5))),
    row('overhead p95', ms(p95), `goal ≤ ${ms(OVERHEAD_GOAL_P95_MS)}: ${verdict(p95 <= OVERHEAD_GOAL_P95_MS)}`),
  ];
}

/** Runs the remix benchmarks (the emulators must be up: scripts/bench.ts starts them) and answers the lines to print. */
export async function runRemixBench(): Promise<string[]> {
  const engine = await engineRatio();
  try {
    const memory = await workerMemory();
    const submitLines = await submitLatency();
    const overhead = await remixOverhead();
    return ['', ...submitLines, '', ...overhead, '', ...engine, '', ...memory];
  } finally {
    await closeBenchFirestore();
  }
}
