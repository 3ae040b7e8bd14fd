import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { REPO_ROOT } from '../lib/repo';

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** JavaScript a page needs, as the browser downloads it: each chunk gzipped on its own. */
export interface ChunkSet {
  files: string[];
  gzipBytes: number;
}

/** Where `npm run build -w web` writes the app. */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
const WEB_VITE_CONFIG = join(REPO_ROOT, 'web', 'vite.config.ts');

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Manifest keys of the given chunks and everything they import statically, however deep. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}; was the module renamed?`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

function measure(distDir: string, manifest: Manifest, keys: Iterable<string>): ChunkSet {
  const files = [...keys].map((key) => manifest[key]?.file ?? key).sort();
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return { files, gzipBytes };
}

/** The landing page's JavaScript, split into what its first paint waits for and what loads after it. */
export interface LandingJs {
  /** index.html's entry and its static imports: all a visitor's prerendered page loads before it has painted. */
  initial: ChunkSet;
  /**
   * What the page loads once it has painted and gone idle, or on the visitor's first intent (web/src/main.tsx): the
   * app (START_APP_MODULE and its static imports), the landing page's chunk and its own lazy parts, the toast area.
   */
  afterFirstPaint: ChunkSet;
}

const START_APP_MODULE = 'src/app/start-app.tsx';
const LANDING_MODULE = 'src/features/marketing/components/landing-page.tsx';
const TOASTER_MODULE = 'src/components/ui/toaster.tsx';

/** Reads web/dist's manifest and sums the landing page's chunks. Build the web app first. */
export function landingJs(distDir = WEB_DIST): LandingJs {
  const manifest = readManifest(distDir);
  const initial = staticClosure(manifest, ['index.html']);
  const lazyParts = [
    START_APP_MODULE,
    LANDING_MODULE,
    ...(manifest[LANDING_MODULE]?.dynamicImports ?? []),
    TOASTER_MODULE,
  ];
  const later = [...staticClosure(manifest, lazyParts)].filter((key) => !initial.has(key));
  return { initial: measure(distDir, manifest, initial), afterFirstPaint: measure(distDir, manifest, later) };
}

const BARE_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Bare React page</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`;

// The landing page's headline, so both pages paint a comparable largest element.
const BARE_PAGE_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1 style={{ font: '700 2.25rem/1.2 system-ui, sans-serif', textAlign: 'center', margin: '8rem 1rem' }}>
      Remake Your Space With a Click
    </h1>
  </StrictMode>,
);
`;

/** A built bare React page (React + ReactDOM rendering one heading); `dispose` deletes it. */
export interface BarePage {
  distDir: string;
  js: ChunkSet;
  dispose: () => void;
}

/**
 * Builds a page that renders one heading with React, through web/vite.config.ts (same plugins, minifier and
 * tree-shaking), into a temporary folder: the floor any React page built this way starts from.
 */
export async function buildBarePage(): Promise<BarePage> {
  const root = mkdtempSync(join(tmpdir(), 'roomremix-bare-page-'));
  const dispose = () => rmSync(root, { recursive: true, force: true });
  try {
    // The page imports react from the repository's node_modules.
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    writeFileSync(join(root, 'index.html'), BARE_PAGE_HTML);
    writeFileSync(join(root, 'main.tsx'), BARE_PAGE_MAIN);
    const distDir = join(root, 'dist');
    await build({
      configFile: WEB_VITE_CONFIG,
      root,
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
    const manifest = readManifest(distDir);
    return { distDir, js: measure(distDir, manifest, staticClosure(manifest, ['index.html'])), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
