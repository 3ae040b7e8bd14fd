import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vite config of the SPA; `npm run dev -w web` proxies /api to the local Hosting emulator. */
export default defineConfig({
  plugins: [react()],
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
