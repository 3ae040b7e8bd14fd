import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/** Vite config of the SPA; `npm run dev -w web` proxies /api to the local Hosting emulator. */
export default defineConfig({
  plugins: [react(), compileAppStartEagerly()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': process.env.ROOMREMIX_API_ORIGIN ?? 'http://127.0.0.1:5000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // `npm run bench` reads which chunks each route loads from dist/.vite/manifest.json.
    manifest: true,
    rolldownOptions: {
      // Chakra's recipe modules read each other's fields while they load; such reads have no side effects, and
      // treating them as pure keeps recipes the system does not register out of the bundle (about 2 KB gzip).
      treeshake: { propertyReadSideEffects: false },
    },
  },
});

/**
 * V8's explicit compile hint (Chrome 136 on): the whole file is compiled as it streams in, on a background thread,
 * instead of each function on the main thread at its first call.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks that run as the app starts (the entry's dynamic imports and everything they import) with
 * COMPILE_HINT: nearly all their functions run then (React DOM, Chakra making its system, the providers), and compiled
 * lazily they lengthen those long tasks by about a third at 4× CPU (README, Performance). The entry itself, before the
 * first paint, and the screens loaded later are left as they are. Each marked file's source map moves down a line.
 */
function compileAppStartEagerly(): Plugin {
  return {
    name: 'roomremix:compile-app-start-eagerly',
    apply: 'build',
    // The browser's build only, not the prerender's build for Node.
    applyToEnvironment: (environment) => environment.name === 'client',
    // Once the files are written: Vite's own plugins rewrite the chunks' first lines until then.
    writeBundle(options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry || !options.dir) return;
      const marked = new Set<string>();
      const pending = [...entry.dynamicImports];
      for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
        const chunk = chunks.get(name);
        if (!chunk || marked.has(name) || chunk === entry) continue;
        marked.add(name);
        pending.push(...chunk.imports);
      }
      for (const name of marked) {
        const file = join(options.dir, name);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
        const mapFile = `${file}.map`;
        if (!existsSync(mapFile)) continue;
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
