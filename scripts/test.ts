import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { findChromium } from './lib/chromium';
import { SetupError } from './lib/errors';
import { exitAfterStopping, exitWithError, stopEverythingOnSignals } from './lib/lifecycle';
import { REPO_ROOT } from './lib/repo';
import { run } from './lib/run';
import { answers } from './lib/network';
import { runningEmulators, startEmulators } from './lib/emulators';
import { failedTests, type VitestJsonReport } from './lib/vitest-report';
import { announceStage, seedDemoData, startStack, testPorts } from './lib/stack';

/** Counts of one tier; every tier reports in the same shape so the last line can total them. */
interface TierResult {
  tier: string;
  passed: number;
  failed: number;
  skipped: number;
  /** What failed, named, so the last lines of a run say what to look at. */
  failures: string[];
}

const execFileAsync = promisify(execFile);

/** Reports and screenshots; ROOMREMIX_ARTIFACTS_DIR keeps concurrent runs apart. */
const ARTIFACTS = resolve(REPO_ROOT, process.env.ROOMREMIX_ARTIFACTS_DIR ?? 'artifacts');
const TYPECHECK_PROJECTS = ['contracts', 'functions', 'web', 'e2e', 'scripts'];
const VITEST_TIERS: Record<string, string[]> = {
  unit: ['contracts', 'functions-unit', 'web', 'lint-config', 'deploy'],
  api: ['api'],
  rules: ['rules'],
  e2e: ['e2e'],
  stack: ['stack'],
};
const ALL_TIERS = ['lint', 'typecheck', 'unit', 'api', 'rules', 'e2e', 'stack'];
/** Tiers that run against emulators: api and rules need only Firestore and Auth, e2e the whole built stack. */
const STACK_TIERS = new Set(['api', 'rules', 'e2e']);

/** What the api, rules and e2e tiers run against: emulators (and for e2e the app), started here or reused. */
interface TestBackend {
  emulatorEnv: Record<string, string>;
  appUrl?: string;
  /** The file the started stack's emulators print to; none when the stack was reused. */
  emulatorLog?: string;
  stop(): Promise<void>;
}

/**
 * `npm test [-- --only=unit,api] [files...]`: every tier in order, one summary line each, then the total. Files
 * narrow each vitest tier to them (`npm test -- --only=api functions/test/tokens.test.ts`).
 */
async function main(): Promise<number> {
  stopEverythingOnSignals();
  const only = process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const files = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const tiers = ALL_TIERS.filter((tier) => !only || only.includes(tier));
  // Before any tier: a missing browser would otherwise fail the e2e tier only after minutes of the others.
  if (tiers.includes('e2e')) findChromium();
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });

  const results: TierResult[] = [];
  let stack: TestBackend | undefined;
  let stackFailure: string | undefined;
  try {
    for (const [index, tier] of tiers.entries()) {
      // The stack tier starts stacks of its own: the shared one would only take CPU and memory from them.
      if (stack && !tiers.slice(index).some((later) => STACK_TIERS.has(later))) {
        await stack.stop();
        stack = undefined;
      }
      if (STACK_TIERS.has(tier) && !stack && !stackFailure) {
        try {
          stack = await testBackend(tiers.includes('e2e'));
        } catch (error) {
          stackFailure = error instanceof Error ? error.message : String(error);
          console.error(`\nThe local stack did not start, so the api, rules and e2e tiers fail:\n${stackFailure}`);
        }
      }
      const result =
        STACK_TIERS.has(tier) && !stack
          ? { tier, passed: 0, failed: 1, skipped: 0, failures: [`${tier}: the local stack did not start`] }
          : await runTier(tier, stack, files);
      results.push(result);
      console.log(`\n${tier}: ${formatCounts(result)}\n`);
    }
  } finally {
    await stack?.stop();
  }

  const failures = results.flatMap((result) => result.failures.map((failure) => `  ${result.tier}: ${failure}`));
  if (failures.length > 0) console.log(`Failed:\n${failures.join('\n')}\n`);
  for (const result of results) console.log(`${result.tier}: ${formatCounts(result)}`);
  const total = results.reduce(
    (sum, result) => ({
      ...sum,
      passed: sum.passed + result.passed,
      failed: sum.failed + result.failed,
      skipped: sum.skipped + result.skipped,
    }),
    { tier: 'total', passed: 0, failed: 0, skipped: 0, failures: [] },
  );
  console.log(formatCounts(total));
  return total.failed === 0 && total.passed > 0 ? 0 : 1;
}

function runTier(tier: string, stack: TestBackend | undefined, files: string[]): Promise<TierResult> {
  if (tier === 'lint') return lint(files);
  if (tier === 'typecheck') return typecheck();
  const projects = VITEST_TIERS[tier];
  if (!projects) throw new Error(`Unknown tier ${tier}`);
  const tested = vitest(tier, projects, stack, files);
  // After the whole api tier, every user its tests made must still have a ledger that agrees with their balance.
  return tier === 'api' && files.length === 0 ? tested.then((result) => withReconciliation(result, stack)) : tested;
}

/** The tier's counts and one check more: `npm run reconcile` against the tier's Firestore exits 0. */
async function withReconciliation(result: TierResult, stack: TestBackend | undefined): Promise<TierResult> {
  const code = await run('npm', ['run', 'reconcile', '--silent'], { ...process.env, ...stack?.emulatorEnv });
  if (code === 0) return { ...result, passed: result.passed + 1 };
  const failure = 'npm run reconcile: ledgers disagree with their balances (listed above)';
  return { ...result, failed: result.failed + 1, failures: [...result.failures, failure] };
}

/**
 * The whole built stack when e2e runs, else only the Firestore and Auth emulators (no build). Either is reused when
 * the environment points at one that answers (`npm run emulators` prints that environment; add E2E_BASE_URL for a
 * running `npm start`).
 */
async function testBackend(withApp: boolean): Promise<TestBackend> {
  const running = await runningEmulators(process.env);
  const appUrl = process.env.E2E_BASE_URL;
  const appAnswers = appUrl !== undefined && (await answers(`${appUrl}/api/health`).catch(() => false));
  if (running && (!withApp || appAnswers)) {
    console.log(
      `Reusing the emulators at ${running.emulatorEnv.FIRESTORE_EMULATOR_HOST}${withApp ? ` and the app at ${appUrl}` : ''}.`,
    );
    return { ...running, ...(withApp ? { appUrl } : {}) };
  }
  if (withApp) return startTestStack();
  announceStage('emulators', 'Starting the Firestore and Auth emulators...');
  return startEmulators(testPorts());
}

async function startTestStack(): Promise<TestBackend> {
  announceStage('build', 'Building the functions and the web app...');
  const buildCode = await run('npm', ['run', 'build']);
  if (buildCode !== 0) throw new SetupError(`\`npm run build\` failed with exit code ${buildCode}.`);
  const emulatorLog = join(ARTIFACTS, 'emulators.log');
  const stack = await startStack(testPorts(), { ROOMREMIX_QUIET_EMULATORS: '1' }, { logFile: emulatorLog });
  try {
    await seedDemoData(stack);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return { ...stack, emulatorLog };
}

/** ESLint and Prettier: a file passes when it has no lint problem and is formatted. */
async function lint(files: string[]): Promise<TierResult> {
  const eslint = new ESLint({ cwd: REPO_ROOT });
  // A named file ESLint has no config for (Markdown) is left out: ESLint would warn that it ignores it.
  const lintable = async (file: string) =>
    statSync(join(REPO_ROOT, file)).isDirectory() || !(await eslint.isPathIgnored(file));
  const eslintFiles = files.length > 0 ? await filterAsync(files, lintable) : ['.'];
  const results = eslintFiles.length > 0 ? await eslint.lintFiles(eslintFiles) : [];
  const output = await (await eslint.loadFormatter('stylish')).format(results);
  if (output) console.log(output);
  const linted = results.map((result) => relative(REPO_ROOT, result.filePath));
  const withProblems = results
    .filter((file) => file.errorCount + file.warningCount > 0)
    .map((result) => relative(REPO_ROOT, result.filePath));
  const formatChecked = await formattable(files.length > 0 ? files : await projectFiles());
  const unformatted = await unformattedFiles(formatChecked);
  if (unformatted.length > 0) console.log(`Not formatted (run \`npm run format\`):\n  ${unformatted.join('\n  ')}`);
  const checked = new Set([...linted, ...formatChecked]);
  const failures = [...new Set([...withProblems, ...unformatted])];
  return { tier: 'lint', passed: checked.size - failures.length, failed: failures.length, skipped: 0, failures };
}

async function filterAsync<T>(items: T[], keep: (item: T) => Promise<boolean>): Promise<T[]> {
  const kept = await Promise.all(items.map(keep));
  return items.filter((_item, index) => kept[index]);
}

/** Tracked and new files of the repository. */
async function projectFiles(): Promise<string[]> {
  const { stdout } = await execFileAsync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
  });
  return stdout.split('\n').filter((file) => file !== '' && existsSync(join(REPO_ROOT, file)));
}

/** The files Prettier has a parser for and does not ignore (.prettierignore leaves Markdown to its authors). */
async function formattable(files: string[]): Promise<string[]> {
  const infos = await Promise.all(
    files.map((file) =>
      prettier.getFileInfo(join(REPO_ROOT, file), { ignorePath: join(REPO_ROOT, '.prettierignore') }),
    ),
  );
  return files.filter((_file, index) => !infos[index]?.ignored && infos[index]?.inferredParser);
}

async function unformattedFiles(files: string[]): Promise<string[]> {
  const unformatted: string[] = [];
  for (const file of files) {
    const path = join(REPO_ROOT, file);
    const options = await prettier.resolveConfig(path);
    if (!(await prettier.check(readFileSync(path, 'utf8'), { ...options, filepath: path }))) unformatted.push(file);
  }
  return unformatted;
}

async function typecheck(): Promise<TierResult> {
  const failures: string[] = [];
  for (const project of TYPECHECK_PROJECTS) {
    if ((await run('tsc', ['-p', project])) !== 0) failures.push(`tsc -p ${project}`);
  }
  return {
    tier: 'typecheck',
    passed: TYPECHECK_PROJECTS.length - failures.length,
    failed: failures.length,
    skipped: 0,
    failures,
  };
}

async function vitest(
  tier: string,
  projects: string[],
  stack: TestBackend | undefined,
  files: string[],
): Promise<TierResult> {
  const reportPath = join(ARTIFACTS, `vitest-${tier}.json`);
  const env = {
    ...process.env,
    ...stack?.emulatorEnv,
    ...(stack?.appUrl ? { E2E_BASE_URL: stack.appUrl } : {}),
    // The e2e tier reads the functions' log lines from it to explain a remix that did not finish in time.
    ...(stack?.emulatorLog ? { ROOMREMIX_EMULATOR_LOG: stack.emulatorLog } : {}),
  };
  const args = [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    // Named files narrow every tier; a tier that has none of them passes with nothing run.
    ...(files.length > 0 ? [...files, '--passWithNoTests'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath}`,
  ];
  const code = await run('vitest', args, env);
  if (!existsSync(reportPath)) return { tier, passed: 0, failed: 1, skipped: 0, failures: [`vitest exited ${code}`] };
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestJsonReport;
  // A suite that fails to load has no failed test in it, yet the tier failed.
  const failed =
    report.numFailedTests + (report.numFailedTests === 0 && code !== 0 ? Math.max(report.numFailedTestSuites, 1) : 0);
  const failures = failedTests(report, REPO_ROOT);
  return {
    tier,
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: failed > 0 && failures.length === 0 ? [`vitest exited ${code}`] : failures,
  };
}

function formatCounts({ passed, failed, skipped }: TierResult): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

main().then(exitAfterStopping, exitWithError);
