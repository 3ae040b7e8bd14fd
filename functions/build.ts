import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, context } from 'esbuild';

/**
 * Bundles src/index.ts into lib/index.js (or the file given as an argument) for the nodejs24 runtime. The packages
 * in package.json's dependencies stay external (Cloud Build installs them); @roomremix/contracts is bundled in
 * because it is not published. `--watch` rebuilds on every change, and the running Functions emulator reloads.
 */
const packageJson = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

const watch = process.argv.includes('--watch');
const [outfile] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const options: BuildOptions = {
  entryPoints: [fileURLToPath(new URL('./src/index.ts', import.meta.url))],
  outfile: outfile ?? fileURLToPath(new URL('./lib/index.js', import.meta.url)),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  // Marking a package external also covers its subpaths (firebase-functions/https, firebase-admin/app, ...).
  external: Object.keys(packageJson.dependencies),
  logLevel: 'info',
};

if (watch) await (await context(options)).watch();
else await build(options);
