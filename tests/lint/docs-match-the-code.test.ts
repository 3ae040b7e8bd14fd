import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The documents a reader finds the code through: the README's map and docs/, decision records included. */
const README = readFileSync('README.md', 'utf8');
const ARCHITECTURE = readFileSync('docs/architecture.md', 'utf8');

/** The entries of a source folder: sub-folders, or the files that are not tests. */
function foldersIn(path: string): string[] {
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function sourceFilesIn(path: string): string[] {
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The services tree of docs/architecture.md (`├── remix/  submit.ts, upscale.ts, …` and its `│` continuation lines),
 * as capability → the files it names.
 */
function documentedServices(): Map<string, string[]> {
  const tree = /```\nfunctions\/src\/services\/\n([\s\S]*?)```/.exec(ARCHITECTURE)?.[1] ?? '';
  const services = new Map<string, string[]>();
  let files: string[] = [];
  for (const line of tree.split('\n')) {
    const capability = /^[├└]── ([a-z-]+)\/(.*)$/.exec(line);
    if (capability?.[1]) services.set(capability[1], (files = []));
    files.push(...((capability?.[2] ?? line).match(/[a-z-]+\.ts/g) ?? []));
  }
  return services;
}

/** Every file of the repository that is source or documentation (no dependencies, builds or dot-folders). */
function repositoryFiles(folder = '.'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '.' ? entry.name : join(folder, entry.name);
    if (!entry.isDirectory()) return [path];
    const skipped = entry.name.startsWith('.') || ['node_modules', 'dist', 'artifacts'].includes(entry.name);
    return skipped || path === join('functions', 'lib') ? [] : repositoryFiles(path);
  });
}

/** The markdown files whose file names must stay true. */
function documents(folder = 'docs'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return documents(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

describe('docs/architecture.md names the code as it is', () => {
  const documented = documentedServices();

  it('names every capability under functions/src/services/, and no other', () => {
    expect([...documented.keys()].sort()).toEqual(foldersIn('functions/src/services'));
  });

  it.each(foldersIn('functions/src/services'))('names every file of services/%s/, and no other', (capability) => {
    const files = sourceFilesIn(join('functions/src/services', capability)).filter((file) => file !== 'index.ts');
    expect((documented.get(capability) ?? []).sort()).toEqual(files);
  });

  it('names every adapter folder and file under functions/src/adapters/', () => {
    const entries = readdirSync('functions/src/adapters', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || !entry.name.endsWith('.test.ts'))
      .map((entry) => `\`${entry.name}${entry.isDirectory() ? '/' : ''}\``);
    expect(entries.filter((name) => !ARCHITECTURE.includes(name))).toEqual([]);
  });

  it('names every repository', () => {
    const repositories = readdirSync('functions/src/adapters/firestore').filter((name) =>
      name.endsWith('-repository.ts'),
    );
    expect(repositories.filter((name) => !ARCHITECTURE.includes(`\`${name}\``))).toEqual([]);
  });

  it('names every port', () => {
    const ports = sourceFilesIn('functions/src/ports');
    expect(ports.filter((name) => !ARCHITECTURE.includes(`\`${name}\``))).toEqual([]);
  });

  it('names every feature under web/src/features/', () => {
    const features = foldersIn('web/src/features');
    expect(features.filter((name) => !ARCHITECTURE.includes(`\`${name}\``))).toEqual([]);
  });

  it('names every file of web/src/lib/', () => {
    const files = sourceFilesIn('web/src/lib');
    expect(files.filter((name) => !new RegExp(`[\`/]${name.replace('.', '\\.')}\``).test(ARCHITECTURE))).toEqual([]);
  });
});

describe("the README's map names the code as it is", () => {
  it('names every feature under web/src/features/ in its row', () => {
    const row = README.split('\n').find((line) => line.startsWith('| `web/src/features/<feature>/`')) ?? '';
    expect(foldersIn('web/src/features').filter((name) => !new RegExp(`\\b${name}\\b`).test(row))).toEqual([]);
  });
});

describe('the documents name only files that exist', () => {
  const files = repositoryFiles();
  /** A file named in backticks, by a path from the repository root or from any folder in it (`lib/upload-rules.ts`). */
  const exists = (name: string) => files.some((file) => file === name || file.endsWith(`/${name}`));

  it.each(['README.md', ...documents()])('every source file %s names exists', (document) => {
    const named = [...readFileSync(document, 'utf8').matchAll(/`([\w./@-]+\.(?:tsx?|mts|mjs|rules))`/g)].map(
      (match) => match[1] ?? '',
    );
    expect([...new Set(named)].filter((name) => !exists(name))).toEqual([]);
  });
});

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

function anchorsIn(document: string): Set<string> {
  const headings = readFileSync(document, 'utf8').matchAll(/^#+ (.*)$/gm);
  return new Set([...headings].map((heading) => anchorOf(heading[1] ?? '')));
}

describe('the documents link only to files and headings that exist', () => {
  it.each(['README.md', ...documents()])('every relative link in %s leads somewhere', (document) => {
    const prose = readFileSync(document, 'utf8').replace(/```[\s\S]*?```/g, '');
    const broken = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => {
        const [path = '', anchor] = target.split('#');
        const linked = path ? normalize(join(dirname(document), path)) : document;
        if (!existsSync(linked)) return true;
        return anchor !== undefined && linked.endsWith('.md') && !anchorsIn(linked).has(anchor);
      });
    expect(broken).toEqual([]);
  });
});
