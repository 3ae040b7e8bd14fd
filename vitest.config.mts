import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest config, one project per test tier part. `scripts/test.ts` runs them tier by tier:
 * unit = contracts + functions-unit + web + lint-config + deploy; api and rules (Firestore and Auth emulators);
 * e2e (the whole built stack); then stack (starts `npm start` itself).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions-unit',
          // The fakes' own tests and the in-memory repositories' contract are unit tests too: they need no emulator.
          include: [
            'functions/src/**/*.test.ts',
            'functions/test/fakes/**/*.test.ts',
            'functions/test/memory/**/*.test.ts',
          ],
          setupFiles: ['./functions/test/support/hermetic-network.ts'],
          // As on the local stack: the Google SDKs must not look for a metadata server (hermetic tests refuse it).
          env: { METADATA_SERVER_DETECTION: 'none' },
          environment: 'node',
        },
      },
      {
        extends: './web/vite.config.ts',
        // Test-only code lives in web/test, outside the app's sources: `@test/...` reaches it, in tests only.
        resolve: { alias: { '@test': fileURLToPath(new URL('./web/test', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/prerender/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./web/test/setup-tests.ts'],
          css: false,
        },
      },
      {
        test: {
          name: 'lint-config',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'deploy',
          include: ['scripts/deploy/**/*.test.ts', 'scripts/lib/**/*.test.ts', 'scripts/doctor/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['functions/test/*.test.ts'],
          setupFiles: ['./functions/test/support/hermetic-network.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
