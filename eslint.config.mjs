import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** SDKs that only adapters (and index.ts) may touch: domain code stays pure. */
const SDK_PACKAGES = [
  'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', 'express', 'stripe',
  '@google-cloud/*', 'sharp', 'openai', '@google/genai', 'busboy',
];

/** A no-restricted-imports rule: each group is a gitignore-style list of forbidden import paths. */
const restrict = (groups, paths = []) => ({
  'no-restricted-imports': ['error', {
    paths: paths.map((name) => ({ name, message: 'This layer may not import this package (DESIGN §2).' })),
    patterns: groups.map((group) => ({ group, message: 'Imports flow one way (DESIGN §2).' })),
  }],
});

const featuresDir = new URL('./web/src/features', import.meta.url);
const webFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.data/**', 'artifacts*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['contracts/src/**/*.ts'], rules: restrict([['**/functions/**', '**/web/**']], SDK_PACKAGES) },
  {
    files: ['functions/src/domain/**/*.ts'],
    rules: restrict([['**/services/**', '**/http/**', '**/adapters/**']], SDK_PACKAGES),
  },
  { files: ['functions/src/services/**/*.ts'], rules: restrict([['**/http/**']]) },
  { files: ['functions/src/adapters/**/*.ts'], rules: restrict([['**/http/**', '**/services/**']]) },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: restrict([['@/features/*', '@/app/*', '**/features/**', '**/app/**']]),
  },
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      ['@/app/*', '**/app/**'],
      ['@/features/*', `!@/features/${feature}`],
      ...webFeatures
        .filter((other) => other !== feature)
        .map((other) => [`**/features/${other}/**`, `../../${other}/**`, `../../../${other}/**`]),
    ]),
  })),
);
