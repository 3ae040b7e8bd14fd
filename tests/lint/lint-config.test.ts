import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';

/** The repository's own lint config, as the lint tier runs it. */
const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids that fire on `code` as if it were the file at `filePath` (relative to the repository). */
async function firedRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** A module that imports `specifier` and uses what it imported. */
const importing = (specifier: string) => `import * as probe from '${specifier}';\nexport { probe };\n`;

/** Each layer's probe file, with the imports that cross its line (docs/architecture.md#layers). */
const CROSSING_IMPORTS: readonly [layer: string, filePath: string, specifiers: readonly string[]][] = [
  [
    'domain',
    'functions/src/domain/probe.ts',
    [
      'firebase-admin/firestore',
      '@google-cloud/storage',
      'stripe',
      '../services/core/ledger',
      '../adapters/firestore/collections',
    ],
  ],
  ['services', 'functions/src/services/remix/probe.ts', ['../../http/app']],
  [
    'a ported capability',
    'functions/src/services/core/probe.ts',
    [
      '../../http/app',
      'firebase-admin/firestore',
      'firebase-admin',
      '../../adapters/firestore/collections',
      '../../adapters/firestore/repositories',
      '../../adapters/firestore/transactions',
    ],
  ],
  [
    'the ported accounts',
    'functions/src/services/accounts/probe.ts',
    ['firebase-admin/firestore', '../../adapters/firestore/users-repository'],
  ],
  [
    'the ported shares',
    'functions/src/services/shares/probe.ts',
    ['firebase-admin/firestore', '../../adapters/firestore/shares-repository'],
  ],
  [
    'the ported admin',
    'functions/src/services/admin/probe.ts',
    ['firebase-admin/firestore', '../../adapters/firestore/collections', '../../adapters/firestore/ledger-repository'],
  ],
  [
    'the ported remix',
    'functions/src/services/remix/probe.ts',
    ['firebase-admin/firestore', '../../adapters/firestore/remix-jobs-repository'],
  ],
  [
    'the ported listings',
    'functions/src/services/listings/probe.ts',
    [
      'firebase-admin/firestore',
      '../../adapters/firestore/collections',
      '../../adapters/firestore/listings-repository',
      '../../adapters/firestore/transactions',
    ],
  ],
  [
    'the ported tokens capability',
    'functions/src/services/tokens/probe.ts',
    [
      'firebase-admin/firestore',
      '../../adapters/firestore/coupons-repository',
      '../../adapters/firestore/transactions',
    ],
  ],
  [
    'ports',
    'functions/src/ports/probe.ts',
    ['firebase-admin/firestore', '../adapters/firestore/collections', '../services/core', '../http/app'],
  ],
  ['adapters', 'functions/src/adapters/probe.ts', ['../services/core/ledger']],
  [
    'config',
    'functions/src/config.ts',
    ['./adapters/image-engine/model-catalogues', './services/core/ledger', './http/app'],
  ],
  ['contracts', 'contracts/src/probe.ts', ['express', '../../functions/src/config']],
  ['web lib', 'web/src/lib/probe.ts', ['@/features/auth/hooks/use-session', '@/app/router']],
  ['a web feature', 'web/src/features/tokens/probe.ts', ['@/features/auth/hooks/use-session', '@/app/router']],
];

describe('the lint config enforces the layers', () => {
  it.each(
    CROSSING_IMPORTS.flatMap(([layer, filePath, specifiers]) =>
      specifiers.map((specifier) => [layer, filePath, specifier] as const),
    ),
  )('refuses an import across the line in %s: %s ← %s', async (_layer, filePath, specifier) => {
    expect(await firedRules(filePath, importing(specifier))).toContain('no-restricted-imports');
  });

  it.each([
    ['functions/src/domain/probe.ts', './rate-limit'],
    ['functions/src/services/core/probe.ts', '../../ports/ledger'],
    ['functions/src/services/core/probe.ts', '../../domain/rate-limit'],
    ['functions/src/services/tokens/probe.ts', '../../ports/coupons'],
    ['functions/src/ports/probe.ts', '../domain/idempotency'],
    ['functions/src/http/probe.ts', 'express'],
    ['functions/src/config.ts', './domain/engine-modes'],
    ['web/src/features/tokens/probe.ts', '@/lib/api-client'],
  ])('lets an allowed import through: %s ← %s', async (filePath, specifier) => {
    expect(await firedRules(filePath, importing(specifier))).toEqual([]);
  });
});

/** The capabilities' floors, lowest first (docs/architecture.md#capabilities): each imports only from floors below. */
const FLOORS: readonly (readonly string[])[] = [
  ['core'],
  ['tokens', 'accounts', 'shares'],
  ['remix'],
  ['listings', 'admin'],
];
const floorOf = (capability: string) => FLOORS.findIndex((floor) => floor.includes(capability));
const CAPABILITY_PAIRS = FLOORS.flat().flatMap((from) =>
  FLOORS.flat()
    .filter((to) => to !== from)
    .map((to) => [from, to] as const),
);

describe('the lint config keeps the server capabilities on their floors', () => {
  it.each(CAPABILITY_PAIRS.filter(([from, to]) => floorOf(to) >= floorOf(from)))(
    'refuses %s importing %s, on its own floor or above',
    async (from, to) => {
      expect(await firedRules(`functions/src/services/${from}/probe.ts`, importing(`../${to}`))).toContain(
        'import-x/no-restricted-paths',
      );
    },
  );

  it.each(CAPABILITY_PAIRS.filter(([from, to]) => floorOf(to) < floorOf(from)))(
    'lets %s import %s, on a floor below, through its index',
    async (from, to) => {
      expect(await firedRules(`functions/src/services/${from}/probe.ts`, importing(`../${to}`))).toEqual([]);
    },
  );

  it.each([
    ["a capability does not reach another's internals", 'functions/src/services/remix/probe.ts', '../shares/shares'],
    ["admin does not reach a capability's internals", 'functions/src/services/admin/probe.ts', '../tokens/payments'],
    [
      "http does not reach a capability's internals",
      'functions/src/http/routes/probe.ts',
      '../../services/remix/worker',
    ],
    ['the function entry points do not reach internals', 'functions/src/index.ts', './services/accounts/sessions'],
  ])('refuses an import when %s: %s ← %s', async (_rule, filePath, specifier) => {
    expect(await firedRules(filePath, importing(specifier))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['functions/src/services/remix/probe.ts', '../shares'],
    ['functions/src/services/remix/probe.ts', '../core'],
    ['functions/src/services/remix/probe.ts', './results'],
    ['functions/src/services/admin/probe.ts', '../tokens'],
    ['functions/src/http/routes/probe.ts', '../../services/remix'],
  ])('lets a capability import through its index: %s ← %s', async (filePath, specifier) => {
    expect(await firedRules(filePath, importing(specifier))).toEqual([]);
  });

  it('refuses an error status chosen outside http/error-map.ts', async () => {
    const route = 'functions/src/http/routes/probe.ts';
    expect(await firedRules(route, 'export const answer = (res: any) => res.status(404).end();\n')).toContain(
      'no-restricted-syntax',
    );
    expect(await firedRules(route, 'export const answer = (res: any) => res.status(204).end();\n')).not.toContain(
      'no-restricted-syntax',
    );
    const adapter = 'functions/src/adapters/probe.ts';
    expect(await firedRules(adapter, 'export class Refusal { readonly httpStatus = 413; }\n')).toContain(
      'no-restricted-syntax',
    );
  });

  it("refuses `export *` in a capability's index.ts, and takes its exports named", async () => {
    const index = 'functions/src/services/remix/index.ts';
    expect(await firedRules(index, "export * from './results';\n")).toContain('no-restricted-syntax');
    expect(await firedRules(index, "export { resultIdsOf } from './results';\n")).toEqual([]);
  });

  it('refuses a service file over 250 lines', async () => {
    const longFile = `${Array.from({ length: 250 }, (_, line) => `export const line${line} = ${line};`).join('\n')}\n`;
    expect(await firedRules('functions/src/services/remix/probe.ts', longFile)).toEqual([]);
    const tooLong = `${longFile}export const line250 = 250;\n`;
    expect(await firedRules('functions/src/services/remix/probe.ts', tooLong)).toContain('max-lines');
  });
});

describe('the lint config keeps web components small', () => {
  const lines = (count: number) =>
    `${Array.from({ length: count }, (_, line) => `export const line${line} = ${line};`).join('\n')}\n`;

  it('refuses a component file over 200 lines', async () => {
    expect(await firedRules('web/src/features/remix/components/probe.tsx', lines(200))).toEqual([]);
    expect(await firedRules('web/src/features/remix/components/probe.tsx', lines(201))).toContain('max-lines');
  });

  it.each([
    ['a component test', 'web/src/features/remix/components/probe.test.tsx'],
    ['a module that is not a component', 'web/src/features/remix/hooks/probe.ts'],
  ])('lets %s pass 200 lines', async (_kind, filePath) => {
    expect(await firedRules(filePath, lines(201))).toEqual([]);
  });
});

describe('the lint config keeps test-only code out of the app', () => {
  it('refuses an import of web/test from the app', async () => {
    expect(await firedRules('web/src/features/remix/probe.ts', importing('@test/render-app'))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets a test import it', async () => {
    expect(await firedRules('web/src/features/remix/probe.test.ts', importing('@test/render-app'))).toEqual([]);
  });
});

describe('the lint config refuses import cycles', () => {
  const directory = join(process.cwd(), `functions/src/domain/lint-probe-${randomBytes(4).toString('hex')}`);
  mkdirSync(directory);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('reports two modules that import each other', async () => {
    writeFileSync(
      join(directory, 'first.ts'),
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    writeFileSync(
      join(directory, 'second.ts'),
      "import { first } from './first';\nexport const second = () => first;\n",
    );
    const results = await eslint.lintFiles([relative(process.cwd(), directory)]);
    const fired = results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message));
    expect(fired).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });
});

describe('the lint config names files and folders in kebab case', () => {
  it.each([
    ['functions/src/domain/RemixJob.ts', 'check-file/filename-naming-convention'],
    ['web/src/features/remix/components/remixStudio.tsx', 'check-file/filename-naming-convention'],
    ['functions/src/Domain/probe.ts', 'check-file/folder-naming-convention'],
  ])('refuses %s', async (filePath, rule) => {
    expect(await firedRules(filePath, 'export {};\n')).toContain(rule);
  });

  it('accepts kebab-case names with middle extensions such as .test', async () => {
    expect(await firedRules('functions/src/domain/remix-job.test.ts', 'export {};\n')).toEqual([]);
  });
});

describe('the formatter the lint tier checks', () => {
  it('refuses code not in the repository style and accepts it once formatted', async () => {
    const filepath = join(process.cwd(), 'functions/src/domain/probe.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const unformatted = 'export const probe = {a:1,\n  "b": [1,2]}\n';
    expect(await prettier.check(unformatted, options)).toBe(false);
    expect(await prettier.format(unformatted, options)).toBe('export const probe = { a: 1, b: [1, 2] };\n');
  });
});

describe('the lint config keeps app paths in web/src/lib/route-paths.ts', () => {
  it.each([
    ['a string', 'web/src/features/remix/probe.ts', "export const probe = '/account?tab=tokens';\n"],
    ['a template', 'web/src/features/admin/probe.ts', 'export const probe = (id: string) => `/admin/users/${id}`;\n'],
    [
      'a link home',
      'web/src/app/layout/probe.tsx',
      'const Link = (props: { to: string; children: string }) => props.children;\nexport const probe = <Link to="/">Home</Link>;\n',
    ],
    [
      'a navigation home',
      'web/src/features/auth/probe.ts',
      "export const probe = (navigate: (to: string) => void) => navigate('/');\n",
    ],
  ])('refuses %s with an app path', async (_kind, filePath, code) => {
    expect(await firedRules(filePath, code)).toContain('no-restricted-syntax');
  });

  it.each([
    ['the route module', 'web/src/lib/route-paths.ts', "export const probe = '/account';\n"],
    ['a test, which visits the app as a user does', 'web/src/app/probe.test.ts', "export const probe = '/account';\n"],
    ['an API path', 'web/src/lib/probe.ts', "export const probe = '/api/user';\n"],
    ['a path that only starts like an app path', 'web/src/lib/probe.ts', "export const probe = '/app-shell.html';\n"],
  ])('lets through %s', async (_kind, filePath, code) => {
    expect(await firedRules(filePath, code)).toEqual([]);
  });
});

describe('the lint config checks the accessibility of the web markup', () => {
  it.each([
    ['an img', 'export const probe = <img src="room.png" />;\n'],
    [
      'a Chakra Image (`chakra("img")`)',
      'const Image = (props: { src: string }) => props.src;\nexport const probe = <Image src="room.png" />;\n',
    ],
  ])('refuses %s without alt text', async (_kind, code) => {
    expect(await firedRules('web/src/features/remix/probe.tsx', code)).toContain('jsx-a11y/alt-text');
  });

  it('lets an img with alt text through', async () => {
    expect(
      await firedRules('web/src/features/remix/probe.tsx', 'export const probe = <img src="room.png" alt="" />;\n'),
    ).toEqual([]);
  });
});

describe('the lint config has web tests query the page as a user finds it', () => {
  const renders = (body: string) =>
    `import { render, screen } from '@testing-library/react';\nimport { expect, it } from 'vitest';\n\nit('probe', () => {\n${body}});\n`;

  it.each([
    [
      'reaches into the DOM',
      "  const { container } = render(<p>Hi</p>);\n  expect(container.querySelector('p')).toBeTruthy();\n",
      'testing-library/no-node-access',
    ],
    [
      'queries the render result instead of the screen',
      "  const view = render(<p>Hi</p>);\n  expect(view.getByText('Hi')).toBeTruthy();\n",
      'testing-library/prefer-screen-queries',
    ],
  ])('refuses a test that %s', async (_kind, body, rule) => {
    expect(await firedRules('web/src/features/remix/probe.test.tsx', renders(body))).toContain(rule);
  });

  it('lets a test that queries the screen through', async () => {
    const body = "  render(<p>Hi</p>);\n  expect(screen.getByText('Hi')).toBeTruthy();\n";
    expect(await firedRules('web/src/features/remix/probe.test.tsx', renders(body))).toEqual([]);
  });
});
