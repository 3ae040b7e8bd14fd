import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { SetupError } from './errors';
import { answers, waitFor } from './network';
import { type ManagedProcess, startProcess } from './processes';
import { REPO_ROOT } from './repo';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const CLOUD_SDK_DIR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator';
const FIREBASE_CACHE_DIR = join(homedir(), '.cache', 'firebase', 'emulators');

/**
 * Finds Google's Firestore emulator jar: FIRESTORE_EMULATOR_JAR, the Google Cloud SDK, then firebase-tools' cache.
 * firebase-tools 15 refuses its Java emulators on Java < 21, so we run the jar ourselves.
 */
export function findFirestoreJar(): string | undefined {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new SetupError(`FIRESTORE_EMULATOR_JAR points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const sdkJar = join(CLOUD_SDK_DIR, 'cloud-firestore-emulator.jar');
  if (existsSync(sdkJar)) return sdkJar;
  if (!existsSync(FIREBASE_CACHE_DIR)) return undefined;
  const cached = readdirSync(FIREBASE_CACHE_DIR)
    .filter((name) => /^cloud-firestore-emulator-.*\.jar$/.test(name))
    .sort()
    .at(-1);
  return cached ? join(FIREBASE_CACHE_DIR, cached) : undefined;
}

/** Finds the jar, or downloads it through firebase-tools as the last resort. */
function requireFirestoreJar(): string {
  const found = findFirestoreJar();
  if (found) return found;
  try {
    execFileSync('firebase', ['setup:emulators:firestore'], { stdio: 'inherit' });
  } catch {
    throw new SetupError(
      'The Firestore emulator is not installed and `firebase setup:emulators:firestore` could not fetch it: ' +
        'install the Google Cloud SDK component cloud-firestore-emulator or set FIRESTORE_EMULATOR_JAR to its jar.',
    );
  }
  const downloaded = findFirestoreJar();
  if (!downloaded)
    throw new SetupError('The Firestore emulator jar is still missing after `firebase setup:emulators:firestore`.');
  return downloaded;
}

/** Throws a SetupError unless `java -version` reports Java 17 or newer. */
export function assertJava17(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) {
    throw new SetupError(
      'Java is not installed: install a Java 17+ runtime (e.g. `apt-get install -y openjdk-17-jre-headless`).',
    );
  }
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? Number(match[1]) : 0;
  if (major < 17) {
    throw new SetupError(
      `The Firestore emulator needs Java 17 or newer, but \`java -version\` reports ${major || 'an unknown version'}: install Java 17+.`,
    );
  }
}

/** Starts the Firestore emulator on host:port and resolves once it answers (with `rules` loaded, when given). */
export async function startFirestoreEmulator(
  host: string,
  port: number,
  rules?: ProjectRules,
): Promise<ManagedProcess> {
  assertJava17();
  const jar = requireFirestoreJar();
  const proc = startProcess(
    'firestore',
    'java',
    ['-cp', jar, MAIN_CLASS, 'start', `--host=${host}`, `--port=${port}`],
    {
      output: 'quiet',
    },
  );
  try {
    await waitFor(() => answers(`http://${host}:${port}/`), {
      timeoutMs: 30_000,
      failure: () =>
        `The Firestore emulator did not answer on ${host}:${port} within 30 s. Its last output:\n${proc.recentOutput()}`,
      abort: proc.exited,
    });
    if (rules) await loadRules(`http://${host}:${port}`, rules);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return proc;
}

/** Security rules to enforce for one project of the emulator. */
export interface ProjectRules {
  projectId: string;
  /** Path of the rules file, relative to the repository root. */
  file: string;
}

/**
 * Loads the rules into the running emulator for their project: without rules the emulator lets any client, signed
 * in or not, read and write every document through its REST API. The Admin SDK still bypasses them, as in
 * production. Throws a SetupError naming the compiler's complaint when the rules do not load.
 */
async function loadRules(emulatorUrl: string, { projectId, file }: ProjectRules): Promise<void> {
  const content = readFileSync(join(REPO_ROOT, file), 'utf8');
  const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: file, content }] } }),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new SetupError(
      `The Firestore emulator refused ${file} (${response.status}): ${answer.error?.message ?? 'no reason given'}`,
    );
  }
}
