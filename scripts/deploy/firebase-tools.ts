import { createRequire } from 'node:module';

/**
 * The parts of firebase-tools (a pinned devDependency) that `firebase deploy` itself runs, so deploy:check parses
 * env files and validates indexes exactly as the deploy will. They are internal modules without types.
 */
const require = createRequire(import.meta.url);

interface EnvModule {
  loadUserEnvs(options: {
    functionsSource: string;
    projectId: string;
    projectDir: string;
    isEmulator?: boolean;
  }): Record<string, string>;
}
interface FirestoreApiModule {
  FirestoreApi: new () => { validateSpec(spec: unknown): void };
}

const envModule = require('firebase-tools/lib/functions/env') as EnvModule;
const firestoreApiModule = require('firebase-tools/lib/firestore/api') as FirestoreApiModule;

/** functions/.env and functions/.env.<projectId>, parsed and key-checked (reserved names refused) as deploys do. */
export function loadFunctionsEnvFiles(
  functionsSource: string,
  projectId: string,
  projectDir: string,
): Record<string, string> {
  try {
    return envModule.loadUserEnvs({ functionsSource, projectId, projectDir, isEmulator: false });
  } catch (error) {
    // firebase-tools keeps the reason (a reserved or malformed key) in `children`.
    const children = (error as { children?: unknown[] }).children ?? [];
    const reasons = children.map((child) => (child instanceof Error ? child.message : String(child)));
    throw new Error([error instanceof Error ? error.message : String(error), ...reasons].join('\n'), { cause: error });
  }
}

/** Throws firebase-tools' own message when firestore.indexes.json is not a spec a deploy accepts. */
export function validateIndexesSpec(spec: unknown): void {
  new firestoreApiModule.FirestoreApi().validateSpec(spec);
}
