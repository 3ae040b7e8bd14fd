import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// import-x/no-cycle reads no type-only import; this follows every import, types included, so no module needs another
// that needs it back (the capabilities' floors and the layers then hold for types too).

const ROOT = process.cwd();
const SOURCES = ['contracts/src', 'functions/src', 'web/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The repository file `specifier` names from `file`, or null for a package. */
function resolved(file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(ROOT, dirname(file), specifier);
  else if (specifier.startsWith('@/')) base = join(ROOT, 'web/src', specifier.slice(2));
  else if (specifier.startsWith('@roomremix/contracts/')) base = join(ROOT, 'contracts/src', specifier.slice(21));
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  return found ? relative(ROOT, found) : null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.flatMap(({ fileName }) => resolved(file, fileName) ?? []),
    );
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of more than one module (Tarjan). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the import graph, type-only imports included', () => {
  it('has no cycle', () => {
    expect(cyclesOf(importGraph())).toEqual([]);
  });
});
