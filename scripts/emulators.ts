import { startFirestoreEmulator } from './lib/firestore-emulator';
import { exitWithError, stopEverythingOnSignals } from './lib/lifecycle';
import { answers, assertPortsFree, waitFor } from './lib/network';
import { startProcess } from './lib/processes';
import { REPO_ROOT } from './lib/repo';
import { emulatorEnvFor, FIRESTORE_RULES, PROJECT_ID, testPorts, writeFirebaseConfig } from './lib/stack';

/**
 * `npm run emulators`: only the Firestore and Auth emulators, on the test ports (ROOMREMIX_TEST_PORT_OFFSET), for
 * running one api or rules test file at a time: it prints the environment to export, and Ctrl-C stops both.
 */
async function main(): Promise<void> {
  stopEverythingOnSignals();
  const ports = testPorts();
  await assertPortsFree({ firestore: ports.firestore, auth: ports.auth, hub: ports.hub, logging: ports.logging });
  const env = emulatorEnvFor(ports);
  await startFirestoreEmulator('127.0.0.1', ports.firestore, FIRESTORE_RULES);
  const auth = startProcess(
    'auth',
    'firebase',
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', writeFirebaseConfig(ports)],
    { cwd: REPO_ROOT, env: { ...process.env, ...env }, output: 'quiet' },
  );
  await waitFor(() => answers(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/`), {
    timeoutMs: 60_000,
    failure: () => `The Auth emulator did not answer within 60 s:\n${auth.recentOutput()}`,
    abort: auth.exited,
  });
  const exports = Object.entries(env).map(([name, value]) => `export ${name}=${value}`);
  console.log(['Firestore and Auth emulators are up. In another shell:', ...exports, 'npx vitest run --project api functions/test/<file>.test.ts', 'Ctrl-C stops both.'].join('\n'));
}

main().catch(exitWithError);
