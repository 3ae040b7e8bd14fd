import { startEmulators } from './lib/emulators';
import { exitWithError, stopEverythingOnSignals } from './lib/lifecycle';
import { testPorts } from './lib/stack';

/**
 * `npm run emulators`: only the Firestore and Auth emulators, on the test ports (ROOMREMIX_TEST_PORT_OFFSET), for
 * running one api or rules test file at a time: it prints the environment to export, and Ctrl-C stops both.
 */
async function main(): Promise<void> {
  stopEverythingOnSignals();
  const { emulatorEnv } = await startEmulators(testPorts());
  const exports = Object.entries(emulatorEnv).map(([name, value]) => `export ${name}=${value}`);
  console.log(
    [
      'Firestore and Auth emulators are up. In another shell:',
      ...exports,
      'npm test -- --only=api functions/test/<file>.test.ts   (reuses these emulators)',
      'Ctrl-C stops both.',
    ].join('\n'),
  );
}

main().catch(exitWithError);
