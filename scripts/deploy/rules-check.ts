import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startFirestoreEmulator } from '../lib/firestore-emulator';
import { REPO_ROOT } from '../lib/repo';

/** What the rules compiler answers: errors as a 400, warnings (unknown functions, methods) as issues. */
interface RulesAnswer {
  error?: { message?: string };
  issues?: { description: string; severity: string; sourcePosition?: { line?: number; column?: number } }[];
}

/**
 * Compiles each rules file with the Firestore emulator's rules compiler (offline; Storage's own compiler needs the
 * network, and both services share the rules language) and returns every error and warning, `file:line:column`.
 */
export async function rulesProblems(files: readonly string[], port: number): Promise<string[]> {
  const emulator = await startFirestoreEmulator('127.0.0.1', port);
  try {
    const problems: string[] = [];
    for (const file of files) problems.push(...(await compile(file, port)));
    return problems;
  } finally {
    await emulator.stop();
  }
}

async function compile(file: string, port: number): Promise<string[]> {
  const content = await readFile(resolve(REPO_ROOT, file), 'utf8');
  // A project of its own, so the compile never replaces the rules of a stack that shares the emulator's project.
  const response = await fetch(`http://127.0.0.1:${port}/emulator/v1/projects/demo-deploy-check:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: file, content }] } }),
  });
  const answer = (await response.json()) as RulesAnswer;
  if (!response.ok) return [`${file}: ${answer.error?.message ?? `the rules compiler answered ${response.status}`}`];
  return (answer.issues ?? []).map(
    (issue) =>
      `${file}:${issue.sourcePosition?.line ?? '?'}:${issue.sourcePosition?.column ?? '?'}: ${issue.severity}: ${issue.description}`,
  );
}
