import { startFirestoreEmulator } from './firestore-emulator';
import { answers, assertPortsFree, waitFor } from './network';
import { startProcess } from './processes';
import { REPO_ROOT } from './repo';
import { emulatorEnvFor, FIRESTORE_RULES, PROJECT_ID, type StackPorts, writeFirebaseConfig } from './stack';

/** The Firestore and Auth emulators alone: what the api and rules tiers need, without a build or the functions. */
export interface RunningEmulators {
  /** Environment that points the Admin SDK at them. */
  emulatorEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the Firestore emulator (with firestore.rules) and the Auth emulator on `ports`; resolves once both answer. */
export async function startEmulators(ports: StackPorts): Promise<RunningEmulators> {
  await assertPortsFree({ firestore: ports.firestore, auth: ports.auth, hub: ports.hub, logging: ports.logging });
  const emulatorEnv = emulatorEnvFor(ports);
  const firestore = await startFirestoreEmulator('127.0.0.1', ports.firestore, FIRESTORE_RULES);
  const auth = startProcess(
    'auth',
    'firebase',
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', writeFirebaseConfig(ports)],
    { cwd: REPO_ROOT, env: { ...process.env, ...emulatorEnv }, output: 'quiet' },
  );
  const stop = async () => {
    await Promise.all([auth.stop(), firestore.stop()]);
  };
  try {
    await waitFor(() => emulatorsAnswer(emulatorEnv), {
      timeoutMs: 60_000,
      failure: () => `The Auth emulator did not answer within 60 s:\n${auth.recentOutput()}`,
      abort: auth.exited,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { emulatorEnv, stop };
}

/**
 * Emulators someone already runs (`npm run emulators` or `npm start`), when `env` points at both and they answer:
 * a test run then reuses them instead of starting its own.
 */
export async function runningEmulators(env: NodeJS.ProcessEnv): Promise<RunningEmulators | null> {
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT } = env;
  if (!FIRESTORE_EMULATOR_HOST || !FIREBASE_AUTH_EMULATOR_HOST) return null;
  const emulatorEnv = {
    GCLOUD_PROJECT: GCLOUD_PROJECT ?? PROJECT_ID,
    FIRESTORE_EMULATOR_HOST,
    FIREBASE_AUTH_EMULATOR_HOST,
    METADATA_SERVER_DETECTION: 'none',
  };
  if (!(await emulatorsAnswer(emulatorEnv).catch(() => false))) return null;
  return { emulatorEnv, stop: () => Promise.resolve() };
}

async function emulatorsAnswer(env: Record<string, string>): Promise<boolean> {
  return (
    (await answers(`http://${env.FIRESTORE_EMULATOR_HOST}/`)) &&
    (await answers(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/`))
  );
}
