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
  build: { outDir: 'dist', sourcemap: true },
});
