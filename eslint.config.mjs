import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * SDKs that only adapters, http and index.ts may touch: domain code and contracts stay pure. Patterns (not exact
 * names), so subpaths such as `firebase-admin/firestore` are caught too.
 */
const SDK_PACKAGES = [
  'firebase-admin',
  'firebase-admin/**',
  'firebase-functions',
  'firebase-functions/**',
  'express',
  'stripe',
  'stripe/**',
  '@google-cloud/**',
  'sharp',
  'openai',
  'openai/**',
  '@google/genai',
  '@google/genai/**',
  'busboy',
  '@techstark/opencv-js',
];
const LAYERS_MESSAGE = 'Imports flow one way: see docs/architecture.md#layers.';
const SDK_MESSAGE = 'This layer may not import an SDK: see docs/architecture.md#layers.';

/** A no-restricted-imports rule: each group is a gitignore-style list of forbidden import paths. */
const restrict = (groups, sdkPackages = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...groups.map((group) => ({ group, message: LAYERS_MESSAGE })),
        ...(sdkPackages.length > 0 ? [{ group: sdkPackages, message: SDK_MESSAGE }] : []),
      ],
    },
  ],
});

/**
 * The server's capabilities (functions/src/services/<capability>/) by the floor each stands on: a capability imports
 * only capabilities on lower floors (core ← tokens, accounts, shares ← remix ← listings, admin).
 */
const CAPABILITY_FLOORS = { core: 0, tokens: 1, accounts: 1, shares: 1, remix: 2, listings: 3, admin: 3 };
const CAPABILITIES = Object.keys(CAPABILITY_FLOORS);

const PORTS_MESSAGE =
  'Services read and write stored data through functions/src/ports only: see docs/architecture.md#repositories.';
const CAPABILITIES_MESSAGE = 'Capabilities stand on floors: see docs/architecture.md#capabilities.';
const servicesDir = (capability) => `./functions/src/services/${capability}`;

/** A zone of import-x/no-restricted-paths: files under `target` may not import from `from` (bar `except`). */
const zone = (target, from, except) => ({ target, from, ...(except ? { except } : {}), message: CAPABILITIES_MESSAGE });

const CAPABILITY_ZONES = [
  // Nothing imports sideways or upward: each capability only from floors below its own.
  ...CAPABILITIES.flatMap((capability) =>
    CAPABILITIES.filter(
      (other) => other !== capability && CAPABILITY_FLOORS[other] >= CAPABILITY_FLOORS[capability],
    ).map((other) => zone(servicesDir(capability), servicesDir(other))),
  ),
  // Another capability, http and the function entry points reach a capability only through its index.ts.
  ...CAPABILITIES.flatMap((capability) =>
    [
      ...CAPABILITIES.filter((other) => other !== capability).map(servicesDir),
      './functions/src/http',
      './functions/src/index.ts',
    ].map((target) => zone(target, servicesDir(capability), ['./index.ts'])),
  ),
];

/**
 * An app path written out (`/account`, `/auth/action?…`, `/admin/users/…`): only web/src/lib/route-paths.ts states
 * them. `\x2F` is `/`, which a selector's regular expression cannot hold.
 */
const APP_PATH = String.raw`^\x2F(app|account|auth|admin|help|coming-soon|terms-of-service|privacy-policy|refund-policy|s|listings|l)(?=$|[?#\x2F])`;
const ROUTE_PATHS_MESSAGE = 'Take app paths from web/src/lib/route-paths.ts (docs/architecture.md#the-web-app).';

const TS_PROJECTS = ['contracts', 'functions', 'web', 'e2e', 'scripts'].map((project) => `${project}/tsconfig.json`);

const featuresDir = new URL('./web/src/features', import.meta.url);
const webFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without a parser for .ts, no-cycle cannot read the modules a file imports and sees no cycle at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/route-paths.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${APP_PATH}/]`, message: ROUTE_PATHS_MESSAGE },
        { selector: `TemplateElement[value.raw=/${APP_PATH}/]`, message: ROUTE_PATHS_MESSAGE },
        // `/` itself is too common a string to refuse everywhere; as a link or a navigation it is the home route.
        {
          selector: String.raw`JSXAttribute[name.name=/^(to|href)$/] > Literal[value=/^\x2F/]`,
          message: ROUTE_PATHS_MESSAGE,
        },
        {
          selector: String.raw`CallExpression[callee.name='navigate'] > Literal[value=/^\x2F/]`,
          message: ROUTE_PATHS_MESSAGE,
        },
      ],
    },
  },
  // Accessibility in the markup we write; axe in the e2e tests checks what lint cannot see (docs/testing.md).
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    settings: {
      // The rules see our Chakra elements as the HTML they render (`Image` is `chakra('img')` wherever it appears;
      // `as="li"` renders an li). Not Chakra's Link: with `asChild` it has no href of its own, its child link does.
      'jsx-a11y': {
        polymorphicPropName: 'as',
        components: { Image: 'img', Input: 'input', Textarea: 'textarea', Button: 'button', 'chakra.button': 'button' },
      },
    },
  },
  // A component past 200 lines holds more than one part: its flow goes to a hook, its parts to their own components.
  { files: ['web/src/**/*.tsx'], ignores: ['web/src/**/*.test.tsx'], rules: { 'max-lines': ['error', { max: 200 }] } },
  // Tests query the page as a user finds it (roles, labels, text), not through its DOM.
  { files: ['web/**/*.test.tsx'], ...testingLibrary.configs['flat/react'] },
  {
    // web/test holds what only tests use (render-app, fixtures, the mock API): the app's own code never imports it.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './web/src', from: './web/test', message: 'Only tests import web/test.' }] },
      ],
    },
  },
  { files: ['contracts/src/**/*.ts'], rules: restrict([['**/functions/**', '**/web/**']], SDK_PACKAGES) },
  {
    files: ['functions/src/domain/**/*.ts'],
    rules: restrict([['**/services/**', '**/http/**', '**/adapters/**']], SDK_PACKAGES),
  },
  {
    files: ['functions/src/services/**/*.ts'],
    rules: { ...restrict([['**/http/**']]), 'max-lines': ['error', { max: 250 }] },
  },
  {
    // Services reach stored data only through the repository ports (functions/src/ports); Firestore stays in
    // adapters/firestore, and memory stands behind the same ports in the use-cases' unit tests.
    files: ['functions/src/services/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'max-lines': ['error', { max: 250 }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http/**'], message: LAYERS_MESSAGE },
            { group: ['firebase-admin', 'firebase-admin/**', '**/adapters/firestore/**'], message: PORTS_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // The ports are the services' view of storage: shapes and interfaces, no SDK and nothing above them.
    files: ['functions/src/ports/**/*.ts'],
    rules: restrict([['**/services/**', '**/http/**', '**/adapters/**']], SDK_PACKAGES),
  },
  {
    // Every status the API answers with is chosen in http/error-map.ts; errors elsewhere name what happened.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/http/error-map.ts', 'functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(status|sendStatus)$/] > Literal[value>=400]',
          message: 'Answer a refusal by throwing; http/error-map.ts gives its status.',
        },
        { selector: 'Identifier[name=/^httpStatus$/]', message: 'Errors carry no HTTP status: see http/error-map.ts.' },
      ],
    },
  },
  {
    // A capability's public face names what it offers: a barrel of `export *` would offer every file's every export.
    files: ['functions/src/services/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: "Name each export of the capability's index.ts." },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: CAPABILITY_ZONES },
      ],
    },
  },
  { files: ['functions/src/adapters/**/*.ts'], rules: restrict([['**/http/**', '**/services/**']]) },
  // config.ts is read by adapters, services and http, so it imports none of them (the engine's part is passed in).
  { files: ['functions/src/config.ts'], rules: restrict([['**/adapters/**', '**/services/**', '**/http/**']]) },
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
