/**
 * The second half of `npm run build -w web`, after `vite build`: builds src/render-public-page.tsx for Node with
 * Vite's SSR build, renders each public page into the shell Vite wrote (dist/index.html) and writes it as its own file,
 * `/` as index.html and `/help` as help.html (Hosting's cleanUrls serves it at /help). The plain shell is kept as
 * APP_SHELL_FILE: Hosting answers every other path with it, and the api function reads it for share pages. Refuses
 * to write anything when firebase.json's Content-Security-Policy would block the pages' inline script.
 */
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { APP_SHELL_FILE } from '@roomremix/contracts/constants';
import { cspHashOf, everyCspAllowsScript, hostingConfig } from './hosting-config';

type RenderModule = typeof import('../src/render-public-page');

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB_ROOT, 'dist');
// Inside node_modules, so Node finds the packages the build leaves external from there.
const RENDERER_DIR = join(WEB_ROOT, 'node_modules', '.cache', 'prerender');
const SHELL_ROOT = '<div id="root"></div>';

/** Builds the render module for Node into `outDir` and loads it. */
async function buildRenderer(outDir: string): Promise<RenderModule> {
  await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/render-public-page.tsx', outDir, emptyOutDir: true, sourcemap: false, manifest: false },
  });
  return (await import(pathToFileURL(join(outDir, 'render-public-page.js')).href)) as RenderModule;
}

/** The file Hosting serves for `path`: index.html for `/`, `<name>.html` for `/<name>` (cleanUrls). */
function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"/;

/** The shell with the page's own title and description in place of the app's (functions: no `$&` patterns). */
function withMeta(shell: string, meta: { title: string; description: string }): string {
  if (!TITLE.test(shell) || !DESCRIPTION.test(shell)) throw new Error('dist/index.html has no <title> or description');
  return shell
    .replace(TITLE, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(meta.description)}"`);
}

/** Text made safe inside an HTML element or a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

async function main(): Promise<void> {
  try {
    const renderer = await buildRenderer(RENDERER_DIR);
    const scriptHash = cspHashOf(renderer.SIGNED_IN_FIRST_PAINT_SCRIPT);
    if (!everyCspAllowsScript(hostingConfig(), scriptHash)) {
      throw new Error(
        `firebase.json's Content-Security-Policy does not allow the prerendered pages' inline script ` +
          `(web/src/app/signed-in-first-paint.ts): put ${scriptHash} into its script-src in place of the old hash.`,
      );
    }
    const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
    if (!shell.includes(SHELL_ROOT)) throw new Error(`dist/index.html has no empty ${SHELL_ROOT}`);
    copyFileSync(join(DIST, 'index.html'), join(DIST, APP_SHELL_FILE));
    for (const path of renderer.PUBLIC_PAGES) {
      const page = await renderer.renderPublicPage(path);
      // Replaced through functions: a string replacement would read `$&` and the like in the page as patterns.
      const html = withMeta(shell, page.meta)
        .replace('</head>', () => `${page.head}</head>`)
        .replace(SHELL_ROOT, () => `${page.signedInFirstPaint}<div id="root">${page.root}</div>`);
      writeFileSync(join(DIST, pageFile(path)), html);
      console.log(`prerendered ${path} → dist/${pageFile(path)} (${(html.length / 1024).toFixed(1)} KB)`);
    }
  } finally {
    rmSync(RENDERER_DIR, { recursive: true, force: true });
  }
}

await main();
