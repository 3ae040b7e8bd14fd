/**
 * `npm run bench`: the landing page's weight and speed, each beside a bare React page built the same way.
 * 1. Initial JavaScript (gzip) of `/` for a visitor, from web/dist's Vite manifest. Goal ≤ 120 KB.
 * 2. Loads of `/` in Chromium on a phone, cold, with Lighthouse's mobile profile applied and again with the bench's
 *    slower profile: LCP, FCP, CLS and TBT. Goals, on Lighthouse's profile: LCP ≤ 2.5 s and no slower than the bare
 *    React page (landing ÷ bare ≤ 1); CLS ≤ 0.1; TBT ≤ 200 ms.
 * Then the bytes a phone loads for My Results with 12 Ultra results (scripts/bench/results-bytes.ts) and the remix
 * benchmarks of scripts/bench/remix-bench.ts (submit latency, remix overhead and the local engine),
 * against Firestore and Auth emulators it starts on its own ports (ROOMREMIX_BENCH_PORT_OFFSET, default 70), or
 * reuses when the environment points at running ones (`npm run emulators` prints that environment).
 * It prints figures and goals; it never fails on a missed goal (only on a broken build, browser or emulator).
 */
import { type BarePage, buildBarePage, type ChunkSet, type LandingJs, landingJs, WEB_DIST } from './bench/bundle';
import { row as formatRow, verdict } from './bench/bench-format';
import { measurePageLoad, median, type PageLoad } from './bench/page-load';
import { runRemixBench } from './bench/remix-bench';
import { resultsPageBytes } from './bench/results-bytes';
import { startStaticServer } from './bench/static-server';
import { describeProfile, LIGHTHOUSE_MOBILE, SLOW_MOBILE, type ThrottlingProfile } from './bench/throttling';
import { launchBrowser } from '../e2e/support/browser';
import { runningEmulators, startEmulators } from './lib/emulators';
import { exitWithError, stopEverythingOnSignals } from './lib/lifecycle';
import { runOrThrow } from './lib/run';
import { benchPorts } from './lib/stack';

const JS_GOAL_KB = 120;
const TBT_GOAL_MS = 200;
const LCP_GOAL_S = 2.5;
const LCP_RATIO_GOAL = 1;
const CLS_GOAL = 0.1;
/** The profile the LCP, ratio and CLS goals are judged on; the others are printed for comparison. */
const GOAL_PROFILE = LIGHTHOUSE_MOBILE;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (...figure: Parameters<typeof formatRow>) => console.log(formatRow(...figure));

async function loadsOf(distDir: string, readySelector: string, profile: ThrottlingProfile): Promise<PageLoad[]> {
  const server = await startStaticServer(distDir);
  const browser = await launchBrowser();
  try {
    const runs: PageLoad[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measurePageLoad(browser, `${server.url}/`, readySelector, profile));
    }
    return runs;
  } finally {
    await browser.close();
    await server.close();
  }
}

function printBundle({ initial, afterFirstPaint }: LandingJs, bare: ChunkSet): void {
  console.log('\nLanding page (/ for a visitor): JavaScript, gzip');
  row(
    'before the first paint',
    kb(initial.gzipBytes),
    `goal ≤ ${JS_GOAL_KB} KB: ${verdict(initial.gzipBytes <= JS_GOAL_KB * 1024)} (${initial.files.join(', ')})`,
  );
  row(
    'loaded after it',
    kb(afterFirstPaint.gzipBytes),
    `(idle or first intent: the app, the landing page, its lazy parts; ${afterFirstPaint.files.length} files)`,
  );
  row('bare React page', kb(bare.gzipBytes), `(${bare.files.length} file${bare.files.length === 1 ? '' : 's'})`);
}

function printLoads(profile: ThrottlingProfile, landing: PageLoad[], bare: PageLoad[]): void {
  const judged = profile === GOAL_PROFILE;
  const lcp = (runs: PageLoad[]) => median(runs.map((run) => run.lcpMs));
  const describe = (runs: PageLoad[]) => {
    const fcp = median(runs.map((run) => run.fcpMs));
    const cls = median(runs.map((run) => run.cls));
    const tbt = median(runs.map((run) => run.tbtMs));
    const all = runs.map((run) => seconds(run.lcpMs)).join(', ');
    return {
      cls,
      tbt,
      note: `FCP ${seconds(fcp)}, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbt)} ms (LCP runs ${all})`,
    };
  };
  const landingFigures = describe(landing);
  const ratio = lcp(landing) / lcp(bare);
  console.log(
    `\nLoad of /, ${profile.name}: ${describeProfile(profile)}, 390 × 844 phone, cold cache, median of ${RUNS}` +
      (judged ? '' : ' (for comparison; the goals are judged on the profile above)'),
  );
  row(
    'landing page LCP',
    seconds(lcp(landing)),
    judged ? `goal ≤ ${LCP_GOAL_S} s: ${verdict(lcp(landing) <= LCP_GOAL_S * 1000)}` : '',
  );
  row('', '', landingFigures.note);
  row('bare React page LCP', seconds(lcp(bare)), describe(bare).note);
  row(
    'landing ÷ bare React (LCP)',
    ratio.toFixed(2),
    judged ? `goal ≤ ${LCP_RATIO_GOAL}: ${verdict(ratio <= LCP_RATIO_GOAL)}` : '',
  );
  row(
    'landing page TBT',
    `${Math.round(landingFigures.tbt)} ms`,
    judged ? `goal ≤ ${TBT_GOAL_MS} ms: ${verdict(landingFigures.tbt <= TBT_GOAL_MS)}` : '',
  );
  row(
    'landing page CLS',
    landingFigures.cls.toFixed(3),
    judged ? `goal ≤ ${CLS_GOAL}: ${verdict(landingFigures.cls <= CLS_GOAL)}` : '',
  );
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
    for (const profile of [LIGHTHOUSE_MOBILE, SLOW_MOBILE]) {
      console.log(`\nMeasuring loads on ${profile.name} (about a minute)...`);
      const landingLoads = await loadsOf(WEB_DIST, 'h1', profile);
      const bareLoads = await loadsOf(bare.distDir, 'h1', profile);
      printLoads(profile, landingLoads, bareLoads);
    }
  } finally {
    bare?.dispose();
  }
  console.log('\nRunning the remix benchmarks and My Results on a phone...');
  // My Results first: the remix benchmarks end the Firestore client they share.
  const lines = await withEmulators(async () => ['', ...(await resultsPageBytes()), ...(await runRemixBench())]);
  for (const line of lines) console.log(line);
}

/** Runs `work` with process.env pointing at running emulators, started here (and stopped after) unless reused. */
async function withEmulators<T>(work: () => Promise<T>): Promise<T> {
  const reused = await runningEmulators(process.env);
  if (!reused) console.log('Starting the Firestore and Auth emulators...');
  const emulators = reused ?? (await startEmulators(benchPorts()));
  Object.assign(process.env, emulators.emulatorEnv);
  try {
    return await work();
  } finally {
    await emulators.stop();
  }
}

stopEverythingOnSignals();
await main().catch(exitWithError);
