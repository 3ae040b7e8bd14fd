/**
 * `npm run bench`: the landing page's weight and speed, each beside a bare React page built the same way.
 * 1. Initial JavaScript (gzip) of `/` for a visitor, from web/dist's Vite manifest. Goal ≤ 150 KB.
 * 2. Largest Contentful Paint of `/` in Chromium, 4× CPU slowdown, 400 kbps / 400 ms, served from loopback.
 *    Goal ≤ 2.5 s.
 * Then the remix benchmarks of scripts/bench/remix-bench.ts (submit latency and the local engine).
 * It prints figures and goals; it never fails on a missed goal (only on a broken build or browser).
 */
import { type BarePage, buildBarePage, type ChunkSet, type LandingJs, landingJs, WEB_DIST } from './bench/bundle';
import { measurePaints, median, type PaintTimes, THROTTLING } from './bench/lcp';
import { runRemixBench } from './bench/remix-bench';
import { startStaticServer } from './bench/static-server';
import { launchBrowser } from '../e2e/support/browser';
import { runOrThrow } from './lib/run';

const JS_GOAL_KB = 150;
const LCP_GOAL_S = 2.5;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (label: string, value: string, note = '') =>
  console.log(`  ${label.padEnd(34)}${value.padStart(10)}  ${note}`);
const verdict = (met: boolean) => (met ? 'goal met' : 'goal missed');

async function paintsOf(distDir: string, readySelector: string): Promise<PaintTimes[]> {
  const server = await startStaticServer(distDir);
  const browser = await launchBrowser();
  try {
    const runs: PaintTimes[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measurePaints(browser, `${server.url}/`, readySelector));
    return runs;
  } finally {
    await browser.close();
    await server.close();
  }
}

function printBundle({ initial, shell, afterFirstPaint }: LandingJs, bare: ChunkSet): void {
  console.log('\nLanding page (/ for a visitor): initial JavaScript, gzip');
  row(
    'landing page',
    kb(initial.gzipBytes),
    `goal ≤ ${JS_GOAL_KB} KB: ${verdict(initial.gzipBytes <= JS_GOAL_KB * 1024)} (${initial.files.length} files)`,
  );
  row('  of which the app shell', kb(shell.gzipBytes), '(index.html and its imports: every route loads them)');
  row('  of which the landing route', kb(initial.gzipBytes - shell.gzipBytes));
  row('bare React page', kb(bare.gzipBytes), `(${bare.files.length} file${bare.files.length === 1 ? '' : 's'})`);
  row('landing over bare React', kb(initial.gzipBytes - bare.gzipBytes));
  row('loaded after the first paint', kb(afterFirstPaint.gzipBytes), `(${afterFirstPaint.files.join(', ')})`);
}

function printPaints(landing: PaintTimes[], bare: PaintTimes[]): void {
  const lcp = (runs: PaintTimes[]) => median(runs.map((run) => run.lcpMs));
  const fcp = (runs: PaintTimes[]) => median(runs.map((run) => run.fcpMs));
  const all = (runs: PaintTimes[]) => runs.map((run) => seconds(run.lcpMs)).join(', ');
  console.log(
    `\nLargest Contentful Paint, Chromium ${THROTTLING.cpuSlowdown}× CPU, ${THROTTLING.downloadKbps} kbps down / ` +
      `${THROTTLING.latencyMs} ms latency, 390 × 844 phone, cold cache (median of ${RUNS})`,
  );
  row(
    'landing page',
    seconds(lcp(landing)),
    `goal ≤ ${LCP_GOAL_S} s: ${verdict(lcp(landing) <= LCP_GOAL_S * 1000)} (runs ${all(landing)}; FCP ${seconds(fcp(landing))})`,
  );
  row('bare React page', seconds(lcp(bare)), `(runs ${all(bare)}; FCP ${seconds(fcp(bare))})`);
}

async function main(): Promise<void> {
  console.log('Building the web app...');
  await runOrThrow('npm', ['run', 'build', '-w', 'web']);
  const landing = landingJs();
  let bare: BarePage | undefined;
  try {
    console.log('Building the bare React page...');
    bare = await buildBarePage();
    printBundle(landing, bare.js);
    console.log('\nMeasuring paints (about a minute)...');
    const landingPaints = await paintsOf(WEB_DIST, 'h1');
    const barePaints = await paintsOf(bare.distDir, 'h1');
    printPaints(landingPaints, barePaints);
  } finally {
    bare?.dispose();
  }
  console.log('\nRunning the remix benchmarks...');
  for (const line of await runRemixBench()) console.log(line);
}

await main();
